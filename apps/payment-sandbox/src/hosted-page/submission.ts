import type { FormObject } from '../form-decoder.js';
import type { CardPayment, Payer, SepaPayment } from '../ledger.js';
import { isEmailAddress } from '../params.js';
import type { BankRedirectDetails, PaymentMethodType, SessionRecord } from '../records.js';
import {
  IDEAL_BANKS,
  TEST_BANCONTACT_BANK,
  TEST_BANK_ACCOUNT,
  cardBrand,
  cardOutcome,
  isValidIban,
  normaliseIban,
  passesLuhn,
  sepaOutcome,
  type CardOutcome,
} from '../test-payment-methods.js';
import type { Messages } from './i18n.js';

export const FIELD_NAMES = [
  'email',
  'payment_method',
  'card_number',
  'card_expiry',
  'card_cvc',
  'card_name',
  'iban',
  'account_holder_name',
  'ideal_bank',
  'shipping_name',
  'shipping_line1',
  'shipping_line2',
  'shipping_postal_code',
  'shipping_city',
  'shipping_country',
  'terms_of_service',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Card data is never sent back into the page, as Stripe's own form clears it after an error. */
const NEVER_REDISPLAYED: readonly FieldName[] = ['card_number', 'card_cvc'];

export type Submission =
  | { kind: 'invalid'; values: FormValues; errors: FieldErrors }
  | { kind: 'card'; values: FormValues; payment: CardPayment; outcome: CardOutcome }
  | { kind: 'sepa_debit'; values: FormValues; payment: SepaPayment }
  | { kind: 'bank_redirect'; values: FormValues; payer: Payer; method: BankRedirectDetails };

export function readSubmission(
  body: FormObject,
  session: SessionRecord,
  messages: Messages,
  nowMs: number,
): Submission {
  const submitted: FormValues = {};
  for (const name of FIELD_NAMES) {
    const value = body[name];
    if (typeof value === 'string') submitted[name] = value.trim();
  }
  const values: FormValues = { ...submitted };
  for (const name of NEVER_REDISPLAYED) delete values[name];

  const errors: FieldErrors = {};
  const text = (name: FieldName) => submitted[name] ?? '';

  const email = session.customerEmail ?? text('email');
  if (!isEmailAddress(email)) errors.email = messages.errors.email;

  // A ticked checkbox sends its value; an unticked one sends nothing.
  if (session.termsOfService === 'required' && text('terms_of_service') !== 'accepted') {
    errors.terms_of_service = messages.errors.termsOfService;
  }

  const offered = session.paymentMethodTypes as readonly string[];
  // With a single method there is no choice on the page, so nothing else can be meant.
  const method = offered.length === 1 ? (offered[0] ?? 'card') : text('payment_method') || 'card';
  if (!offered.includes(method)) errors.payment_method = messages.errors.paymentMethod;

  let shipping: CardPayment['shipping'] = null;
  if (session.allowedCountries) {
    const required: [FieldName, string][] = [
      ['shipping_name', messages.errors.shippingName],
      ['shipping_line1', messages.errors.line1],
      ['shipping_postal_code', messages.errors.postalCode],
      ['shipping_city', messages.errors.city],
    ];
    for (const [name, message] of required) if (!text(name)) errors[name] = message;
    if (!session.allowedCountries.includes(text('shipping_country'))) {
      errors.shipping_country = messages.errors.country;
    }
    shipping = {
      name: text('shipping_name'),
      address: {
        line1: text('shipping_line1'),
        line2: text('shipping_line2') || null,
        postal_code: text('shipping_postal_code'),
        city: text('shipping_city'),
        country: text('shipping_country'),
        state: null,
      },
    };
  }

  if ((method as PaymentMethodType) === 'bancontact' || (method as PaymentMethodType) === 'ideal') {
    const bank = IDEAL_BANKS[text('ideal_bank')];
    if (method === 'ideal' && !bank) errors.ideal_bank = messages.errors.idealBank;
    if (Object.keys(errors).length > 0) return { kind: 'invalid', values, errors };
    // The bank tells Stripe who holds the account; the customer types no name for it.
    const payer: Payer = { email, name: shipping?.name ?? email, shipping };
    const details: BankRedirectDetails =
      method === 'ideal'
        ? {
            type: 'ideal',
            bank: text('ideal_bank'),
            bic: bank?.bic ?? '',
            ibanLast4: TEST_BANK_ACCOUNT.ibanLast4,
            verifiedName: TEST_BANK_ACCOUNT.verifiedName,
            transactionId: String(nowMs).padStart(16, '0'),
          }
        : {
            type: 'bancontact',
            ...TEST_BANCONTACT_BANK,
            ibanLast4: TEST_BANK_ACCOUNT.ibanLast4,
            preferredLanguage: bancontactLanguage(session.locale),
            verifiedName: TEST_BANK_ACCOUNT.verifiedName,
          };
    return { kind: 'bank_redirect', values, payer, method: details };
  }

  if ((method as PaymentMethodType) === 'sepa_debit') {
    const iban = normaliseIban(text('iban'));
    const name = text('account_holder_name');
    if (!isValidIban(iban)) errors.iban = messages.errors.ibanInvalid;
    else if (!sepaOutcome(iban)) errors.iban = messages.errors.ibanNotTest;
    if (!name) errors.account_holder_name = messages.errors.accountHolder;
    const outcome = sepaOutcome(iban);
    if (Object.keys(errors).length > 0 || !outcome) return { kind: 'invalid', values, errors };
    return { kind: 'sepa_debit', values, payment: { email, name, shipping, iban, outcome } };
  }

  const number = text('card_number').replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  const expectedLength = brand === 'amex' ? 15 : 16;
  if (!/^\d*$/.test(number) || (number.length >= expectedLength && !passesLuhn(number))) {
    errors.card_number = messages.errors.cardNumberInvalid;
  } else if (number.length < expectedLength) {
    errors.card_number = messages.errors.cardNumberIncomplete;
  }
  const expiry = readExpiry(text('card_expiry'), nowMs);
  if (expiry === 'incomplete') errors.card_expiry = messages.errors.expiryIncomplete;
  else if (expiry === 'invalid') errors.card_expiry = messages.errors.expiryInvalid;
  else if (expiry === 'past') errors.card_expiry = messages.errors.expiryPast;
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(text('card_cvc'))) {
    errors.card_cvc = messages.errors.cvcIncomplete;
  }
  const name = text('card_name');
  if (!name) errors.card_name = messages.errors.cardName;

  if (Object.keys(errors).length > 0 || typeof expiry === 'string') {
    return { kind: 'invalid', values, errors };
  }
  return {
    kind: 'card',
    values,
    payment: { email, name, shipping, number, expMonth: expiry.month, expYear: expiry.year },
    outcome: cardOutcome(number),
  };
}

/** `MM / YY`, `MM/YY`, `MMYY` or `MM/YYYY`; a card is valid until the end of its month. */
function readExpiry(
  input: string,
  nowMs: number,
): { month: number; year: number } | 'incomplete' | 'invalid' | 'past' {
  const digits = input.replace(/[\s/-]/g, '');
  if (!/^\d*$/.test(digits)) return 'invalid';
  if (digits.length < 4) return 'incomplete';
  if (digits.length !== 4 && digits.length !== 6) return 'invalid';
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  if (month < 1 || month > 12) return 'invalid';
  const now = new Date(nowMs);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'past';
  if (year > currentYear + 50) return 'invalid';
  return { month, year };
}

/** Checkout opens Bancontact's page in the session's language: de, en, fr or nl. */
function bancontactLanguage(locale: string | null): 'de' | 'en' | 'fr' | 'nl' {
  const primary = locale?.toLowerCase().split('-')[0];
  return primary === 'de' || primary === 'fr' || primary === 'nl' ? primary : 'en';
}
