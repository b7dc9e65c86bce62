import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWatchingIntl } from './test-support/intl-constructions.js';
import {
  addDays,
  addWorkingDays,
  brusselsDay,
  brusselsMonth,
  brusselsQuarter,
  isBelgianWorkingDay,
  previousMonth,
  workingDayOnOrAfter,
} from './calendar.js';

describe('the shop calendar (Brussels)', () => {
  it('gives the Brussels day of an instant, not the UTC one', () => {
    // 23:30 UTC is already the next day in Brussels, in winter (UTC+1) and in summer (UTC+2).
    expect(brusselsDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(brusselsDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(brusselsDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
  });

  it('keeps days right across the changes of clock (last Sundays of March and October)', () => {
    // 29 March 2026: 02:00 becomes 03:00; the day is 23 hours long.
    expect(brusselsDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(brusselsDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(brusselsDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(brusselsDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: 03:00 becomes 02:00; the day is 25 hours long.
    expect(brusselsDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(brusselsDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(brusselsDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    // Counting days is counting calendar days, whatever the hours in between.
    expect(addDays('2026-03-20', 14)).toBe('2026-04-03');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('puts instants in the accounting month and quarter of Brussels', () => {
    expect(brusselsMonth(new Date('2026-09-30T22:30:00Z'))).toBe('2026-10');
    expect(brusselsQuarter(new Date('2026-09-30T22:30:00Z'))).toBe('2026-Q4');
    expect(brusselsQuarter(new Date('2026-09-30T21:30:00Z'))).toBe('2026-Q3');
    expect(brusselsQuarter(new Date('2026-12-31T22:59:59Z'))).toBe('2026-Q4');
    expect(brusselsQuarter(new Date('2026-12-31T23:00:00Z'))).toBe('2027-Q1');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });

  it('knows Belgian working days: weekends and the ten legal holidays are not', () => {
    expect(isBelgianWorkingDay('2026-11-26')).toBe(true); // a Thursday
    expect(isBelgianWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isBelgianWorkingDay('2026-11-11')).toBe(false); // Armistice
    expect(isBelgianWorkingDay('2026-07-21')).toBe(false); // National Day
    expect(isBelgianWorkingDay('2026-04-06')).toBe(false); // Easter Monday 2026
    expect(isBelgianWorkingDay('2026-05-14')).toBe(false); // Ascension 2026
    expect(isBelgianWorkingDay('2026-05-25')).toBe(false); // Whit Monday 2026
    expect(workingDayOnOrAfter('2026-12-25')).toBe('2026-12-28'); // Friday holiday, weekend
    expect(workingDayOnOrAfter('2026-11-26')).toBe('2026-11-26');
  });

  it('counts a delivery estimate in Belgian working days, skipping weekends and public holidays', () => {
    // Friday 24 December 2027 + 1: Christmas is a Saturday, so Monday 27 December.
    expect(addWorkingDays('2027-12-24', 1)).toBe('2027-12-27');
    // Thursday 10 July 2025 + 2: Friday 11, then Monday 14 (the weekend skipped).
    expect(addWorkingDays('2025-07-10', 2)).toBe('2025-07-14');
    // Friday 18 July 2025 + 2: Monday 21 July is the national holiday, so Tuesday 22 and Wednesday 23.
    expect(addWorkingDays('2025-07-18', 2)).toBe('2025-07-23');
    // Ordered on a Sunday: counting starts on Monday.
    expect(addWorkingDays('2026-11-29', 0)).toBe('2026-11-30');
  });
});

describe('the shop calendar on a page taking over (ADR 0104)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('loads no time zone when it is imported, only with the first day asked for', async () => {
    const { made, module: calendar } = await importWatchingIntl(
      'DateTimeFormat',
      () => import('./calendar.js'),
    );
    expect(made).not.toHaveBeenCalled();
    expect(calendar.brusselsDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(calendar.brusselsDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
