import { useTranslation } from 'react-i18next';
import type { DeliveryRatesMethod } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { useGetDeliveryRatesQuery } from '../api/get-delivery-rates';

/** "2–4 working days", or "2 working days" when both ends are the same day. */
function EstimateText({ method }: { method: DeliveryRatesMethod }) {
  const { t } = useTranslation();
  const { from, to } = method.estimate_days;
  const days =
    from === to
      ? t('deliveryRates.days', { count: to })
      : t('deliveryRates.dayRange', { from, to, count: to });
  return (
    <>
      {method.kind === 'collection'
        ? t('deliveryRates.readyIn', { days })
        : t('deliveryRates.deliveredIn', { days })}
    </>
  );
}

function RateLines({ method }: { method: DeliveryRatesMethod }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' });
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {method.rates.map((rate) => {
        const country = countries.of(rate.country) ?? rate.country;
        const price =
          Number(rate.price) === 0 ? t('deliveryRates.free') : formatPrice(rate.price, language);
        return (
          <li key={rate.country} data-country={rate.country}>
            {rate.free_from === null
              ? t('deliveryRates.rate', { country, price })
              : t('deliveryRates.rateFreeFrom', {
                  country,
                  price,
                  threshold: formatPrice(rate.free_from, language),
                })}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The delivery methods the shop offers, each with its price per country, free-from threshold
 * and estimate, and where collection orders are picked up: read from the settings staff keep
 * in the admin (GET /api/delivery/rates/), never written in the page's copy.
 */
export function DeliveryRates() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { currentData, isError } = useGetDeliveryRatesQuery(language);
  if (!currentData) {
    return isError ? (
      <p>{t('deliveryRates.unavailable')}</p>
    ) : (
      <p role="status">{t('deliveryRates.loading')}</p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="delivery-rates">
      {currentData.methods.map((method) => (
        <li key={method.code} data-method={method.code}>
          <p className="font-semibold">{method.name}</p>
          <p>
            <EstimateText method={method} />
          </p>
          <RateLines method={method} />
          {method.kind === 'collection' && currentData.workshop.address !== '' && (
            <p className="mt-1">
              {t('deliveryRates.workshop', {
                address: currentData.workshop.address.split('\n').join(', '),
                hours: currentData.workshop.hours,
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
