import { useTranslation } from 'react-i18next';
import { ContactLine } from '../components/ContactLine';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { useSettings } from '../hooks/use-settings';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const SECTIONS = ['packed', 'direct', 'occasion'] as const;

export function WrappingPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const settings = useSettings();
  useStaticPageHead('wrapping');
  return (
    <>
      <PageHeader
        eyebrow={t('wrapping.eyebrow')}
        title={t('wrapping.title')}
        lead={t('wrapping.lead')}
      />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-3">
          {SECTIONS.map((key) => (
            <InfoCard key={key} title={t(`wrapping.sections.${key}.title`)}>
              <p>{t(`wrapping.sections.${key}.body`)}</p>
            </InfoCard>
          ))}
        </div>
        {settings.status === 'loaded' ? (
          <p data-testid="wrapping-price" className="mt-8 text-lg text-ink-900">
            {t('wrapping.price', {
              price: formatPrice(settings.settings.gift_wrapping.price, language),
            })}
          </p>
        ) : null}
        <ContactLine i18nKey="wrapping.contact" />
      </PageBody>
    </>
  );
}
