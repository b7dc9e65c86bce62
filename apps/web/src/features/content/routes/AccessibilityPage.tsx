import { Trans, useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { SITE } from '../../../config/site';
import { LegalPage } from '../components/LegalPage';
import { WithSeller } from '../components/SellerIdentity';
import { TEXT_LINK_CLASSES, TextLink } from '../components/TextLink';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const BEFORE_REPORT = ['status', 'testing', 'limits'] as const;
const AFTER_REPORT = ['enforcement', 'statement'] as const;

/** The accessibility statement the European Accessibility Act asks of an online shop (ADR 0031). */
export function AccessibilityPage() {
  const { t } = useTranslation();
  useStaticPageHead('accessibility');
  const textSection = (key: (typeof BEFORE_REPORT)[number] | (typeof AFTER_REPORT)[number]) => ({
    key,
    title: t(`accessibility.sections.${key}.title`),
    body: <p>{t(`accessibility.sections.${key}.body`, { shop: SITE.name })}</p>,
  });
  return (
    <LegalPage
      eyebrow={t('accessibility.eyebrow')}
      title={t('accessibility.title')}
      lead={t('accessibility.lead', { shop: SITE.name })}
      sections={[
        ...BEFORE_REPORT.map(textSection),
        {
          key: 'report',
          title: t('accessibility.sections.report.title'),
          body: (
            <WithSeller>
              {(seller) => (
                <p>
                  <Trans
                    i18nKey="accessibility.sections.report.body"
                    values={{ email: seller.email, phone: seller.phone }}
                    components={{
                      email: <a href={`mailto:${seller.email}`} className={TEXT_LINK_CLASSES} />,
                      contact: <TextLink to={STOREFRONT_ROUTES.contact} />,
                    }}
                  />
                </p>
              )}
            </WithSeller>
          ),
        },
        ...AFTER_REPORT.map(textSection),
      ]}
    />
  );
}
