import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  companyInvoiceSchema,
  isTextMessageKey,
  noPaymentPageSchema,
  SHOP_COUNTRY,
  type CheckoutStart,
  type CompanyInvoice,
  type CompanyInvoiceInput,
  type NoPaymentPage,
  type NoPaymentPageInput,
} from '@shop/contracts';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { selectCheckoutFieldErrors } from '../checkout-slice';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { FieldMessage } from './FieldMessage';
import { inputClasses } from './input-classes';
import { NoPaymentPageFields } from './NoPaymentPageFields';

type CompanyField = keyof CompanyInvoiceInput;

/** The fields in the order an invoice address is written, with their autofill names and limits. */
const COMPANY_FIELDS: { name: CompanyField; autoComplete: string; max?: number }[] = [
  { name: 'company_name', autoComplete: 'organization', max: 200 },
  { name: 'street', autoComplete: 'street-address', max: 200 },
  { name: 'postal_code', autoComplete: 'postal-code', max: 20 },
  { name: 'city', autoComplete: 'address-level2', max: 100 },
  { name: 'country', autoComplete: 'country' },
  { name: 'vat_number', autoComplete: 'off' },
];

const EMPTY_COMPANY: CompanyInvoiceInput = {
  company_name: '',
  street: '',
  postal_code: '',
  city: '',
  country: SHOP_COUNTRY,
  vat_number: '',
};

/**
 * The cart's way to the payment page (issue 16): 'Proceed to checkout', and before it the
 * choice of an invoice in a company's name (name, address, VAT number), which must be asked
 * before paying because an issued invoice never changes. The contract's schema checks the
 * fields here as the server does; what the server still refuses shows beside its field.
 */
export function CartCheckoutForm({
  disabled,
  cartEmpty,
  noPaymentPage,
}: {
  disabled: boolean;
  /** Spec §5: an empty cart alerts instead of starting checkout. */
  cartEmpty: boolean;
  /**
   * Set when gift cards or a discount pay the cart whole: no payment page will open, so the
   * cart asks the shipping address and the terms (ADR 0043). `countries`: where the shop ships;
   * `withoutWithdrawal`: the names of the lines without a right of withdrawal.
   */
  noPaymentPage: { countries: string[]; withoutWithdrawal: string[] } | null;
}) {
  const { t } = useTranslation();
  const { startCheckout, processing } = useStartCheckout({ cartEmpty });
  const serverErrors = useAppSelector(selectCheckoutFieldErrors);
  const [wantsCompanyInvoice, setWantsCompanyInvoice] = useState(false);
  const ids = { toggle: useId(), fields: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CompanyInvoiceInput, unknown, CompanyInvoice>({
    resolver: zodResolver(companyInvoiceSchema),
    defaultValues: EMPTY_COMPANY,
  });
  const details = useForm<NoPaymentPageInput, unknown, NoPaymentPage>({
    resolver: zodResolver(noPaymentPageSchema),
    defaultValues: {
      shipping: {
        name: '',
        address_1: '',
        address_2: '',
        postal_code: '',
        city: '',
        country: noPaymentPage?.countries[0] ?? SHOP_COUNTRY,
      },
      accept_terms: false,
    },
  });

  /** The schema's message codes said here; the server's own words for what it still refused. */
  const errorText = (name: CompanyField, error: FieldError | undefined, max?: number) => {
    const code = error?.message;
    if (isTextMessageKey(code)) return t(`validation.${code}`, { max: max ?? 0 });
    if (code === 'countryInvalid' || code === 'vatNumberInvalid') return t(`validation.${code}`);
    if (error) return t('validation.textRequired');
    return serverErrors[`company_invoice.${name}`]?.join(' ') ?? null;
  };

  const withCompany = (start?: CheckoutStart) =>
    wantsCompanyInvoice
      ? handleSubmit((company) => startCheckout({ ...start, company_invoice: company }))()
      : startCheckout(start);
  const proceed = noPaymentPage
    ? details.handleSubmit((answers) => withCompany(answers))
    : () => withCompany();

  return (
    <div className="mt-6">
      <div className="flex items-start gap-3">
        <input
          id={ids.toggle}
          type="checkbox"
          className="mt-0.5 size-5 accent-clay-600"
          checked={wantsCompanyInvoice}
          aria-controls={ids.fields}
          aria-expanded={wantsCompanyInvoice}
          onChange={(event) => setWantsCompanyInvoice(event.target.checked)}
        />
        <label htmlFor={ids.toggle} className="text-ink-800">
          {t('checkout.companyInvoice.toggle')}
        </label>
      </div>
      {wantsCompanyInvoice ? (
        <fieldset id={ids.fields} className="mt-3 space-y-3" data-testid="company-invoice">
          <legend className="text-sm text-ink-700">{t('checkout.companyInvoice.hint')}</legend>
          {COMPANY_FIELDS.map(({ name, autoComplete, max }) => {
            const inputId = `${ids.fields}-${name}`;
            const message = errorText(name, errors[name], max);
            return (
              <div key={name}>
                <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
                  {t(`checkout.companyInvoice.fields.${name}`)}
                </label>
                <input
                  id={inputId}
                  type="text"
                  autoComplete={autoComplete}
                  className={inputClasses}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${inputId}-error` : undefined}
                  aria-required
                  {...register(name)}
                />
                <FieldMessage fieldId={inputId} message={message} />
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {noPaymentPage ? (
        <NoPaymentPageFields
          register={details.register}
          errors={details.formState.errors}
          serverErrors={serverErrors}
          countries={noPaymentPage.countries}
          withoutWithdrawal={noPaymentPage.withoutWithdrawal}
        />
      ) : null}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={processing || disabled}
        onClick={() => void proceed()}
      >
        {processing ? t('cart.processing') : t('cart.proceedToCheckout')}
      </Button>
    </div>
  );
}
