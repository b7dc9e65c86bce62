import { z } from 'zod';
import { priceSchema } from './catalog.js';
import { plainTextSchema } from './text.js';

/*
 * A gift: the cart's choice (is it a gift, its message, wrapping), kept on the order when it is
 * paid for, printed on the packing slip (issue 17, ADR 0037).
 */

/** A gift message is at most this many characters as people count them (graphemes). */
export const GIFT_MESSAGE_MAX_LENGTH = 300;

/**
 * The VAT rate gift wrapping's price includes: the standard Belgian rate (ADR 0037), whatever
 * the rates of the goods wrapped.
 */
export const GIFT_WRAPPING_VAT_RATE = 21;

/**
 * The free-text rule (ADR 0018) for a card's text: lines allowed, normalised, no control or
 * invisible characters, at most 300 characters.
 */
export const giftMessageSchema = plainTextSchema({
  max: GIFT_MESSAGE_MAX_LENGTH,
  multiline: true,
});

/** PUT /api/cart/gift/. Not a gift clears the message and the wrapping. */
export const cartGiftRequestSchema = z.object({
  is_gift: z.boolean(),
  message: giftMessageSchema.optional(),
  wrapping: z.boolean().optional(),
});
export type CartGiftRequest = z.input<typeof cartGiftRequestSchema>;

/** The cart's gift choice as the cart answers it. */
export const cartGiftSchema = z.object({
  is_gift: z.boolean(),
  /** Empty when there is none. */
  message: z.string(),
  wrapping: z.boolean(),
});
export type CartGift = z.infer<typeof cartGiftSchema>;

/** An order's gift, as it was paid for. */
export const orderGiftSchema = cartGiftSchema.extend({
  /** What the wrapping cost (VAT included); null when not wrapped. */
  wrapping_price: priceSchema.nullable(),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;

/** `gift_wrapping` in GET /api/settings/. */
export const giftWrappingSettingsSchema = z.object({
  /** VAT included. */
  price: priceSchema,
});
