import { z } from 'zod';
import type { GiftCardRecipientField } from './gift-card-fields.js';
import { emailSchema } from './accounts.js';
import { priceSchema } from './catalog.js';
import { giftMessageSchema } from './gift.js';
import { plainTextSchema } from './text.js';

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

/* ------------------------------------------------------- the cards, as the API answers them */

/**
 * A card's state: `active` pays; `used` has no balance left; `expired` is past its date;
 * `voided` was voided by staff (or with the order that bought it).
 */
export const GIFT_CARD_STATUSES = ['active', 'used', 'expired', 'voided'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const giftCardStatusSchema = z.enum(GIFT_CARD_STATUSES);

/** A recipient's name on the card and its mail: one line, the free-text rule. */
export const GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH = 100;

/** The day a card is mailed to its recipient, "2026-12-24" (Brussels). */
export const giftCardSendOnSchema = z
  .string({ error: 'sendOnInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'sendOnInvalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'sendOnInvalid' });

/**
 * PUT /api/users/me/gift-cards/{id}/recipient/: mail the card to this person with this message
 * on this day (today or later, before the card expires). Until it is sent it may change, or
 * be called off with DELETE.
 */
export const giftCardRecipientInputSchema = z.object({
  email: emailSchema,
  name: plainTextSchema({ max: GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH }).optional().default(''),
  message: giftMessageSchema.optional().default(''),
  send_on: giftCardSendOnSchema,
});
export type GiftCardRecipientInput = z.input<typeof giftCardRecipientInputSchema>;
// The forms' list of the recipient's fields (gift-card-fields.ts) names exactly the schema's.
type _SameFields = [GiftCardRecipientField] extends [keyof GiftCardRecipientInput]
  ? [keyof GiftCardRecipientInput] extends [GiftCardRecipientField]
    ? true
    : never
  : never;
const _sameFields: _SameFields = true;

/**
 * A recipient as the shop answers it: on a cart line (chosen when adding the card, issue 31),
 * and on a bought card.
 */
export const giftCardRecipientSchema = z.object({
  email: z.string(),
  name: z.string(),
  message: z.string(),
  /** The day it is (or was) mailed. */
  send_on: z.string(),
});
export type GiftCardRecipient = z.infer<typeof giftCardRecipientSchema>;

export const giftCardIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** What every answer says of a card. */
const giftCardBaseSchema = z.object({
  id: z.number().int(),
  /** XXXX-XXXX-XXXX-XXXX: whole for its buyer, masked but for the last four for staff. */
  code: z.string(),
  value: priceSchema,
  balance: priceSchema,
  issued_at: z.string(),
  expires_at: z.string(),
  status: giftCardStatusSchema,
  order_id: z.number().int().nullable(),
});
export type GiftCardBase = z.infer<typeof giftCardBaseSchema>;

/** One card the signed-in customer bought (My account). */
export const ownGiftCardSchema = giftCardBaseSchema.extend({
  /** Null when the buyer keeps it (no recipient chosen). */
  recipient: giftCardRecipientSchema
    .extend({
      /** When it was mailed; null until then (until then it may change). */
      sent_at: z.string().nullable(),
    })
    .nullable(),
  /** The message the card carries (the order's gift message until the buyer writes another). */
  message: z.string(),
});
export type OwnGiftCard = z.infer<typeof ownGiftCardSchema>;

export const ownGiftCardsSchema = z.object({ results: z.array(ownGiftCardSchema) });
export type OwnGiftCards = z.infer<typeof ownGiftCardsSchema>;

/** A card in the admin's list: its code masked but for the last four symbols. */
export const adminGiftCardSchema = giftCardBaseSchema.extend({
  buyer_email: z.string().nullable(),
  recipient_email: z.string().nullable(),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  voided_at: z.string().nullable(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const giftCardLedgerKindSchema = z.enum(GIFT_CARD_LEDGER_KINDS);

export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: giftCardLedgerKindSchema,
      /** Signed euros: "25.00", "-12.50". */
      amount: z.string(),
      order_id: z.number().int().nullable(),
      actor_email: z.string().nullable(),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

/** POST /api/admin/gift-cards/{id}/void/: why (fraud, a chargeback, a mistaken issue). */
export const adminGiftCardVoidInputSchema = z.object({
  reason: plainTextSchema({ max: 500, required: true }),
});
