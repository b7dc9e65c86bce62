import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyFromCents, parseMoney, type Money } from './money.js';
import {
  VAT_RATES,
  belgianVatNumber,
  enterpriseNumberDigits,
  euVatNumber,
  formatEnterpriseNumber,
  vatBreakdown,
  vatNumberCountry,
  vatNumberPrefix,
  type VatRate,
} from './vat.js';

describe('Belgian enterprise and VAT numbers', () => {
  it('accepts a number whose last two digits are its check, however it is written', () => {
    // 97 - (01234567 mod 97) = 97 - 48 = 49
    for (const written of ['0123.456.749', '0123456749', 'BE 0123 456 749', 'be0123.456.749']) {
      expect(enterpriseNumberDigits(written)).toBe('0123456749');
    }
    expect(formatEnterpriseNumber('0123456749')).toBe('0123.456.749');
    expect(belgianVatNumber('be 0123.456.749')).toBe('BE0123456749');
  });

  it('refuses a wrong check, a wrong first digit, a wrong length and a missing BE', () => {
    expect(enterpriseNumberDigits('0123.456.748')).toBeNull();
    expect(enterpriseNumberDigits('2123.456.7xx')).toBeNull();
    expect(enterpriseNumberDigits('123.456.749')).toBeNull();
    expect(belgianVatNumber('0123456749')).toBeNull();
    expect(belgianVatNumber('NL0123456749')).toBeNull();
  });
});

describe('vatBreakdown', () => {
  const line = (cents: number, rate: VatRate) => ({ amount: moneyFromCents(cents), rate });

  it('takes the VAT once from the sum of each rate, highest rate first', () => {
    // 3 × €0.10 at 21 %: per line 0.02 VAT each (0.06), once on €0.30 it is 0.05.
    expect(vatBreakdown([line(10, '6'), line(10, '21'), line(10, '21'), line(10, '21')])).toEqual([
      { rate: '21', taxable_amount: '0.25', vat_amount: '0.05' },
      { rate: '6', taxable_amount: '0.09', vat_amount: '0.01' },
    ]);
    expect(vatBreakdown([line(4990, '21')])).toEqual([
      { rate: '21', taxable_amount: '41.24', vat_amount: '8.66' },
    ]);
  });

  it('takes a rate with decimals (France’s 5.5 % on food) in its place among the rates', () => {
    // 10.55 × 5.5 / 105.5 = 0.55 exactly; 12.00 × 20 / 120 = 2.00.
    expect(vatBreakdown([line(1055, '5.5'), line(1200, '20')])).toEqual([
      { rate: '20', taxable_amount: '10.00', vat_amount: '2.00' },
      { rate: '5.5', taxable_amount: '10.00', vat_amount: '0.55' },
    ]);
  });

  it('keeps a zero rate that has amounts and leaves out rates without any', () => {
    expect(vatBreakdown([line(2500, '0')])).toEqual([
      { rate: '0', taxable_amount: '25.00', vat_amount: '0.00' },
    ]);
    expect(vatBreakdown([])).toEqual([]);
  });

  it('always adds up, taxable plus VAT, to the total to the cent', () => {
    const anyLine = fc.record({
      amount: fc.integer({ min: 0, max: 5_000_000 }).map(moneyFromCents),
      rate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 12 }), (lines) => {
        const breakdown = vatBreakdown(lines);
        const stated = breakdown.reduce(
          (sum, rate) => sum + parseMoney(rate.taxable_amount) + parseMoney(rate.vat_amount),
          0,
        );
        const total = lines.reduce((sum, next) => sum + next.amount, 0);
        expect(stated).toBe(total);
        for (const rate of breakdown) {
          expect(parseMoney(rate.vat_amount)).toBeLessThanOrEqual(
            parseMoney(rate.taxable_amount) as Money,
          );
        }
      }),
    );
  });
});

describe('euVatNumber: the format and, where the country has public ones, the check digits', () => {
  it.each([
    ['NL 0044.95.445 B01', 'NL004495445B01'], // the "elfproef"
    ['NL000099998B57', 'NL000099998B57'],
    ['FR 83 404833048', 'FR83404833048'],
    ['FRK7399859412', 'FRK7399859412'], // a key with letters: no public rule, the format only
    ['DE 136 695 976', 'DE136695976'],
    ['LU 15027442', 'LU15027442'],
    ['IT00743110157', 'IT00743110157'],
    ['be 0403.170.701', 'BE0403170701'],
  ])('takes %s as %s', (typed, normalised) => {
    expect(euVatNumber(typed)).toBe(normalised);
  });

  it.each([
    'NL123456789B01', // right format, wrong check digit
    'FR84404833048',
    'DE136695977',
    'LU15027443',
    'IT00743110158',
    'BE0403170702',
    'NL12345678B01', // a digit short
    'XX123456789',
  ])('refuses %s', (typed) => {
    expect(euVatNumber(typed)).toBeNull();
  });
});

describe('vatNumberCountry: the member state of a number that passes its check', () => {
  it('reads the prefix of the number however it is written, and nothing of a wrong one', () => {
    expect(vatNumberCountry('nl 0044.95.445 B01')).toBe('NL');
    expect(vatNumberCountry('be 0403.170.701')).toBe('BE');
    expect(vatNumberCountry('NL123456789B01')).toBeNull();
    expect(vatNumberCountry('XX123456789')).toBeNull();
  });

  it('answers the ISO country code where the prefix differs: Greece writes EL, its code is GR', () => {
    expect(vatNumberCountry('EL 094014201')).toBe('GR');
    expect(vatNumberCountry('el094014201')).toBe('GR');
    expect(vatNumberCountry('GR094014201')).toBeNull();
  });
});

describe('vatNumberPrefix: the prefix a normalised number is written and asked about with', () => {
  it('keeps EL for Greece (VIES and the listings use the prefix, not the country code)', () => {
    expect(vatNumberPrefix('EL094014201')).toBe('EL');
    expect(vatNumberPrefix('NL004495445B01')).toBe('NL');
  });
});
