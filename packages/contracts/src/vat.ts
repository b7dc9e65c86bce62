import { z } from 'zod';
import { moneyToApi, sumMoney, vatIncluded, type Money } from './money.js';

/**
 * Belgian VAT: the rates a product may carry, and the enterprise number (KBO/BCE) that a
 * Belgian VAT number is made of ("BE" and the same ten digits).
 */

/** Belgium's VAT rates in percent: standard, two reduced, and zero. */
export const BELGIAN_VAT_RATES = ['21', '12', '6', '0'] as const;
export type VatRate = (typeof BELGIAN_VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = '21';
/** A product's VAT rate as the API answers it: a percentage string ("21"). */
export const vatRateSchema = z.enum(BELGIAN_VAT_RATES, {
  message: 'vatRateInvalid',
});
/**
 * The values `vatRateInvalid` is said with: the rates in the law's order (zod's issue lists an
 * enum's values sorted, 0, 6, 12, 21).
 */
export const VAT_RATE_MESSAGE_VALUES = { values: BELGIAN_VAT_RATES.join(', ') };

/** The stored whole percentage (21) as the API writes it ("21"). */
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
  return BELGIAN_VAT_RATES.flatMap((rate) => {
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

/**
 * An EU VAT number normalised to its prefix and digits without spaces, dots or dashes
 * ("NL123456789B01"); null when it does not have its country's format. Belgian numbers must
 * also pass the enterprise number's check digits (`belgianVatNumber`).
 */
export function euVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = compact.slice(0, 2);
  if (prefix === 'BE') return belgianVatNumber(compact);
  const format = EU_VAT_FORMATS[prefix];
  return format && format.test(compact.slice(2)) ? compact : null;
}
