import { useId } from 'react';
import { Link } from 'react-router';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  isTextMessageKey,
  STOREFRONT_ROUTES,
  termsVersionDate,
  type CheckoutShippingInput,
  type NoPaymentPageInput,
} from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { FieldMessage } from './FieldMessage';
import { inputClasses } from './input-classes';

type ShippingField = keyof CheckoutShippingInput;

/** The address fields in the order an address is written, with their autofill names and limits. */
const SHIPPING_FIELDS: {
  name: Exclude<ShippingField, 'country'>;
  autoComplete: string;
  max: number;
  optional?: boolean;
}[] = [
  { name: 'name', autoComplete: 'shipping name', max: 200 },
  { name: 'address_1', autoComplete: 'shipping address-line1', max: 200 },
  { name: 'address_2', autoComplete: 'shipping address-line2', max: 200, optional: true },
  { name: 'postal_code', autoComplete: 'shipping postal-code', max: 20 },
  { name: 'city', autoComplete: 'shipping address-level2', max: 100 },
];

/**
 * What the payment page would have asked, for an order gift cards or a discount pay whole (no
 * payment page opens, ADR 0043): where to ship it, to whom, and the terms accepted, stating the
 * lines that have no right of withdrawal before the customer places the order.
 */
export function NoPaymentPageFields({
  register,
  errors,
  serverErrors,
  countries,
  withoutWithdrawal,
}: {
  register: UseFormRegister<NoPaymentPageInput>;
  errors: FieldErrors<NoPaymentPageInput>;
  /** What the server still refused, per field ("shipping.city", "accept_terms"). */
  serverErrors: Record<string, string[]>;
  /** The countries the shop ships to (the payment page offers the same). */
  countries: string[];
  /** The names of the lines made to the customer's specifications. */
  withoutWithdrawal: string[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const countryNames = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' });

  /** The schema's message codes said here; the server's own words for what it still refused. */
  const errorText = (field: string, error: FieldError | undefined, max = 0) => {
    const code = error?.message;
    if (isTextMessageKey(code)) return t(`validation.${code}`, { max });
    if (code === 'countryInvalid' || code === 'termsRequired') return t(`validation.${code}`);
    if (error) return t('validation.textRequired');
    return serverErrors[field]?.join(' ') ?? null;
  };

  const field = (
    name: ShippingField,
    label: string,
    message: string | null,
    control: (props: {
      id: string;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
    }) => React.ReactNode,
  ) => {
    const inputId = `${id}-${name}`;
    return (
      <div key={name}>
        <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
          {label}
        </label>
        {control({
          id: inputId,
          ...(message ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {}),
        })}
        <FieldMessage fieldId={inputId} message={message} />
      </div>
    );
  };

  const shippingMessage = serverErrors['shipping']?.join(' ');
  const termsId = `${id}-terms`;
  const termsMessage = errorText('accept_terms', errors.accept_terms);

  return (
    <div className="mt-6 space-y-4" data-testid="no-payment-page">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink-900">{t('checkout.noPaymentPage.title')}</legend>
        <p className="text-sm text-ink-700">{t('checkout.noPaymentPage.hint')}</p>
        {shippingMessage ? (
          <p className="text-sm font-medium text-clay-800">{shippingMessage}</p>
        ) : null}
        {SHIPPING_FIELDS.map(({ name, autoComplete, max, optional }) =>
          field(
            name,
            t(`checkout.noPaymentPage.fields.${name}`),
            errorText(`shipping.${name}`, errors.shipping?.[name], max),
            (props) => (
              <input
                {...props}
                type="text"
                autoComplete={autoComplete}
                className={inputClasses}
                aria-required={optional ? undefined : true}
                {...register(`shipping.${name}`)}
              />
            ),
          ),
        )}
        {field(
          'country',
          t('checkout.noPaymentPage.fields.country'),
          errorText('shipping.country', errors.shipping?.country),
          (props) => (
            <select
              {...props}
              autoComplete="shipping country"
              className={inputClasses}
              {...register('shipping.country')}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryNames.of(code) ?? code}
                </option>
              ))}
            </select>
          ),
        )}
      </fieldset>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-0.5 size-5 accent-clay-600"
            aria-required
            aria-invalid={termsMessage ? true : undefined}
            aria-describedby={termsMessage ? `${termsId}-error` : undefined}
            {...register('accept_terms')}
          />
          <label htmlFor={termsId} className="text-ink-800">
            <Trans
              i18nKey="checkout.noPaymentPage.terms"
              values={{ version: termsVersionDate(language) }}
              components={{
                terms: (
                  <Link
                    to={STOREFRONT_ROUTES.terms}
                    target="_blank"
                    className="font-medium text-clay-700 underline underline-offset-2"
                  />
                ),
              }}
            />
            {withoutWithdrawal.length > 0
              ? ` ${t('checkout.noPaymentPage.noWithdrawal', { names: withoutWithdrawal.join(', ') })}`
              : null}
          </label>
        </div>
        <FieldMessage fieldId={termsId} message={termsMessage} />
      </div>
    </div>
  );
}
