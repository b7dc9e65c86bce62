import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('uses a decimal point in English and a comma in Dutch and French, euro sign after', () => {
    expect(formatPrice('24.99', 'en')).toBe('24.99 €');
    expect(formatPrice('24.99', 'nl')).toBe('24,99 €');
    expect(formatPrice('24.99', 'fr')).toBe('24,99 €');
  });

  it('always shows two decimals', () => {
    expect(formatPrice('5', 'en')).toBe('5.00 €');
    expect(formatPrice('12.5', 'fr')).toBe('12,50 €');
    expect(formatPrice('0.00', 'nl')).toBe('0,00 €');
  });

  it('groups thousands in the language style', () => {
    expect(formatPrice('1234.50', 'en')).toBe('1,234.50 €');
    expect(formatPrice('1234.50', 'nl')).toBe('1.234,50 €');
    expect(formatPrice('1234.50', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('falls back to English for an unknown or regional language code', () => {
    expect(formatPrice('24.99', 'de')).toBe('24.99 €');
    expect(formatPrice('24.99', 'fr-BE')).toBe('24,99 €');
  });

  it('leaves a value that is not a number as it is', () => {
    expect(formatPrice('n/a', 'en')).toBe('n/a €');
  });
});
