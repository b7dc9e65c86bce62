import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  companyInvoiceSchema,
  isTextMessageKey,
  type CompanyInvoice,
  type CompanyInvoiceInput,
} from '@shop/contracts';
import { useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { selectCheckoutFieldErrors } from '../checkout-slice';
import { useStartCheckout } from '../hooks/use-start-checkout';

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
  country: 'BE',
  vat_number: '',
};

const inputClasses =
  'mt-1 block w-full rounded-xl border border-cream-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 aria-[invalid=true]:border-clay-700';

/**
 * The cart's way to the payment page (issue 16): 'Proceed to checkout', and before it the
 * choice of an invoice in a company's name (name, address, VAT number), which must be asked
 * before paying because an issued invoice never changes. The contract's schema checks the
 * fields here as the server does; what the server still refuses shows beside its field.
 */
export function CartCheckoutForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { startCheckout, processing } = useStartCheckout();
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

  /** The schema's message codes said here; the server's own words for what it still refused. */
  const errorText = (name: CompanyField, error: FieldError | undefined, max?: number) => {
    const code = error?.message;
    if (isTextMessageKey(code)) return t(`validation.${code}`, { max: max ?? 0 });
    if (code === 'countryInvalid' || code === 'vatNumberInvalid') return t(`validation.${code}`);
    if (error) return t('validation.textRequired');
    return serverErrors[`company_invoice.${name}`]?.join(' ') ?? null;
  };

  const proceed = wantsCompanyInvoice
    ? handleSubmit((company) => startCheckout({ company_invoice: company }))
    : () => startCheckout();

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
                {message ? (
                  <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-clay-800">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
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
