import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '@shop/contracts/money';
import {
  formatApiMoney,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  localizedName,
} from './format';
import { initialLocale } from './locales';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('Belgian formats in the admin', () => {
  it('writes dates and times day first, 24-hour, in Brussels time', () => {
    // 13:48 UTC is 14:48 in Brussels in winter, 15:48 in summer.
    expect(formatDateTime('2026-11-23T13:48:00Z')).toBe('23/11/2026 14:48');
    expect(formatDateTime('2026-07-01T13:48:00Z')).toBe('01/07/2026 15:48');
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24/11/2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('prints amounts as the contracts print money: invoices, mails and the admin alike', () => {
    expect(formatApiMoney('49.90', 'nl')).toBe(`49,90${NBSP}€`);
    expect(formatApiMoney('49.90', 'fr')).toBe(`49,90${NBSP}€`);
    expect(formatApiMoney('49.90', 'fr')).toBe(formatMoney(parseMoney('49.90'), 'fr'));
    expect(formatApiMoney('1249.90', 'nl')).toBe(`1.249,90${NBSP}€`);
    expect(formatApiMoney('1249.90', 'fr')).toBe(`1${NNBSP}249,90${NBSP}€`);
    expect(formatApiMoney('-5.00', 'nl')).toBe(`−5,00${NBSP}€`);
    expect(formatCents(-1, 'fr')).toBe(`−0,01${NBSP}€`);
    expect(formatApiMoney('49.90', 'en')).toBe('€49.90');
    expect(formatApiMoney(null, 'en')).toBe('');
    expect(formatApiMoney('49.999', 'en')).toBe('');
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

describe('localizedName', () => {
  it('names a product or category in the staff member’s language, English where none is written', () => {
    const board = { name: 'Cutting board', name_nl: 'Snijplank', name_fr: '' };
    expect(localizedName(board, 'nl')).toBe('Snijplank');
    expect(localizedName(board, 'fr')).toBe('Cutting board');
    expect(localizedName(board, 'en')).toBe('Cutting board');
    expect(localizedName(undefined, 'nl')).toBe('');
  });
});
