import { describe, expect, it } from 'vitest';
import { VAT_CATEGORIES, type VatCountry } from '@shop/contracts';
import { vatCountryOfSale, vatRateOn } from './index.js';

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

  it('owes Belgian VAT unless the One-Stop Shop is on, then the delivery country’s', () => {
    expect(vatCountryOfSale({ ossEnabled: false, deliveryCountry: 'FR' })).toBe('BE');
    expect(vatCountryOfSale({ ossEnabled: true, deliveryCountry: 'FR' })).toBe('FR');
    expect(vatCountryOfSale({ ossEnabled: true, deliveryCountry: null })).toBe('BE');
    expect(vatCountryOfSale({ ossEnabled: true, deliveryCountry: 'CH' })).toBe('BE');
  });
});
