import { Trans, useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { SITE } from '../../../config/site';
import { LegalPage } from '../components/LegalPage';
import { SellerFacts, WithSeller } from '../components/SellerIdentity';
import { TextLink } from '../components/TextLink';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const TEXT_SECTIONS = ['registration', 'website', 'disputes'] as const;

/** The legal notice (Belgian Code of Economic Law, art. III.74): who sells, and who supervises. */
export function LegalNoticePage() {
  const { t } = useTranslation();
  useStaticPageHead('legal');
  return (
    <LegalPage
      eyebrow={t('legal.eyebrow')}
      title={t('legal.title')}
      lead={t('legal.lead', { shop: SITE.name })}
      sections={[
        {
          key: 'seller',
          title: t('legal.sections.seller.title'),
          body: <WithSeller>{(seller) => <SellerFacts seller={seller} />}</WithSeller>,
        },
        ...TEXT_SECTIONS.map((key) => ({
          key,
          title: t(`legal.sections.${key}.title`),
          body: <p>{t(`legal.sections.${key}.body`, { shop: SITE.name })}</p>,
        })),
        {
          key: 'privacy',
          title: t('legal.sections.privacy.title'),
          body: (
            <p>
              <Trans
                i18nKey="legal.sections.privacy.body"
                components={{ privacy: <TextLink to={STOREFRONT_ROUTES.privacy} /> }}
              />
            </p>
          ),
        },
      ]}
    />
  );
}
