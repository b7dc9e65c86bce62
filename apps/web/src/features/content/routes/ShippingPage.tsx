import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { SITE } from '../../../config/site';
import { ContactLine } from '../components/ContactLine';
import { DeliveryRates } from '../components/DeliveryRates';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { countryList, useShippingCountries } from '../hooks/use-shipping-countries';
import { useStaticPageHead } from '../hooks/use-static-page-head';

function DeliveryCountries() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useShippingCountries();
  if (countries.status === 'loading') {
    return <p role="status">{t('shipping.delivery.loading')}</p>;
  }
  if (countries.status === 'failed') return <p>{t('shipping.delivery.unavailable')}</p>;
  return (
    <p data-testid="delivery-countries">
      {t('shipping.delivery.countries', { countries: countryList(countries.codes, language) })}
    </p>
  );
}

export function ShippingPage() {
  const { t } = useTranslation();
  useStaticPageHead('shipping');
  return (
    <>
      <PageHeader
        eyebrow={t('shipping.eyebrow')}
        title={t('shipping.title')}
        lead={t('shipping.lead')}
      />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <InfoCard title={t('shipping.processing.title')}>
            <p>{t('shipping.processing.body')}</p>
            <p>{t('shipping.processing.personalised')}</p>
          </InfoCard>
          <InfoCard title={t('shipping.delivery.title')}>
            <DeliveryCountries />
            <p>{t('shipping.delivery.cost')}</p>
          </InfoCard>
        </div>
        <div className="mt-5">
          <InfoCard title={t('shipping.methods.title')}>
            <DeliveryRates />
          </InfoCard>
        </div>
        <div className="mt-5">
          <InfoCard title={t('shipping.thankYou.title')} tone="warm">
            <p>{t('shipping.thankYou.body', { shop: SITE.name })}</p>
          </InfoCard>
        </div>
        <ContactLine i18nKey="shipping.contact" />
      </PageBody>
    </>
  );
}
