import { describe, expect, it } from 'vitest';
import { belgianVatNumber, enterpriseNumberDigits, formatEnterpriseNumber } from './vat.js';

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
