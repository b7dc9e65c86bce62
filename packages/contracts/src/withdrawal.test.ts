import { describe, expect, it } from 'vitest';
import { brusselsDay } from './calendar.js';
import { hasWithdrawalRight, withdrawalLastDay } from './withdrawal.js';

describe('withdrawalLastDay (ADR 0034)', () => {
  it('counts 14 days from the day after delivery', () => {
    expect(withdrawalLastDay('2026-11-19')).toBe('2026-12-03');
  });

  it('moves an end on a weekend to the next working day', () => {
    expect(withdrawalLastDay('2026-11-21')).toBe('2026-12-07');
  });

  it('moves an end on a Belgian public holiday, fixed or moving with Easter', () => {
    // 25 December 2026 is a Friday: then the weekend, then Monday the 28th.
    expect(withdrawalLastDay('2026-12-11')).toBe('2026-12-28');
    // Easter Monday: 6 April 2026 and 29 March 2027.
    expect(withdrawalLastDay('2026-03-23')).toBe('2026-04-07');
    expect(withdrawalLastDay('2027-03-15')).toBe('2027-03-30');
  });
});

describe('brusselsDay', () => {
  it('is the calendar day in Brussels, in winter and in summer time', () => {
    expect(brusselsDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(brusselsDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(brusselsDay(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
});

describe('hasWithdrawalRight', () => {
  it("is false only for a text that makes the goods to the consumer's specifications", () => {
    expect(hasWithdrawalRight('Ada', true)).toBe(false);
    expect(hasWithdrawalRight('  ', true)).toBe(true);
    // A message on a money gift card is no specification of the goods (art. 16(c)).
    expect(hasWithdrawalRight('Happy birthday!', false)).toBe(true);
    // A photo printed on the gift makes it to specification, with or without a text.
    expect(hasWithdrawalRight('', false, true)).toBe(false);
    expect(hasWithdrawalRight('Ada', true, true)).toBe(false);
  });
});
