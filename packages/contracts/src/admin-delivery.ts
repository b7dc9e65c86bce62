import { z } from 'zod';
import { adminPriceInputSchema } from './admin.js';
import { priceSchema } from './catalog.js';
import {
  deliveryCountrySchema,
  deliveryKindSchema,
  deliveryMethodCodeSchema,
} from './delivery-methods.js';
import { plainTextSchema } from './text.js';

/**
 * The delivery methods as staff configure them in the admin (issue 27, ADR 0075, ADR 0091):
 * a name in each language, the estimate in Belgian working days, one price per delivery country
 * with an optional free-delivery threshold. Whether a country is delivered is the server's call
 * (SHIPPING_COUNTRIES); the shape and the ranges are checked here.
 */

/** The longest estimate staff may state: six weeks of working days. */
export const MAX_ESTIMATE_DAYS = 30;

/** A method's name ends on the cart, the payment page, the invoice and mails: the free-text rule. */
const methodName = plainTextSchema({ max: 80, required: true });

const estimateDays = z.number().int().min(0).max(MAX_ESTIMATE_DAYS);

/** One country's price as staff enter it: "4.95" or 4.95; an empty threshold is "never free". */
export const adminDeliveryRateInputSchema = z.object({
  country: deliveryCountrySchema,
  price: adminPriceInputSchema,
  free_from: z
    .union([adminPriceInputSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});

const methodFields = z.object({
  kind: deliveryKindSchema,
  name: methodName,
  name_nl: methodName,
  name_fr: methodName,
  estimate_from_days: estimateDays,
  estimate_to_days: estimateDays,
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
  rates: z.array(adminDeliveryRateInputSchema).max(50).default([]),
});

function checkMethod(input: z.output<typeof methodFields>, context: z.RefinementCtx): void {
  if (input.estimate_to_days < input.estimate_from_days) {
    context.addIssue({
      code: 'custom',
      path: ['estimate_to_days'],
      message: 'estimateToBeforeFrom',
    });
  }
  const seen = new Set<string>();
  input.rates.forEach((rate, index) => {
    if (seen.has(rate.country)) {
      context.addIssue({
        code: 'custom',
        path: ['rates', index, 'country'],
        message: 'deliveryCountryTwice',
      });
    }
    seen.add(rate.country);
    if (rate.free_from !== null && Number(rate.free_from) <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['rates', index, 'free_from'],
        message: 'freeFromNotPositive',
      });
    }
  });
}

/** PUT /api/admin/delivery-methods/:id/: everything but the code, which orders keep. */
export const adminDeliveryMethodInputSchema = methodFields.superRefine(checkMethod);
export type AdminDeliveryMethodInput = z.input<typeof adminDeliveryMethodInputSchema>;

/** POST /api/admin/delivery-methods/: a new method with its code. */
export const adminDeliveryMethodCreateInputSchema = methodFields
  .extend({ code: deliveryMethodCodeSchema })
  .superRefine(checkMethod);
export type AdminDeliveryMethodCreateInput = z.input<typeof adminDeliveryMethodCreateInputSchema>;

export const adminDeliveryRateSchema = z.object({
  country: z.string(),
  price: priceSchema,
  free_from: priceSchema.nullable(),
});
export type AdminDeliveryRate = z.infer<typeof adminDeliveryRateSchema>;

/** A method as the admin lists and edits it. */
export const adminDeliveryMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: deliveryKindSchema,
  name: z.string(),
  name_nl: z.string(),
  name_fr: z.string(),
  estimate_from_days: z.number().int(),
  estimate_to_days: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  rates: z.array(adminDeliveryRateSchema),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethodSchema>;
