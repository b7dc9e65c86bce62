import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importWatchingIntl } from './test-support/intl-constructions.js';
import { LANGUAGES } from './i18n.js';
import {
  MoneyError,
  addMoney,
  formatMoney,
  formatMoneyAmount,
  MONEY_LOCALES,
  moneyFromCents,
  moneyToApi,
  multiplyMoney,
  parseLocalizedMoney,
  parseMoney,
  remainingMoney,
  signedCents,
  signedCentsToApi,
  splitMoney,
  subtractMoney,
  sumMoney,
  tryParseMoney,
  vatIncluded,
  type Money,
} from './money.js';

// The properties start from the run's one printed seed (vitest.config.ts): a failure replays
// with `FC_SEED=<seed> npx vitest run packages/contracts/src/money.test.ts`.
const runs = { numRuns: 500 };

const euros = (text: string) => parseMoney(text);
/** Up to a hundred million euros, well past any order. */
const anyMoney = fc.integer({ min: 0, max: 10_000_000_000 }).map(moneyFromCents);
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parsing', () => {
  it('reads the API decimal strings exactly', () => {
    expect(parseMoney('49.90')).toBe(4990);
    expect(parseMoney('49.9')).toBe(4990);
    expect(parseMoney('49')).toBe(4900);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('0.00')).toBe(0);
    // 0.29 * 100 is 28.999999999999996 in floating point; digits give 29.
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1234567.89')).toBe(123_456_789);
  });

  it('refuses what is not an exact amount of cents', () => {
    for (const text of [
      '49.999',
      '4.9e1',
      ' 49.90',
      '49.90 ',
      '-1.00',
      '',
      '.5',
      '49.',
      '1,50',
      'NaN',
    ]) {
      expect(() => parseMoney(text), text).toThrow(MoneyError);
      expect(tryParseMoney(text), text).toBeNull();
    }
    expect(() => parseMoney('90071992547409.92')).toThrow(MoneyError);
  });

  it('takes whole cents only', () => {
    expect(moneyFromCents(4990)).toBe(4990);
    expect(Object.is(moneyFromCents(-0), 0)).toBe(true);
    for (const cents of [0.5, -1, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => moneyFromCents(cents), String(cents)).toThrow(MoneyError);
    }
  });
});

describe('formatting', () => {
  it('writes the API form with two decimals', () => {
    expect(moneyToApi(euros('49.9'))).toBe('49.90');
    expect(moneyToApi(moneyFromCents(5))).toBe('0.05');
    expect(moneyToApi(moneyFromCents(0))).toBe('0.00');
    expect(moneyToApi(moneyFromCents(123_456_789))).toBe('1234567.89');
  });

  it('writes euros in one form per language (ADR 0072): the sign first in English, after in Dutch and French', () => {
    expect(formatMoney(euros('28.05'), 'en')).toBe('€28.05');
    expect(formatMoney(euros('28.05'), 'nl')).toBe('28,05\u00a0€');
    expect(formatMoney(euros('28.05'), 'fr')).toBe('28,05\u00a0€');
    expect(formatMoney(euros('1234.50'), 'en')).toBe('€1,234.50');
    expect(formatMoney(euros('1234.50'), 'nl')).toBe('1.234,50\u00a0€');
    expect(normalise(formatMoney(euros('1234.50'), 'fr'))).toBe('1 234,50 €');
  });

  it('writes the bare amount with two decimals for the storefront', () => {
    expect(formatMoneyAmount(euros('24.99'), 'en')).toBe('24.99');
    expect(formatMoneyAmount(euros('24.99'), 'nl')).toBe('24,99');
    expect(formatMoneyAmount(euros('5'), 'fr')).toBe('5,00');
    expect(formatMoneyAmount(euros('1234.50'), 'nl')).toBe('1.234,50');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatMoneyAmount(moneyFromCents(9_007_199_254_740_991), 'en')).toBe(
      '90,071,992,547,409.91',
    );
  });

  it('reads back what a person types in each language', () => {
    expect(parseLocalizedMoney('49,9', 'nl')).toBe(4990);
    expect(parseLocalizedMoney('€ 1.234,50', 'nl')).toBe(123_450);
    expect(parseLocalizedMoney('1 234,50 €', 'fr')).toBe(123_450);
    expect(parseLocalizedMoney('€1,234.50', 'en')).toBe(123_450);
    for (const [text, language] of [
      ['12,34', 'en'],
      ['1.23', 'nl'],
      ['49,999', 'fr'],
      ['49,', 'nl'],
      ['1,2345.00', 'en'],
      ['€', 'en'],
    ] as const) {
      expect(() => parseLocalizedMoney(text, language), `${text} (${language})`).toThrow(
        MoneyError,
      );
    }
  });
});

describe('arithmetic', () => {
  it('adds, multiplies by a quantity and subtracts in whole cents', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(moneyToApi(addMoney(euros('0.10'), euros('0.20')))).toBe('0.30');
    expect(sumMoney([])).toBe(0);
    expect(moneyToApi(multiplyMoney(euros('19.99'), 3))).toBe('59.97');
    expect(moneyToApi(subtractMoney(euros('10.00'), euros('0.01')))).toBe('9.99');
    expect(() => multiplyMoney(euros('1.00'), 1.5)).toThrow(MoneyError);
  });

  it('refuses a deduction larger than the amount instead of going negative', () => {
    expect(() => subtractMoney(euros('5.00'), euros('5.01'))).toThrow(MoneyError);
    expect(remainingMoney(euros('5.00'), euros('7.00'))).toBe(0);
    expect(remainingMoney(euros('5.00'), euros('2.00'))).toBe(300);
  });

  it('splits by largest remainder, earlier shares winning ties', () => {
    expect(splitMoney(euros('0.10'), [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitMoney(euros('100.00'), [1, 1, 1])).toEqual([3334, 3333, 3333]);
    // 0.05 over 30/70: exact shares 1.5 and 3.5; the tie goes to the first.
    expect(splitMoney(moneyFromCents(5), [30, 70])).toEqual([2, 3]);
    expect(splitMoney(moneyFromCents(7), [0, 2, 0, 1])).toEqual([0, 5, 0, 2]);
    expect(() => splitMoney(euros('1.00'), [0, 0])).toThrow(MoneyError);
    expect(() => splitMoney(euros('1.00'), [])).toThrow(MoneyError);
    expect(() => splitMoney(euros('1.00'), [0.5, 1])).toThrow(MoneyError);
  });

  it('finds the VAT contained in a VAT-inclusive amount, half up to the cent', () => {
    // 121.00 at 21%: exactly 21.00.
    expect(vatIncluded(euros('121.00'), 21)).toEqual({ taxable: 10_000, vat: 2100 });
    // 49.90 at 21%: 8.6603... -> 8.66.
    expect(vatIncluded(euros('49.90'), 21)).toEqual({ taxable: 4124, vat: 866 });
    // 0.53 at 6%: 0.03 exactly.
    expect(vatIncluded(euros('0.53'), 6).vat).toBe(3);
    expect(vatIncluded(euros('0.00'), 21)).toEqual({ taxable: 0, vat: 0 });
    expect(vatIncluded(euros('10.00'), 0)).toEqual({ taxable: 1000, vat: 0 });
    expect(vatIncluded(euros('105.50'), 5.5).vat).toBe(550);
    expect(() => vatIncluded(euros('1.00'), 21.005)).toThrow(MoneyError);
    expect(() => vatIncluded(euros('1.00'), -6)).toThrow(MoneyError);
  });

  it('rounds an exact half cent of VAT up', () => {
    // At 100% the VAT is half the gross: 5 cents hold 2.5 cents of VAT, which becomes 3.
    expect(vatIncluded(moneyFromCents(5), 100)).toEqual({ taxable: 2, vat: 3 });
    expect(vatIncluded(moneyFromCents(7), 100)).toEqual({ taxable: 3, vat: 4 });
  });
});

describe('properties', () => {
  it('the API form reads back to the same amount', () => {
    fc.assert(
      fc.property(anyMoney, (amount) => parseMoney(moneyToApi(amount)) === amount),
      runs,
    );
  });

  it("writes each amount exactly as Intl does for the language's locale, without asking it (ADR 0104)", () => {
    const anySize = fc.oneof(anyMoney, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
    fc.assert(
      fc.property(anySize, fc.constantFrom(...LANGUAGES), (cents, language) => {
        const amount = moneyFromCents(cents);
        const intl = new Intl.NumberFormat(MONEY_LOCALES[language], {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(formatMoneyAmount(amount, language)).toBe(
          intl.format(moneyToApi(amount) as Intl.StringNumericLiteral),
        );
      }),
      runs,
    );
  });

  it("formats without Intl: its number data is a long task in a page's take-over (ADR 0104)", async () => {
    const { made, module: fresh } = await importWatchingIntl(
      'NumberFormat',
      () => import('./money.js'),
    );
    try {
      expect(fresh.formatMoney(euros('1234.5'), 'fr')).toBe('1\u202f234,50\u00a0€');
      expect(fresh.formatMoney(euros('0.05'), 'en')).toBe('€0.05');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('every language reads back what it formats', () => {
    fc.assert(
      fc.property(anyMoney, fc.constantFrom(...LANGUAGES), (amount, language) => {
        expect(parseLocalizedMoney(formatMoney(amount, language), language)).toBe(amount);
        expect(parseLocalizedMoney(formatMoneyAmount(amount, language), language)).toBe(amount);
      }),
      runs,
    );
  });

  it('a split adds up to the whole, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        anyMoney,
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
          .filter((weights) => weights.some((weight) => weight > 0)),
        (total, weights) => {
          const shares = splitMoney(total, weights);
          expect(shares).toHaveLength(weights.length);
          expect(sumMoney(shares)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          shares.forEach((share, index) => {
            const exact = (BigInt(total) * BigInt(weights[index]!)) / BigInt(weightSum);
            expect(BigInt(share) - exact >= 0n && BigInt(share) - exact <= 1n).toBe(true);
          });
          expect(splitMoney(total, weights)).toEqual(shares);
        },
      ),
      runs,
    );
  });

  it('taxable plus VAT is the gross, and the VAT is the nearest cent to the exact share', () => {
    fc.assert(
      fc.property(anyMoney, fc.constantFrom(0, 6, 12, 21, 5.5, 100), (gross: Money, rate) => {
        const { taxable, vat } = vatIncluded(gross, rate);
        expect(addMoney(taxable, vat)).toBe(gross);
        // |vat - gross*rate/(100+rate)| <= 1/2 cent, in integers: |vat*(10000+r) - gross*r| * 2 <= 10000+r.
        const basisPoints = BigInt(Math.round(rate * 100));
        const difference = BigInt(vat) * (10_000n + basisPoints) - BigInt(gross) * basisPoints;
        const absolute = difference < 0n ? -difference : difference;
        expect(absolute * 2n <= 10_000n + basisPoints).toBe(true);
      }),
      runs,
    );
  });

  it('a sum of line totals equals the unit price times the whole quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map(moneyFromCents),
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 10 }),
        (price, quantities) => {
          const lines = quantities.map((quantity) => multiplyMoney(price, quantity));
          const all = quantities.reduce((sum, quantity) => sum + quantity, 0);
          expect(sumMoney(lines)).toBe(multiplyMoney(price, all));
        },
      ),
      runs,
    );
  });
});

describe('signed figures of reports', () => {
  it('reads a figure below zero and subtracts exactly in cents', () => {
    expect(signedCents('-12.50')).toBe(-1250);
    expect(signedCents('0.30') - signedCents('0.10')).toBe(20);
    expect(signedCents('49.90')).toBe(4990);
    expect(() => signedCents('--1.00')).toThrow(MoneyError);
  });

  it('writes signed cents back in the API form, the inverse of reading them', () => {
    expect(signedCentsToApi(-1250)).toBe('-12.50');
    expect(signedCentsToApi(5)).toBe('0.05');
    expect(signedCentsToApi(-0)).toBe('0.00');
    for (const text of ['-0.01', '0.00', '49.90', '-1234.56']) {
      expect(signedCentsToApi(signedCents(text))).toBe(text);
    }
  });
});
