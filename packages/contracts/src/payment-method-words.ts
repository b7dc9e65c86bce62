/*
 * How a payment method becomes words, without zod (payment-methods.ts builds the schema on
 * the same shape), so that a screen which only names a method does not load zod with it.
 */

/**
 * How an order was paid, as the payment provider charged it (ADR 0050): the method's type
 * (`card`, `bancontact`, `ideal`, `sepa_debit`; `gift_card` or `discount` for an order paid
 * whole without a payment page) and, for a card, its brand and last four digits.
 */
export interface PaymentMethod {
  type: string;
  brand: string | null;
  last4: string | null;
}

/** The method types with a name of their own in the locale files (`paymentMethods.<type>`). */
export const NAMED_PAYMENT_METHODS = [
  'card',
  'bancontact',
  'ideal',
  'sepa_debit',
  'gift_card',
  'discount',
  'online',
] as const;

/** The card brands with a name of their own (`paymentMethods.brands.<brand>`). */
export const NAMED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'cartes_bancaires',
] as const;

/**
 * The one place a payment method becomes words, for every surface (order answers, mails,
 * My orders, invoices and credit notes, the admin, the accountant's export): "Bancontact",
 * "iDEAL | Wero", "Visa •••• 4242", "SEPA Direct Debit", "Gift card". `translate` is the
 * caller's i18next `t` in the document's or page's language; a code is never shown: an
 * unknown type reads as an online payment, an unknown card brand as a card.
 */
export function paymentMethodInWords(
  method: PaymentMethod,
  translate: (key: string) => string,
): string {
  const type = (NAMED_PAYMENT_METHODS as readonly string[]).includes(method.type)
    ? method.type
    : 'online';
  if (type !== 'card') return translate(`paymentMethods.${type}`);
  const brand =
    method.brand && (NAMED_CARD_BRANDS as readonly string[]).includes(method.brand)
      ? translate(`paymentMethods.brands.${method.brand}`)
      : translate('paymentMethods.card');
  return method.last4 ? `${brand} •••• ${method.last4}` : brand;
}
