import { z } from 'zod';
import { priceSchema } from './catalog.js';
import { deliveryKindSchema } from './delivery-methods.js';
import { languageSchema } from './i18n.js';

/**
 * GET /api/delivery/rates/ (issue 27, ADR 0091): every delivery method the shop offers, with its
 * price in each delivery country and its estimate in Belgian working days, and the workshop where
 * orders are collected. The shipping page and the terms name delivery from this answer, so they
 * say what the cart charges. Unlike GET /api/delivery/methods/ it states no dates: a page that is
 * cached and read for days says "1–3 working days", not yesterday's range.
 */
export const deliveryRatesQuerySchema = z.object({ lang: languageSchema.optional() });

export const deliveryRatesMethodSchema = z.object({
  code: z.string(),
  kind: deliveryKindSchema,
  name: z.string(),
  estimate_days: z.object({ from: z.number().int(), to: z.number().int() }),
  /** In the order the shop lists its delivery countries; only countries it delivers to. */
  rates: z.array(
    z.object({
      country: z.string(),
      price: priceSchema,
      free_from: priceSchema.nullable(),
    }),
  ),
});
export type DeliveryRatesMethod = z.infer<typeof deliveryRatesMethodSchema>;

export const deliveryRatesSchema = z.object({
  methods: z.array(deliveryRatesMethodSchema),
  /** Where collection orders are picked up: address lines and the opening hours in the language. */
  workshop: z.object({ address: z.string(), hours: z.string() }),
});
export type DeliveryRates = z.infer<typeof deliveryRatesSchema>;
