import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  moneyFromCents,
  parseMoney,
  sumMoney,
  VAT_CATEGORIES,
  VAT_COUNTRIES,
  type VatCountry,
} from '@shop/contracts';
import {
  priceOrder,
  priceSoldOrder,
  vatCountryOfSale,
  vatRateOn,
  wrappingVatRate,
} from './index.js';

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

  // The run's seed is printed by vitest.config.ts; FC_SEED=<seed> replays it.
  it('for random carts, countries and categories: VAT per rate adds up to the total, and the order read back states the same', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map(moneyFromCents);
    const sale = fc.record({
      country: fc.constantFrom(...VAT_COUNTRIES),
      lines: fc.array(
        fc.record({
          unitPrice: cents(50_000),
          quantity: fc.integer({ min: 1, max: 10 }),
          category: fc.constantFrom(...VAT_CATEGORIES),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      wrapping: fc.option(cents(2_000), { nil: null }),
      delivery: cents(2_000),
      percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    });
    const day = '2026-11-27';
    fc.assert(
      fc.property(sale, (input) => {
        const lines = input.lines.map((line) => ({
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          rate: vatRateOn(line.category, input.country, day),
          isGiftCard: line.category === 'zero',
        }));
        const wrappingRate = wrappingVatRate(input.country, day);
        const pricing = priceOrder({
          lines,
          wrapping: input.wrapping === null ? null : { amount: input.wrapping, rate: wrappingRate },
          discount:
            input.percentOff === null
              ? null
              : { kind: 'percent', percentOff: input.percentOff, amountOff: null },
          cards: [],
          delivery: { price: input.delivery, freeFrom: null },
          standardRate: vatRateOn('standard', input.country, day),
        });
        const stated = sumMoney(
          pricing.vatBreakdown.map((row) =>
            sumMoney([parseMoney(row.taxable_amount), parseMoney(row.vat_amount)]),
          ),
        );
        const outOfScope = sumMoney(
          pricing.lines.filter((priced) => priced.outOfScope).map((priced) => priced.amount),
        );
        expect(sumMoney([stated, outOfScope])).toBe(pricing.due);
        // Only the destination's rates appear.
        const allowed = new Set([
          ...VAT_CATEGORIES.map((category) => vatRateOn(category, input.country, day)),
        ]);
        for (const row of pricing.vatBreakdown) expect(allowed.has(row.rate)).toBe(true);

        // The invoice and its full credit note are the order read back as sold.
        const sold = priceSoldOrder({
          giftWrappingPrice: input.wrapping,
          giftWrappingVatRate: input.wrapping === null ? null : Number(wrappingRate),
          deliveryPrice: pricing.delivery,
          vatCountry: input.country,
          createdAt: new Date(`${day}T12:00:00Z`),
          lines: lines.map((line, index) => ({
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            vatRate: Number(line.rate),
            discountAmount: pricing.lineDiscounts[index]!,
            isGiftCard: line.isGiftCard,
          })),
        });
        expect(sold.vatBreakdown).toEqual(pricing.vatBreakdown);
        expect(sold.due).toBe(pricing.due);
      }),
    );
  });
});
