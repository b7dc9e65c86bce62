import { describe, expect, it } from 'vitest';
import { cardItems, formatOrderDate } from './order-format';

describe('formatOrderDate', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    // Local noon: the same calendar day in every time zone the tests may run in.
    expect(formatOrderDate(new Date(2026, 2, 7, 12).toISOString())).toBe('07/03/2026');
    expect(formatOrderDate(new Date(2025, 11, 31, 12).toISOString())).toBe('31/12/2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe('cardItems', () => {
  it('shows up to three items and counts the rest', () => {
    expect(cardItems(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardItems(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardItems(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});
