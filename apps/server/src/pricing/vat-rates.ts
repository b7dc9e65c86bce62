import {
  VAT_COUNTRIES,
  vatRateOf,
  type VatCategory,
  type VatCountry,
  type VatRate,
} from '@shop/contracts';

interface RateEntry {
  country: VatCountry;
  category: VatCategory;
  /** Percent, at most two decimals (5.5). */
  percent: number;
  /** The first Brussels day (YYYY-MM-DD) a sale is taxed at this rate. */
  from: string;
  /** Where the rate is laid down. */
  source: string;
}

const BE =
  'BE: Code de la TVA / Btw-wetboek art. 37 and Royal Decree no. 20, table A (6 %), B (12 %)';
const NL = 'NL: Wet op de omzetbelasting 1968 art. 9, table I (9 %)';
const FR = 'FR: Code général des impôts art. 278 (20 %), 278 bis and 278-0 bis (5.5 %)';
const DE = 'DE: Umsatzsteuergesetz § 12 (1) and (2) with Anlage 2 (7 %)';
const LU = 'LU: Loi TVA du 12 février 1979 art. 39 and annexe A (3 %)';
/** Money gift cards are multi-purpose vouchers: no VAT until they pay (art. 30b Directive 2006/112/EC). */
const VOUCHER = 'Directive 2006/112/EC art. 30a and 30b (multi-purpose voucher)';

/**
 * The rate table (ADR 0092): each country's rate of each category with the day it applies from
 * and its source. A new rate is a new entry with its own start day, never an edit of an old
 * one, so an order keeps the rate it was sold at (its lines store the rate, not the category).
 * The `intermediate` goods (Belgium's 12 %) are taxed at the standard rate elsewhere until the
 * accountant finds a lower rate for the same goods: never too little VAT declared.
 */
const RATE_TABLE: readonly RateEntry[] = [
  { country: 'BE', category: 'standard', percent: 21, from: '1996-01-01', source: BE },
  { country: 'BE', category: 'intermediate', percent: 12, from: '1992-04-01', source: BE },
  { country: 'BE', category: 'food', percent: 6, from: '1971-01-01', source: BE },
  { country: 'NL', category: 'standard', percent: 21, from: '2012-10-01', source: NL },
  { country: 'NL', category: 'intermediate', percent: 21, from: '2012-10-01', source: NL },
  { country: 'NL', category: 'food', percent: 9, from: '2019-01-01', source: NL },
  { country: 'FR', category: 'standard', percent: 20, from: '2014-01-01', source: FR },
  { country: 'FR', category: 'intermediate', percent: 20, from: '2014-01-01', source: FR },
  { country: 'FR', category: 'food', percent: 5.5, from: '1982-07-01', source: FR },
  // Germany's 16 % and 5 % of the second half of 2020 ended on 31 December 2020.
  { country: 'DE', category: 'standard', percent: 19, from: '2021-01-01', source: DE },
  { country: 'DE', category: 'intermediate', percent: 19, from: '2021-01-01', source: DE },
  { country: 'DE', category: 'food', percent: 7, from: '2021-01-01', source: DE },
  // Luxembourg's rates of 2023 (16 %, 13 %, 7 %) were back at 17 %, 14 %, 8 % from 2024.
  { country: 'LU', category: 'standard', percent: 17, from: '2024-01-01', source: LU },
  { country: 'LU', category: 'intermediate', percent: 17, from: '2024-01-01', source: LU },
  { country: 'LU', category: 'food', percent: 3, from: '1983-07-01', source: LU },
  ...VAT_COUNTRIES.map((country) => ({
    country,
    category: 'zero' as const,
    percent: 0,
    from: '2019-01-01',
    source: VOUCHER,
  })),
];

/**
 * The rate a category is sold at in a country on a Brussels day: the table's entry for both
 * with the latest start on or before that day.
 */
export function vatRateOn(category: VatCategory, country: VatCountry, day: string): VatRate {
  const entry = RATE_TABLE.filter(
    (candidate) =>
      candidate.country === country && candidate.category === category && candidate.from <= day,
  ).sort((a, b) => b.from.localeCompare(a.from))[0];
  if (!entry) throw new Error(`No VAT rate for ${category} in ${country} on ${day}.`);
  return vatRateOf(entry.percent);
}

/** The gift wrapping is a service (ADR 0037), taxed at the standard rate of the sale's country. */
export function wrappingVatRate(country: VatCountry, day: string): VatRate {
  return vatRateOn('standard', country, day);
}
