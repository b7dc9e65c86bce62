import { z } from 'zod';
import type { PaymentMethod } from './payment-method-words.js';

/** How an order was paid (ADR 0050); the shape and its words are in payment-method-words.ts. */
export const paymentMethodSchema = z.object({
  type: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
}) satisfies z.ZodType<PaymentMethod>;
