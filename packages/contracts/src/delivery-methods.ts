import { z } from 'zod';
import { priceSchema } from './catalog.js';
import { pickupPointSchema } from './delivery.js';
import { languageSchema } from './i18n.js';

/**
 * Delivery methods and their rates (issue 27, ADR 0075). Belgian law (art. VI.45/2 CEL) asks for
 * at least two kinds of delivery before the contract is made: home delivery, a pick-up point or
 * parcel locker, and collection at the workshop are the kinds this shop offers.
 */
export const DELIVERY_KINDS = ['home', 'pickup_point', 'collection'] as const;
export const deliveryKindSchema = z.enum(DELIVERY_KINDS);
export type DeliveryKind = z.infer<typeof deliveryKindSchema>;

/** A country code as ISO 3166-1 alpha-2, upper case; whether it is delivered is the server's call. */
export const deliveryCountrySchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'countryInvalid'));

/** A method's code: lower-case letters, digits and dashes or underscores. */
export const deliveryMethodCodeSchema = z
  .string()
  .trim()
  .min(1, 'deliveryMethodRequired')
  .max(40, 'deliveryMethodUnknown')
  .regex(/^[a-z0-9_-]+$/, 'deliveryMethodUnknown');

export const deliveryMethodsQuerySchema = z.object({
  country: deliveryCountrySchema,
  lang: languageSchema.optional(),
});
export type DeliveryMethodsQuery = z.infer<typeof deliveryMethodsQuerySchema>;

/** The delivery estimate as Brussels days (YYYY-MM-DD), counted in Belgian working days. */
export const deliveryEstimateSchema = z.object({ from: z.string(), to: z.string() });
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** A method offered in a country (GET /api/delivery/methods/?country=BE). */
export const deliveryMethodSchema = z.object({
  code: z.string(),
  kind: deliveryKindSchema,
  name: z.string(),
  /** The method's price in that country, VAT included ("0.00": free). */
  price: priceSchema,
  /** From which products' subtotal after discount delivery is free; null: never. */
  free_from: priceSchema.nullable(),
  estimate: deliveryEstimateSchema,
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const deliveryMethodListSchema = z.array(deliveryMethodSchema);

/** PUT /api/cart/delivery/: the delivery the customer chooses for the cart. */
export const cartDeliveryRequestSchema = z.object({
  method: deliveryMethodCodeSchema,
  country: deliveryCountrySchema,
  /** The carrier's service point id, for a pick-up point method only. */
  pickup_point_id: z.string().trim().min(1).max(64).optional(),
});
export type CartDeliveryRequest = z.input<typeof cartDeliveryRequestSchema>;

/** A pick-up point as the cart and the order keep it (a snapshot of the carrier's answer). */
export const deliveryPickupPointSnapshotSchema = pickupPointSchema.pick({
  id: true,
  name: true,
  street: true,
  house_number: true,
  postal_code: true,
  city: true,
  country: true,
});
export type DeliveryPickupPointSnapshot = z.infer<typeof deliveryPickupPointSnapshotSchema>;

/** The cart's delivery choice; null on the cart until one is chosen (or when it is no longer offered). */
export const cartDeliverySchema = z.object({
  method: z.string(),
  kind: deliveryKindSchema,
  name: z.string(),
  country: z.string(),
  /** What delivery costs this cart now (0.00 above the free-delivery threshold). */
  price: priceSchema,
  pickup_point: deliveryPickupPointSnapshotSchema.nullable(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;
