import { z } from 'zod';
import { CARRIERS } from './carriers.js';

/**
 * Pick-up points, the carriers that deliver the shop's parcels and how a customer follows a
 * parcel (issue 27). The carrier seam on the server answers these shapes whatever service stands
 * behind it (Sendcloud or its local stand-in, ADR 0078).
 */

/** The carriers the shop ships with: each has a public tracking page (trackingUrl). */
export { CARRIERS };
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof carrierSchema>;

/** Monday first, as the opening hours are read out. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Per weekday, its opening periods as "09:00 - 12:00"; an empty list is closed. */
export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.string())])) as Record<
    Weekday,
    z.ZodArray<z.ZodString>
  >,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const pickupPointSchema = z.object({
  /** The carrier service's own id of the point, as a string (Sendcloud's are numbers). */
  id: z.string(),
  carrier: carrierSchema,
  name: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  opening_hours: openingHoursSchema,
  /** From the searched postal code, in metres; null when the service gives none. */
  distance_m: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** The countries whose pick-up points the carrier service knows. */
export const PICKUP_POINT_COUNTRIES = ['BE', 'NL', 'LU', 'FR', 'DE'] as const;

/** Postal code shapes per country (the search refuses anything else). */
const POSTAL_CODE_PATTERNS: Record<(typeof PICKUP_POINT_COUNTRIES)[number], RegExp> = {
  BE: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
};

/**
 * GET /api/delivery/pickup-points/?country=BE&postal_code=1000. Messages are codes the server
 * and the web say from their locale files.
 */
export const pickupPointsQuerySchema = z
  .object({
    country: z
      .string({ message: 'countryInvalid' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(PICKUP_POINT_COUNTRIES, { message: 'countryInvalid' })),
    postal_code: z
      .string({ message: 'postalCodeRequired' })
      .trim()
      .min(1, 'postalCodeRequired')
      .max(10, 'postalCodeInvalid'),
  })
  .superRefine((query, context) => {
    if (!POSTAL_CODE_PATTERNS[query.country].test(query.postal_code)) {
      context.addIssue({ code: 'custom', path: ['postal_code'], message: 'postalCodeInvalid' });
    }
  });
export type PickupPointsQuery = z.output<typeof pickupPointsQuerySchema>;

export const pickupPointsResponseSchema = z.object({ results: z.array(pickupPointSchema) });
export type PickupPointsResponse = z.infer<typeof pickupPointsResponseSchema>;

/**
 * What the order answers carry about delivery (issue 27): the method and its kind are the
 * delivery methods' (null where the order has none recorded), the rest is the parcel's.
 */
export const orderDeliverySchema = z.object({
  method: z.string().nullable(),
  kind: z.enum(['home', 'pickup_point', 'collection']).nullable(),
  carrier: carrierSchema.nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
