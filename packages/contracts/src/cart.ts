import { z } from 'zod';
import { linePhotoInputSchema, linePhotoSchema } from './photo.js';
// The personalisation settings live in catalog.ts (the catalogue answers carry them too).
import { lineVariantSchema, personalizationSettingsSchema, priceSchema } from './catalog.js';
import { cartCodeSchema } from './codes.js';
import { giftCardRecipientInputSchema, giftCardRecipientSchema } from './gift-cards.js';
import { cartDeliverySchema } from './delivery-methods.js';
import { cartGiftSchema } from './gift.js';
import { languageSchema } from './i18n.js';
import { plainTextSchema } from './text.js';
import { vatBreakdownSchema } from './vat.js';

/** A cart line's quantity stays between 1 and 10 (spec §9). */
export const MAX_LINE_QUANTITY = 10;
/** The most any product may allow; each product sets its own `max_length` up to this. */
export const PERSONALIZATION_MAX_LENGTH = 200;
/**
 * The shared free-text rule (text.ts): NFC, trimmed, inner whitespace runs become one space (so
 * "Anna " and "Anna" are one line), no control or invisible characters, length in graphemes.
 */
export const personalizationTextSchema = plainTextSchema({ max: PERSONALIZATION_MAX_LENGTH });

/** Ids are PostgreSQL `integer`s: a larger number names no record and must not reach SQL. */
const MAX_RECORD_ID = 2_147_483_647;

export const addToCartSchema = z.object({
  product_id: z.number().int().positive().max(MAX_RECORD_ID, 'productUnknown'),
  quantity: z
    .number()
    .int()
    .min(1, 'quantityTooLow')
    .max(MAX_LINE_QUANTITY, 'quantityTooHigh')
    .default(1),
  personalization: personalizationTextSchema.optional(),
  /**
   * A gift card only: mail it to this person on this day once paid (issue 31), as if chosen in
   * My gift cards afterwards, where it stays changeable. Every card of the line goes to them.
   */
  gift_card_recipient: giftCardRecipientInputSchema.optional(),
  /** The chosen combination: required for a product with options, refused for one without. */
  variant_id: z.number().int().positive().max(MAX_RECORD_ID, 'variantUnknown').optional(),
  /** The customer's uploaded photo and where it sits in the printable area (issue 29). */
  photo: linePhotoInputSchema.optional(),
});
export type AddToCart = z.input<typeof addToCartSchema>;

/** 0 or less removes the line (spec §4). */
export const updateCartItemSchema = z.object({
  quantity: z.number().int().max(MAX_LINE_QUANTITY, 'quantityTooHigh').min(-1_000_000),
});
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

/**
 * Every cart call takes an optional `lang` for the product names and personalisation labels
 * (the storefront's interface language is sent as Accept-Language when it is absent).
 */
export const cartQuerySchema = z.object({
  lang: languageSchema.optional(),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

export const cartItemParamsSchema = z.object({
  item_id: z.coerce.number().int().positive().max(MAX_RECORD_ID, 'cartLineUnknown'),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** Empty string when the line has no personalisation. */
  personalization: z.string(),
  /** False for a personalised line: made to the customer's specifications (art. 16(c)). */
  withdrawal_right: z.boolean(),
  /** The customer's photo on the gift and its placement (issue 29); null: none. */
  photo: linePhotoSchema.nullable().default(null),
  unit_price: priceSchema,
  line_total: priceSchema,
  /** A gift card line's recipient chosen when adding it; null: the buyer keeps the cards. */
  gift_card_recipient: giftCardRecipientSchema.nullable(),
  /** The chosen combination of a product with options; null for one without (ADR 0080). */
  variant: lineVariantSchema.nullable().default(null),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: priceSchema,
    main_image_url: z.string().nullable(),
    is_available: z.boolean(),
    personalization: personalizationSettingsSchema,
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** What is left to pay: subtotal − discount + wrapping + delivery − gift cards; "0.00" when empty. */
  total_price: priceSchema,
  /** The product lines together, before any discount. */
  subtotal: priceSchema,
  /** What the discount code takes off the product lines (not the wrapping). */
  discount_total: priceSchema,
  /** What the gift cards on the cart pay. */
  gift_card_total: priceSchema,
  /** The codes on the cart, in the order they were added (gift cards pay in that order). */
  codes: z.array(cartCodeSchema),
  /** Sum of the quantities. */
  item_count: z.number().int(),
  /** The VAT included in the order's price (after the discount; gift cards are a means of payment), per rate. */
  vat_breakdown: vatBreakdownSchema,
  gift: cartGiftSchema,
  /** Gift wrapping's price when chosen for a cart with lines, else "0.00"; in total_price. */
  wrapping_total: priceSchema,
  /** The delivery chosen (issue 27); null until one is chosen or when it is no longer offered. */
  delivery: cartDeliverySchema.nullable(),
  /** What the delivery costs this cart, in total_price; "0.00" without a choice. */
  delivery_total: priceSchema,
});
export type Cart = z.infer<typeof cartSchema>;
