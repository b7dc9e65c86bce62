/**
 * The shop's calendar, the one home of its day rules (issue 25): the shop is in Brussels, so
 * its days, months and quarters (withdrawal periods, gift card validity, invoice dates, the
 * accountant's months, the sales figures) are Brussels ones wherever the server or the
 * reader happens to be. Days are written YYYY-MM-DD, the form PostgreSQL's `date` and the API
 * use. Zod-free, so the admin can import it (`@shop/contracts/calendar`) on its first load.
 */

import type { Language } from './i18n.js';
import { MONEY_LOCALES } from './money.js';

/** The shop's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

/** The day of an instant in Brussels as a reader of `language` writes it ("26 November 2026"). */
export function longBrusselsDate(language: Language, instant: Date | string): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[language], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(instant));
}

const DAY_MS = 86_400_000;

/**
 * Made on first use, not when the module loads: the first format with a time zone loads the
 * zone's data (about 20 ms of main thread here, four times that on Lighthouse's phone), and a
 * storefront page that imports this file may never need a day (ADR 0104).
 */
let dayFormat: Intl.DateTimeFormat | null = null;

/** The calendar day (YYYY-MM-DD) of an instant in Brussels. */
export function brusselsDay(instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(instant);
}

/** The accounting month (YYYY-MM) of an instant: the Brussels month it falls in. */
export function brusselsMonth(instant: Date): string {
  return brusselsDay(instant).slice(0, 7);
}

/** The month (YYYY-MM) before a month: the one the accountant usually asks for. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The accounting quarter (YYYY-Qn) of an instant: the Brussels quarter it falls in. */
export function brusselsQuarter(instant: Date): string {
  const [year, month] = brusselsMonth(instant).split('-').map(Number) as [number, number];
  return `${year}-Q${Math.ceil(month / 3)}`;
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

function dayText(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm), as a day number. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** Belgium's ten legal public holidays of a year, as day numbers. */
function belgianPublicHolidays(year: number): Set<number> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'];
  return new Set([
    ...fixed.map((monthDay) => dayNumber(`${year}-${monthDay}`)),
    easter + 1, // Easter Monday
    easter + 39, // Ascension Day
    easter + 50, // Whit Monday
  ]);
}

/** Whether a day is a Belgian working day: not a Saturday, Sunday or legal public holiday. */
export function isBelgianWorkingDay(day: string): boolean {
  const number = dayNumber(day);
  const weekday = new Date(number * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !belgianPublicHolidays(Number(day.slice(0, 4))).has(number);
}

/** `day` itself when it is a Belgian working day, else the next one. */
export function workingDayOnOrAfter(day: string): string {
  let number = dayNumber(day);
  while (!isBelgianWorkingDay(dayText(number))) number += 1;
  return dayText(number);
}

/**
 * The Belgian working day `days` working days after `day` (a delivery estimate, issue 27):
 * weekends and Belgian public holidays are skipped; 0 is `day` itself when it is a working day.
 */
export function addWorkingDays(day: string, days: number): string {
  let current = workingDayOnOrAfter(day);
  for (let counted = 0; counted < days; counted++)
    current = workingDayOnOrAfter(addDays(current, 1));
  return current;
}
