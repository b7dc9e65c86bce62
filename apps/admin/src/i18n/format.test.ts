import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney } from './format';
import { initialLocale } from './locales';

const NBSP = '\u00a0';

describe('Belgian formats in the admin', () => {
  it('writes dates and times day first, 24-hour, in Brussels time', () => {
    // 13:48 UTC is 14:48 in Brussels in winter, 15:48 in summer.
    expect(formatDateTime('2026-11-23T13:48:00Z')).toBe('23/11/2026 14:48');
    expect(formatDateTime('2026-07-01T13:48:00Z')).toBe('01/07/2026 15:48');
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24/11/2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('puts the euro sign first with a space in Dutch and French', () => {
    expect(formatMoney('49.90', 'nl')).toBe(`€${NBSP}49,90`);
    expect(formatMoney('49.90', 'fr')).toBe(`€${NBSP}49,90`);
    expect(formatMoney('1249.90', 'nl')).toBe(`€${NBSP}1.249,90`);
    expect(formatMoney(-5, 'nl')).toBe(`€${NBSP}-5,00`);
    expect(formatMoney('49.90', 'en')).toBe('€49.90');
    expect(formatMoney(null, 'en')).toBe('');
  });

  it('groups thousands the language’s way', () => {
    expect(formatCount(1250, 'nl')).toBe('1.250');
    expect(formatCount(1250, 'en')).toBe('1,250');
  });

  it('opens in the remembered language, else the browser’s, else English', () => {
    expect(initialLocale('fr', ['nl-BE'])).toBe('fr');
    expect(initialLocale(null, ['de-DE', 'nl-BE', 'fr'])).toBe('nl');
    expect(initialLocale('xx', ['de'])).toBe('en');
  });
});
