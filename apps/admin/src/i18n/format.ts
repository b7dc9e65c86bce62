/**
 * The one place the back office turns dates, times, amounts and counts into text, in the
 * staff member's language and in Belgian style whatever the browser's own settings:
 * "23/11/2026 14:48" in all three languages; amounts as the contracts' `formatMoney` prints
 * them everywhere ("€49.90" in English, "49,90 €" in Dutch and French, ADR 0072). Times are
 * the shop's wall clock (Brussels), the same day boundaries the server's figures use, wherever
 * the staff member's computer happens to be.
 */
import { SHOP_TIME_ZONE } from '@shop/contracts/calendar';
import {
  formatMoney,
  MONEY_LOCALES,
  moneyFromCents,
  MoneyError,
  signedCents,
} from '@shop/contracts/money';
import type { AdminLocale } from './locales';

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

const countFormats = new Map<AdminLocale, Intl.NumberFormat>();

/**
 * A signed amount of cents as the contracts' formatter prints money in the staff member's
 * language, the same text as invoices and mails. Money is never below zero, but a figure
 * net of refunds can be: it takes a minus sign in front, as the gift card ledger writes it.
 */
export function formatCents(cents: number, locale: AdminLocale): string {
  if (!Number.isSafeInteger(cents)) return '';
  const text = formatMoney(moneyFromCents(Math.abs(cents)), locale);
  return cents < 0 ? `\u2212${text}` : text;
}

/**
 * An amount from the API's decimal string ("49.90", or "-12.50" for a sales figure net of
 * refunds), read to the cent without floating point; '' for none or for what is no amount.
 */
export function formatApiMoney(value: string | null | undefined, locale: AdminLocale): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatCents(signedCents(value), locale);
  } catch (error) {
    if (error instanceof MoneyError) return '';
    throw error;
  }
}

/** A whole number grouped as the language groups amounts ("1.250" in Dutch). */
export function formatCount(value: number | string | null | undefined, locale: AdminLocale) {
  if (value === null || value === undefined || value === '') return '';
  const count = Number(value);
  if (!Number.isFinite(count)) return '';
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALES[locale], { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * A product's or category's name in the staff member's language: `name_nl` / `name_fr` where
 * one was written, else the English `name` (issue 31: the Dutch admin showed English names
 * where a Dutch one existed).
 */
export function localizedName(
  record: Readonly<Record<string, unknown>> | undefined,
  locale: AdminLocale,
): string {
  if (!record) return '';
  const translated = locale === 'en' ? undefined : record[`name_${locale}`];
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return typeof record.name === 'string' ? record.name : '';
}
