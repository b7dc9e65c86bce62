import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_CODE_ALPHABET,
  formatGiftCardCode,
  generateGiftCardCode,
  isGiftCardCode,
  maskGiftCardCode,
  normaliseCode,
} from './gift-cards.js';

describe('gift card codes', () => {
  it('has no look-alike symbols and about 79 bits in 16 symbols', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) {
      expect(GIFT_CARD_CODE_ALPHABET).not.toContain(lookAlike);
    }
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(31);
    expect(Math.floor(16 * Math.log2(GIFT_CARD_CODE_ALPHABET.length))).toBe(79);
  });

  it('finds the same code however it is typed', () => {
    const stored = 'ABCD2345EFGH6789';
    for (const typed of [
      'ABCD-2345-EFGH-6789',
      'abcd 2345 efgh 6789',
      ' abcd-2345–efgh—6789 ',
      'ＡＢＣＤ２３４５ＥＦＧＨ６７８９',
    ]) {
      expect(normaliseCode(typed)).toBe(stored);
    }
    expect(formatGiftCardCode(stored)).toBe('ABCD-2345-EFGH-6789');
    expect(maskGiftCardCode(stored)).toBe('••••-••••-••••-6789');
  });

  it('refuses what is not a code', () => {
    expect(isGiftCardCode('ABCD2345EFGH678')).toBe(false);
    expect(isGiftCardCode('ABCD2345EFGH6780')).toBe(false);
    expect(isGiftCardCode('SUMMER10')).toBe(false);
  });

  it('generates well-formed codes that survive formatting and typing them back', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), (draws) => {
        let next = 0;
        const code = generateGiftCardCode((max) => (draws[next++] ?? 0) % max);
        expect(isGiftCardCode(code)).toBe(true);
        expect(normaliseCode(formatGiftCardCode(code).toLowerCase())).toBe(code);
      }),
    );
  });

  it('draws distinct codes from the crypto source', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateGiftCardCode(randomInt)));
    expect(codes.size).toBe(2000);
  });
});
