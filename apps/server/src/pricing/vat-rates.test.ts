import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  moneyFromCents,
  parseMoney,
  sumMoney,
  VAT_CATEGORIES,
  VAT_COUNTRIES,
  vatIncluded,
  type VatCountry,
} from '@shop/contracts';
import {
  priceOrder,
  priceSoldOrder,
  vatCountryOfSale,
  vatRateOn,
  vatTreatmentOf,
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
  it('for random carts, countries, categories and buyers (reverse-charge companies too): VAT per rate adds up to the total, and the order read back states the same', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map(moneyFromCents);
    const sale = fc.record({
      country: fc.constantFrom(...VAT_COUNTRIES),
      reverseCharge: fc.boolean(),
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
        // A reverse-charge company is priced at Belgian rates, then freed of them (ADR 0094).
        const country = input.reverseCharge ? 'BE' : input.country;
        const lines = input.lines.map((line) => ({
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          rate: vatRateOn(line.category, country, day),
          isGiftCard: line.category === 'zero',
        }));
        const wrappingRate = wrappingVatRate(country, day);
        const pricing = priceOrder({
          lines,
          wrapping: input.wrapping === null ? null : { amount: input.wrapping, rate: wrappingRate },
          discount:
            input.percentOff === null
              ? null
              : { kind: 'percent', percentOff: input.percentOff, amountOff: null },
          cards: [],
          delivery: { price: input.delivery, freeFrom: null },
          standardRate: vatRateOn('standard', country, day),
          reverseCharge: input.reverseCharge,
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
        // Only the destination's rates appear; under reverse charge only 0 %, each line at
        // its shown price less the Belgian VAT in it.
        const allowed = new Set(
          input.reverseCharge
            ? ['0']
            : VAT_CATEGORIES.map((category) => vatRateOn(category, country, day)),
        );
        for (const row of pricing.vatBreakdown) expect(allowed.has(row.rate)).toBe(true);
        if (input.reverseCharge) {
          pricing.lines.forEach((priced, index) => {
            const line = lines[index]!;
            expect(priced.unitPrice).toBe(
              line.isGiftCard
                ? line.unitPrice
                : vatIncluded(line.unitPrice, Number(line.rate)).taxable,
            );
          });
          expect(pricing.vatBreakdown.every((row) => row.vat_amount === '0.00')).toBe(true);
        }

        // The invoice and its full credit note are the order read back as sold: its lines and
        // wrapping as the order keeps them (under reverse charge without VAT, at 0 %).
        const sold = priceSoldOrder({
          giftWrappingPrice: input.wrapping === null ? null : pricing.wrapping,
          giftWrappingVatRate:
            input.wrapping === null ? null : input.reverseCharge ? 0 : Number(wrappingRate),
          deliveryPrice: pricing.delivery,
          vatCountry: country,
          vatTreatment: input.reverseCharge ? 'reverse-charge' : 'domestic',
          createdAt: new Date(`${day}T12:00:00Z`),
          lines: pricing.lines.map((priced, index) => ({
            unitPrice: priced.unitPrice,
            quantity: lines[index]!.quantity,
            vatRate: Number(priced.rate),
            discountAmount: pricing.lineDiscounts[index]!,
            isGiftCard: lines[index]!.isGiftCard,
          })),
        });
        expect(sold.vatBreakdown).toEqual(pricing.vatBreakdown);
        expect(sold.due).toBe(pricing.due);
      }),
    );
  });
});

describe('how a sale is taxed (ADR 0094)', () => {
  const dutch = { vatNumber: 'NL004495445B01' };
  const french = { vatNumber: 'FR83404833048' };

  it('a company with a valid number of the (non-Belgian) delivery country is reverse charge, with the One-Stop Shop on or off', () => {
    expect(vatTreatmentOf(dutch, 'NL', false)).toBe('reverse-charge');
    expect(vatTreatmentOf(french, 'FR', true)).toBe('reverse-charge');
    expect(vatCountryOfSale({ ossEnabled: true, deliveryCountry: 'FR', buyer: french })).toBe('BE');
  });

  it('a Belgian company, a wrong number, another country or goods staying in Belgium pay Belgian VAT', () => {
    expect(vatTreatmentOf({ vatNumber: 'BE0403170701' }, 'NL', true)).toBe('domestic');
    expect(vatTreatmentOf({ vatNumber: 'NL004495446B01' }, 'NL', false)).toBe('domestic');
    expect(vatTreatmentOf(dutch, 'BE', false)).toBe('domestic');
    expect(vatTreatmentOf(dutch, 'CH', false)).toBe('domestic');
  });

  it('a number VIES says it does not know is no reverse charge; VIES unreachable does not block it (ADR 0098)', () => {
    const check = (status: 'valid' | 'invalid' | 'unverified') => ({
      vat_number: dutch.vatNumber,
      status,
      name: null,
      address: null,
      checked_at: '2026-11-27T08:00:00.000Z',
      request_identifier: null,
      unverified_reason: status === 'unverified' ? 'MS_UNAVAILABLE' : null,
    });
    expect(vatTreatmentOf({ ...dutch, vatNumberCheck: check('invalid') }, 'NL', false)).toBe(
      'domestic',
    );
    expect(vatTreatmentOf({ ...dutch, vatNumberCheck: check('unverified') }, 'NL', false)).toBe(
      'reverse-charge',
    );
    expect(vatTreatmentOf({ ...dutch, vatNumberCheck: check('valid') }, 'NL', false)).toBe(
      'reverse-charge',
    );
  });

  it('a consumer abroad owes the destination’s VAT only with the One-Stop Shop on', () => {
    expect(vatTreatmentOf(null, 'FR', true)).toBe('destination');
    expect(vatTreatmentOf(null, 'FR', false)).toBe('domestic');
  });

  it('a reverse-charge company pays the shown price less the Belgian VAT in it: €24.95 at 21 % is €20.62', () => {
    const pricing = priceOrder({
      lines: [{ unitPrice: moneyFromCents(2495), quantity: 1, rate: '21', isGiftCard: false }],
      wrapping: null,
      discount: null,
      cards: [],
      reverseCharge: true,
    });
    expect(pricing.toPay).toBe(2062);
    expect(pricing.vatBreakdown).toEqual([
      { rate: '0', taxable_amount: '20.62', vat_amount: '0.00' },
    ]);
  });
});
