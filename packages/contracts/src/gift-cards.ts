/**
 * Money gift card codes (issue 17, ADR 0039). One normalisation for every place a code is
 * typed or looked up (the cart's codes field, My account, the admin search), so a code
 * written with spaces, dashes or in lower case finds the same card.
 */

/**
 * 31 symbols without the look-alikes 0/O and 1/I/L, so a code read off paper is typed right.
 * 16 of them give log2(31^16) ≈ 79 bits: guessing one live code is out of reach.
 */
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;
const GROUP_LENGTH = 4;

/** Upper case, with spaces and dashes (any Unicode dash) removed: the form a code is stored in. */
export function normaliseCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}]/gu, '');
}

/** Whether a normalised code has the gift card shape: 16 symbols of the alphabet. */
export function isGiftCardCode(normalised: string): boolean {
  return (
    normalised.length === GIFT_CARD_CODE_LENGTH &&
    [...normalised].every((symbol) => GIFT_CARD_CODE_ALPHABET.includes(symbol))
  );
}

/** A stored code as people read it: `XXXX-XXXX-XXXX-XXXX`. */
export function formatGiftCardCode(code: string): string {
  const normalised = normaliseCode(code);
  const groups: string[] = [];
  for (let start = 0; start < normalised.length; start += GROUP_LENGTH) {
    groups.push(normalised.slice(start, start + GROUP_LENGTH));
  }
  return groups.join('-');
}

/** A code shown to staff: everything but the last four symbols hidden. */
export function maskGiftCardCode(code: string): string {
  const normalised = normaliseCode(code);
  const visible = normalised.slice(-GROUP_LENGTH);
  return formatGiftCardCode('•'.repeat(normalised.length - visible.length) + visible);
}

/**
 * A new code from a uniform random integer source (the server passes node:crypto's
 * `randomInt`, which has no modulo bias); kept here so the shape lives in one place.
 */
export function generateGiftCardCode(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let index = 0; index < GIFT_CARD_CODE_LENGTH; index++) {
    code += GIFT_CARD_CODE_ALPHABET.charAt(randomInt(GIFT_CARD_CODE_ALPHABET.length));
  }
  return code;
}

/** The kinds of movement on a gift card's ledger (ADR 0039). */
export const GIFT_CARD_LEDGER_KINDS = ['issued', 'redeemed', 'refunded', 'voided'] as const;
export type GiftCardLedgerKind = (typeof GIFT_CARD_LEDGER_KINDS)[number];
