import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('uses a decimal point and the euro sign first in English, a comma and the sign after in Dutch and French', () => {
    expect(formatPrice('24.99', 'en')).toBe('€24.99');
    expect(formatPrice('24.99', 'nl').replace(/\s/g, ' ')).toBe('24,99 €');
    expect(formatPrice('24.99', 'fr').replace(/\s/g, ' ')).toBe('24,99 €');
  });

  it('always shows two decimals', () => {
    expect(formatPrice('5', 'en')).toBe('€5.00');
    expect(formatPrice('12.5', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice('0.00', 'nl').replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('groups thousands in the language style', () => {
    expect(formatPrice('1234.50', 'en')).toBe('€1,234.50');
    expect(formatPrice('1234.50', 'nl').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatPrice('1234.50', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('falls back to English for an unknown or regional language code', () => {
    expect(formatPrice('24.99', 'de')).toBe('€24.99');
    expect(formatPrice('24.99', 'fr-BE').replace(/\s/g, ' ')).toBe('24,99 €');
  });

  it('leaves a value that is not a number as it is', () => {
    expect(formatPrice('n/a', 'en')).toBe('n/a €');
  });
});
