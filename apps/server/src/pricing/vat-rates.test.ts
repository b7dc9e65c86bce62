import { describe, expect, it } from 'vitest';
import { VAT_CATEGORIES } from '@shop/contracts';
import { vatRateOn, type VatCountry } from './index.js';

const COUNTRIES: VatCountry[] = ['BE', 'NL', 'FR', 'DE', 'LU'];

describe('the VAT rate table (ADR 0092)', () => {
  it('gives each country’s rate of each category today', () => {
    const day = '2026-11-27';
    const table = Object.fromEntries(
      COUNTRIES.map((country) => [
        country,
        VAT_CATEGORIES.map((category) => vatRateOn(category, country, day)),
      ]),
    );
    // standard, intermediate (Belgium's 12 %: the standard rate elsewhere), food, zero
    expect(table).toEqual({
      BE: ['21', '12', '6', '0'],
      NL: ['21', '21', '9', '0'],
      FR: ['20', '20', '5.5', '0'],
      DE: ['19', '19', '7', '0'],
      LU: ['17', '17', '3', '0'],
    });
  });

  it('takes the rate in force on the day: a rate from a later day does not reach back', () => {
    expect(vatRateOn('food', 'NL', '2019-01-01')).toBe('9');
    expect(() => vatRateOn('food', 'NL', '2018-12-31')).toThrow(/No VAT rate/);
  });
});
