import { z } from 'zod';
import { priceSchema } from './catalog.js';

/** A cart line's quantity stays between 1 and 10 (spec §9). */
export const MAX_LINE_QUANTITY = 10;
/** Personalisation texts are at most this long unless a product sets a lower limit. */
export const DEFAULT_PERSONALIZATION_MAX_LENGTH = 40;
export const PERSONALIZATION_MODES = ['none', 'optional', 'required'] as const;
export const personalizationModeSchema = z.enum(PERSONALIZATION_MODES);
export type PersonalizationMode = z.infer<typeof personalizationModeSchema>;

/** A product's personalisation settings, as the storefront needs them to show the field. */
export const personalizationSettingsSchema = z.object({
  mode: personalizationModeSchema,
  /** The field's label in the requested language ('Name to engrave'), English fallback. */
  label: z.string(),
  max_length: z.number().int().positive(),
});
export type PersonalizationSettings = z.infer<typeof personalizationSettingsSchema>;

/** Trimmed; inner whitespace runs become one space, so "Anna " and "Anna" are one line. */
export const personalizationTextSchema = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(200, 'Personalisation texts are at most 200 characters.'));

export const addToCartSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z
    .number()
    .int()
    .min(1, 'The quantity is at least 1.')
    .max(MAX_LINE_QUANTITY, `The quantity is at most ${MAX_LINE_QUANTITY}.`)
    .default(1),
  personalization: personalizationTextSchema.optional(),
});
export type AddToCart = z.input<typeof addToCartSchema>;

/** 0 or less removes the line (spec §4). */
export const updateCartItemSchema = z.object({
  quantity: z
    .number()
    .int()
    .max(MAX_LINE_QUANTITY, `The quantity is at most ${MAX_LINE_QUANTITY}.`)
    .min(-1_000_000),
});
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

export const cartItemParamsSchema = z.object({
  item_id: z.coerce.number().int().positive(),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** Empty string when the line has no personalisation. */
  personalization: z.string(),
  unit_price: priceSchema,
  line_total: priceSchema,
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
  /** "0.00" when empty. */
  total_price: priceSchema,
  /** Sum of the quantities. */
  item_count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
