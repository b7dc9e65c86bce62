import { z } from 'zod';
import { VAT_NUMBER_CHECK_STATUSES } from './vat-number-check-statuses.js';
import { moneyToApi, sumMoney, vatIncluded, type Money } from './money.js';

/**
 * VAT: the categories a product may carry, the rates they may be sold at, the one breakdown per
 * rate, and the EU VAT numbers (a Belgian one is the enterprise number, KBO/BCE, with "BE").
 */

/**
 * What a product is for VAT (ADR 0092): the shop's groups of goods that each country taxes at
 * one rate of its own. `standard`: most goods; `intermediate`: goods Belgium taxes at its 12 %
 * rate; `food`: food (and books), every delivery country's lowest reduced rate; `zero`: money
 * gift cards (multi-purpose vouchers, outside VAT's scope, ADR 0044).
 */
export const VAT_CATEGORIES = ['standard', 'intermediate', 'food', 'zero'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];
export const DEFAULT_VAT_CATEGORY: VatCategory = 'standard';
export const vatCategorySchema = z.enum(VAT_CATEGORIES, { message: 'vatCategoryInvalid' });

/**
 * The countries whose VAT a sale may owe (ADR 0093): Belgium's, or with the One-Stop Shop a
 * consumer's delivery country among those the shop delivers to.
 */
export const VAT_COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'LU'] as const;
export type VatCountry = (typeof VAT_COUNTRIES)[number];

/**
 * How a sale is taxed (ADR 0093, 0094): Belgian VAT (`domestic`), the delivery country's for a
 * consumer under the One-Stop Shop (`destination`), or none for a company of another member
 * state the goods go to, which accounts for the VAT itself (`reverse-charge`).
 */
export const VAT_TREATMENTS = ['domestic', 'destination', 'reverse-charge'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/**
 * Every rate the rate table holds (the server's `pricing/vat-rates.ts`), in percent as the API
 * writes it ("21", "5.5"), highest first: the order a breakdown lists its rates in. A rate has
 * at most two decimals (stored as numeric(4,2)).
 */
export const VAT_RATES = ['21', '20', '19', '17', '12', '9', '7', '6', '5.5', '3', '0'] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** A VAT rate as the API answers it: a percentage string ("21", "5.5"). */
export const vatRateSchema = z.enum(VAT_RATES, { message: 'vatRateInvalid' });

/** The stored percentage (21, 5.5) as the API writes it ("21", "5.5"). */
export function vatRateOf(percent: number): VatRate {
  return vatRateSchema.parse(String(percent));
}

/**
 * The ten digits of a Belgian enterprise number, from "0123.456.749", "0123456749" or
 * "BE 0123 456 749"; null unless it starts with 0 or 1 and its last two digits are the check
 * (97 minus the first eight digits modulo 97), as the KBO/BCE assigns them.
 */
export function enterpriseNumberDigits(value: string): string | null {
  const digits = value.replace(/^BE/i, '').replace(/[\s.-]/g, '');
  if (!/^[01]\d{9}$/.test(digits)) return null;
  const check = 97 - (Number(digits.slice(0, 8)) % 97);
  return check === Number(digits.slice(8)) ? digits : null;
}

/** "0123.456.749": how the KBO/BCE writes an enterprise number. */
export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** A Belgian VAT number, normalised to "BE0123456749"; null when it is not one. */
export function belgianVatNumber(value: string): string | null {
  if (!/^\s*BE/i.test(value)) return null;
  const digits = enterpriseNumberDigits(value.trim());
  return digits === null ? null : `BE${digits}`;
}

/** VAT on an order per rate, as its answers, mails and invoices state it (amounts "12.34"). */
export const vatBreakdownLineSchema = z.object({
  rate: vatRateSchema,
  taxable_amount: z.string(),
  vat_amount: z.string(),
});
export type VatBreakdownLine = z.infer<typeof vatBreakdownLineSchema>;
export const vatBreakdownSchema = z.array(vatBreakdownLineSchema);

/**
 * The VAT in VAT-inclusive amounts, once per rate (highest rate first): the amounts of each
 * rate are added first and the VAT is taken from that sum, so each rate is rounded once and
 * taxable plus VAT equals the total to the cent. Rates without any amount are left out; a
 * zero rate with amounts is kept (an invoice states 0 % lines too).
 */
export function vatBreakdown(
  amounts: readonly { amount: Money; rate: VatRate }[],
): VatBreakdownLine[] {
  return VAT_RATES.flatMap((rate) => {
    const ofRate = amounts.filter((line) => line.rate === rate);
    if (ofRate.length === 0) return [];
    const { taxable, vat } = vatIncluded(sumMoney(ofRate.map((line) => line.amount)), Number(rate));
    return [{ rate, taxable_amount: moneyToApi(taxable), vat_amount: moneyToApi(vat) }];
  });
}

/**
 * The national part of an EU VAT number per country prefix, as the European Commission's VIES
 * service describes the formats (Greece writes EL, Northern Ireland XI). A format check only:
 * whether the number is registered is VIES's answer, which this shop cannot ask offline.
 */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

const digitsOf = (text: string) => [...text].map(Number);

/**
 * The check digits of the VAT numbers of the countries the shop delivers to, and Italy's, as
 * their tax administrations define them (ADR 0088): a typo in one digit is refused at once
 * instead of being found by the accountant. Countries without a public rule keep the format only.
 */
const EU_VAT_CHECK_DIGITS: Record<string, (national: string) => boolean> = {
  // The Netherlands: the "elfproef" on the first nine digits (weights 9 to 2, the ninth the
  // check), or, for numbers issued since 2020, ISO 7064 MOD 97-10 over "NL" and all twelve
  // characters, letters as 10 to 35.
  NL: (national) => {
    const digits = digitsOf(national.slice(0, 9));
    const weighted = digits.slice(0, 8).reduce((sum, digit, index) => sum + digit * (9 - index), 0);
    if (weighted % 11 === digits[8]) return true;
    const numeric = [...`NL${national}`]
      .map((character) =>
        /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character,
      )
      .join('');
    return BigInt(numeric) % 97n === 1n;
  },
  // France: a numeric key is (12 + 3 × (SIREN mod 97)) mod 97; a key with letters (numbers
  // issued with the newer scheme) has no public rule.
  FR: (national) => {
    const key = national.slice(0, 2);
    if (!/^\d{2}$/.test(key)) return true;
    return Number(key) === (12 + 3 * (Number(national.slice(2)) % 97)) % 97;
  },
  // Germany: ISO 7064 MOD 11-10 over the first eight digits.
  DE: (national) => {
    let product = 10;
    for (const digit of digitsOf(national.slice(0, 8))) {
      const sum = (digit + product) % 10 || 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === Number(national[8]);
  },
  // Luxembourg: the first six digits modulo 89 are the last two.
  LU: (national) => Number(national.slice(0, 6)) % 89 === Number(national.slice(6)),
  // Italy: the Luhn check over the eleven digits.
  IT: (national) => {
    const sum = digitsOf(national).reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    return sum % 10 === 0;
  },
};

/**
 * An EU VAT number normalised to its prefix and digits without spaces, dots or dashes
 * ("NL004495445B01"); null when it does not have its country's format or fails its check
 * digits where the country has public ones. Belgian numbers pass the enterprise number's check
 * digits (`belgianVatNumber`).
 */
export function euVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = compact.slice(0, 2);
  if (prefix === 'BE') return belgianVatNumber(compact);
  const format = EU_VAT_FORMATS[prefix];
  const national = compact.slice(2);
  if (!format || !format.test(national)) return null;
  const checkDigits = EU_VAT_CHECK_DIGITS[prefix];
  return !checkDigits || checkDigits(national) ? compact : null;
}

/**
 * The prefix a normalised EU VAT number (`euVatNumber`) is written with: what VIES is asked
 * with and the intra-Community listing names ("NL"; Greece "EL"). Not a country code: compare a
 * number with a country through `vatNumberCountry`.
 */
export function vatNumberPrefix(vatNumber: string): string {
  return vatNumber.slice(0, 2);
}

/**
 * The member state that issued an EU VAT number, as its ISO 3166-1 code (what a delivery or
 * invoice country is written in), once the number passes `euVatNumber`; null for a number that
 * does not. The prefix is the code but for Greece, whose numbers start with EL while its code is
 * GR. (Northern Ireland's XI stays XI: it is no ISO code, and GB would name Great Britain too.)
 */
export function vatNumberCountry(value: string): string | null {
  const number = euVatNumber(value);
  if (number === null) return null;
  const prefix = vatNumberPrefix(number);
  return prefix === 'EL' ? 'GR' : prefix;
}

/** What VIES answered about a company's number at checkout (ADR 0098). */
export const vatNumberCheckStatusSchema = z.enum(VAT_NUMBER_CHECK_STATUSES);

/** The check as an order keeps it and the admin shows it. */
export const vatNumberCheckSchema = z.object({
  /** The number asked about, normalised ("NL004495445B01"). */
  vat_number: z.string(),
  status: vatNumberCheckStatusSchema,
  /** The registered name and address, when the member state gives them. */
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** When VIES answered (its requestDate), or when the shop gave up asking (ISO 8601). */
  checked_at: z.string(),
  /** VIES's consultation number: the proof of the check for the tax office. */
  request_identifier: z.string().nullable(),
  /** Why the number is unverified: VIES's error code ("MS_UNAVAILABLE") or "TIMEOUT". */
  unverified_reason: z.string().nullable(),
});
export type VatNumberCheck = z.infer<typeof vatNumberCheckSchema>;

/**
 * Whether the VIES check leaves room for an intra-Community supply without Belgian VAT (reverse
 * charge, ADR 0098): a number VIES confirmed, or one it could not check in time (the issue: a
 * timeout never blocks the sale; staff verify it afterwards); never one VIES does not know.
 * No check (an order from before the check) leaves the decision to the check digits.
 */
export function vatNumberCheckAllowsReverseCharge(check: VatNumberCheck | null): boolean {
  return check === null || check.status !== 'invalid';
}
