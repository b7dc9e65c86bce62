import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from './QuantityStepper';

describe('clampQuantity (spec §9: detail quantity 1 to 10)', () => {
  it('keeps a quantity inside 1..10', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 10]);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(7)).toBe(7);
  });

  it('rounds and treats a non-number as the minimum', () => {
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
