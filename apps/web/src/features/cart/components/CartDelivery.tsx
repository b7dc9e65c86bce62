import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  longBrusselsDate,
  SHOP_COUNTRY,
  type DeliveryMethod,
  type Language,
  type PickupPoint,
  type PickupPointsQuery,
} from '@shop/contracts';
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../lib/format';
import { selectCheckoutFieldErrors } from '../../checkout';
import { useGetDeliveryRatesQuery, useSettings } from '../../content';
import { PickupPointFinder, useGetDeliveryMethodsQuery } from '../../delivery';
import { useSetCartDeliveryMutation } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';

/** A Brussels day (YYYY-MM-DD) as a reader of `language` writes it: noon UTC is that day there. */
function dayText(language: Language, day: string): string {
  return longBrusselsDate(language, `${day}T12:00:00Z`);
}

/**
 * How the cart is delivered (issue 27; Belgian law asks it before the contract, art. VI.45/2
 * CEL): the country, the methods offered there with their price, free-delivery threshold and
 * estimate, a pick-up point near a postal code, or the workshop. Native radios, so the list
 * reads and works with a keyboard; each choice is saved at once (PUT /api/cart/delivery/) and
 * the cart's answer carries the delivery line. The server's messages show beside their field.
 */
export function CartDelivery() {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { cart, language, error, loading } = useCart();
  const settings = useSettings();
  const countries =
    settings.status === 'loaded' ? settings.settings.shipping_countries : [SHOP_COUNTRY];
  const [country, setCountry] = useState<string>(cart.delivery?.country ?? SHOP_COUNTRY);
  // The method just picked: shown checked while it is saved, and a pick-up point method until
  // its point is chosen (only then is it saved).
  const [picked, setPicked] = useState<string | null>(null);
  const [pickedPoint, setPickedPoint] = useState<string | null>(null);
  const methods = useGetDeliveryMethodsQuery({ country, language });
  const [saveDelivery] = useSetCartDeliveryMutation();
  const checkoutErrors = useAppSelector(selectCheckoutFieldErrors);

  const delivery = cart.delivery?.country === country ? cart.delivery : null;
  const selected = picked ?? delivery?.method ?? null;
  const fields = error?.action === 'delivery' ? error.fields : {};
  // Checkout refused for want of a choice: said here, beside the choice it asks for.
  const required = cart.delivery === null ? (checkoutErrors.delivery?.[0] ?? null) : null;

  useEffect(() => {
    if (required) heading.current?.focus();
  }, [required]);

  const choose = (method: DeliveryMethod) => {
    setPicked(method.code);
    if (method.kind === 'pickup_point') return;
    // Refused: the saved choice shows again, the reason beside its field.
    saveDelivery({ language, method: method.code, country })
      .unwrap()
      .catch(() => setPicked(null));
  };
  const choosePoint = (method: string, point: PickupPoint) => {
    setPickedPoint(point.id);
    saveDelivery({ language, method, country, pickup_point_id: point.id })
      .unwrap()
      .catch(() => setPickedPoint(null));
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="cart-delivery"
      className="mt-6 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5"
    >
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold text-ink-900 focus:outline-none"
      >
        {t('cart.delivery.title')}
      </h2>
      {required ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {required}
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={`${id}-country`} className="text-sm font-medium text-ink-800">
          {t('cart.delivery.country')}
        </label>
        <select
          id={`${id}-country`}
          name="country"
          value={country}
          onChange={(event) => {
            setPicked(null);
            setCountry(event.target.value);
          }}
          aria-invalid={fields.country ? true : undefined}
          aria-describedby={fields.country ? `${id}-country-error` : undefined}
          className="w-56 rounded-md border border-cream-300 bg-white px-3 py-2 text-ink-900"
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`checkoutSuccess.countries.${code}`, { defaultValue: code })}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-country-error`} messages={fields.country} />
      </div>

      <fieldset
        className="mt-4"
        aria-describedby={fields.method ? `${id}-method-error` : undefined}
      >
        <legend className="mb-2 font-medium text-ink-900">{t('cart.delivery.legend')}</legend>
        {methods.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('cart.delivery.loadError')}
          </p>
        ) : null}
        <ul className="space-y-2">
          {(methods.data ?? []).map((method) => (
            <li key={method.code}>
              <label className="flex cursor-pointer gap-3 rounded-md border border-cream-200 p-3 has-[:checked]:border-ink-900 has-[:focus-visible]:ring-2">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method.code}
                  checked={selected === method.code}
                  disabled={loading}
                  onChange={() => choose(method)}
                  className="mt-1"
                />
                <MethodDetails method={method} language={language} />
              </label>
              {method.kind === 'pickup_point' && selected === method.code ? (
                <div className="mt-2 ml-7 space-y-2">
                  {delivery?.pickup_point ? (
                    <p data-testid="cart-pickup-point" className="text-sm text-ink-800">
                      {t('cart.delivery.chosenPoint', {
                        point: `${delivery.pickup_point.name}, ${delivery.pickup_point.street} ${delivery.pickup_point.house_number}, ${delivery.pickup_point.postal_code} ${delivery.pickup_point.city}`,
                      })}
                    </p>
                  ) : null}
                  <PickupPointFinder
                    country={country as PickupPointsQuery['country']}
                    chosenId={pickedPoint ?? delivery?.pickup_point?.id ?? null}
                    onChoose={(point) => choosePoint(method.code, point)}
                  />
                  <FieldError id={`${id}-point-error`} messages={fields.pickup_point_id} />
                </div>
              ) : null}
              {method.kind === 'collection' && selected === method.code ? (
                <CollectionDetails language={language} />
              ) : null}
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-method-error`} messages={fields.method} />
      </fieldset>
    </section>
  );
}

function MethodDetails({ method, language }: { method: DeliveryMethod; language: Language }) {
  const { t } = useTranslation();
  return (
    <span className="block text-sm">
      <span className="flex justify-between gap-3">
        <span className="font-medium text-ink-900">{method.name}</span>
        <span className="font-medium whitespace-nowrap text-ink-900">
          {method.price === '0.00' ? t('cart.summary.free') : formatPrice(method.price, language)}
        </span>
      </span>
      {method.free_from ? (
        <span className="block text-green-700">
          {t('cart.delivery.freeFrom', { amount: formatPrice(method.free_from, language) })}
        </span>
      ) : null}
      <span className="block text-ink-600">
        {method.estimate.from === method.estimate.to
          ? t('cart.delivery.estimateOn', { day: dayText(language, method.estimate.from) })
          : t('cart.delivery.estimate', {
              from: dayText(language, method.estimate.from),
              to: dayText(language, method.estimate.to),
            })}
      </span>
    </span>
  );
}

/** Where and when a collection order is picked up: the workshop staff set (issue 27). */
function CollectionDetails({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { data } = useGetDeliveryRatesQuery(language);
  const workshop = data?.workshop;
  return (
    <div data-testid="cart-workshop" className="mt-2 ml-7 space-y-1 text-sm text-ink-700">
      {workshop?.address ? (
        <p className="whitespace-pre-line text-ink-900">{workshop.address}</p>
      ) : null}
      {workshop?.hours ? (
        <p>{t('cart.delivery.workshopHours', { hours: workshop.hours })}</p>
      ) : null}
      <p>{t('cart.delivery.collectionNote')}</p>
    </div>
  );
}

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {messages.join(' ')}
    </p>
  );
}
