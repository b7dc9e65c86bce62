/**
 * The one place the back office turns dates, times, amounts and counts into text, in the
 * staff member's language and in Belgian style whatever the browser's own settings:
 * "23/11/2026 14:48" in all three languages, "€ 49,90" in Dutch and French, "€49.90" in
 * English. Times are the shop's wall clock (Brussels), the same day boundaries the server's
 * figures use, wherever the staff member's computer happens to be.
 */
import { SHOP_TIME_ZONE } from '@shop/contracts/calendar';
import type { AdminLocale } from './locales';

/**
 * Intl locales whose digits and separators we borrow for each language. English takes en-GB:
 * ICU's en-BE mixes "1.250" for counts with "€1,249.90" for amounts.
 */
const INTL_LOCALE: Record<AdminLocale, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' };

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const found = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    day: found.day ?? '',
    month: found.month ?? '',
    year: found.year ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
  };
}

/** "23/11/2026" (Belgian day/month/year in every language); '' for no or a bad date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${day}/${month}/${year}`;
}

/** "23/11/2026 14:48" in Brussels time; '' for no or a bad date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = parts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

const moneyFormats = new Map<AdminLocale, Intl.NumberFormat>();
const countFormats = new Map<AdminLocale, Intl.NumberFormat>();

function moneyFormat(locale: AdminLocale): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR' });
    moneyFormats.set(locale, format);
  }
  return format;
}

/**
 * An amount in euros from the API's decimal string ("49.90") or a number. Dutch and French
 * put the euro sign first with a space ("€ 49,90", "€ -1.249,90" / "€ -1 249,90"), as the
 * issue asks for both; Intl's fr-BE would write "49,90 €", so French keeps its own digits and
 * separators but takes the sign in front. English is en-BE as Intl writes it ("€49.90").
 */
export function formatMoney(value: string | number | null | undefined, locale: AdminLocale) {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const format = moneyFormat(locale);
  if (locale === 'en') return format.format(amount);
  const number = format
    .formatToParts(amount)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `€\u00a0${number}`;
}

/** A whole number with the language's thousands separator ("1.250" in Dutch). */
export function formatCount(value: number | string | null | undefined, locale: AdminLocale) {
  if (value === null || value === undefined || value === '') return '';
  const count = Number(value);
  if (!Number.isFinite(count)) return '';
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format.format(count);
}
