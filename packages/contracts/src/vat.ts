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
  message: `A VAT rate is one of ${BELGIAN_VAT_RATES.join(', ')} (percent)`,
});

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
