import type { CheckoutSessionCreateParams } from './stripe.js';

type AllowedPaymentMethodType = NonNullable<
  CheckoutSessionCreateParams['allowed_payment_method_types']
>[number];

/** What the payment page offers (ADR 0050), before it is ordered for the customer. */
const SHOP_PAYMENT_METHODS: readonly AllowedPaymentMethodType[] = [
  'card',
  'bancontact',
  'ideal',
  'sepa_debit',
];

/** The method most customers of a country pay with: it comes first on their payment page. */
const FIRST_BY_COUNTRY: Record<string, AllowedPaymentMethodType> = {
  BE: 'bancontact',
  NL: 'ideal',
};

/**
 * `allowed_payment_method_types` for a customer in `country` (ISO code, or null when not
 * known): Bancontact first for Belgium, iDEAL | Wero first for the Netherlands, cards first
 * otherwise; the rest follow in the shop's order, SEPA Direct Debit last.
 */
export function paymentMethodsFor(country: string | null): AllowedPaymentMethodType[] {
  const first = (country && FIRST_BY_COUNTRY[country.toUpperCase()]) || 'card';
  return [first, ...SHOP_PAYMENT_METHODS.filter((method) => method !== first)];
}

/**
 * The country a browser's language preference names (`nl-NL` → NL, `fr-BE` → BE): the first
 * entry with a region. Null when none has one.
 */
export function countryOfAcceptLanguage(header: string | undefined): string | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0] ?? '';
    const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}
