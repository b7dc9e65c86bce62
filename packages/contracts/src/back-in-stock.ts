import { z } from 'zod';

/*
 * 'Notify When Available' (beyond the spec, issue 8). A signed-in customer subscribes with
 * an empty body (their account's e-mail is used); a visitor gives an e-mail.
 *
 * POST /api/products/{slug}/notify/          -> 201 subscribed, 200 already_subscribed
 * POST /api/back-in-stock/unsubscribe/ {token} -> 200 (also when already closed)
 */
export const backInStockRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()).optional(),
  /**
   * The sold-out combination of a product with options asked about (issue 29); absent: the
   * product itself. Must be one of the product's variants (400 on `variant_id`).
   */
  variant_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const backInStockResponseSchema = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
  email: z.string(),
  detail: z.string(),
});
export type BackInStockResponse = z.infer<typeof backInStockResponseSchema>;

export const backInStockUnsubscribeSchema = z.object({ token: z.uuid() });
export type BackInStockUnsubscribe = z.infer<typeof backInStockUnsubscribeSchema>;

/** POST /api/back-in-stock/unsubscribe/ answers 200 with this. */
export const backInStockUnsubscribeResponseSchema = z.object({ detail: z.string() });
export type BackInStockUnsubscribeResponse = z.infer<typeof backInStockUnsubscribeResponseSchema>;

/**
 * The texts the back-in-stock endpoints answer with, by key (`{{email}}`, `{{product}}` filled
 * in). The sentences live in the server's locale files (ADR 0022).
 */
export const BACK_IN_STOCK_TEXT_KEYS = [
  'backInStock.subscribed',
  'backInStock.alreadySubscribed',
  'backInStock.productAvailable',
  'backInStock.productNotFound',
  'backInStock.emailRequired',
  'backInStock.variantUnknown',
  'backInStock.unsubscribed',
  'backInStock.unsubscribeUnknown',
  'forms.invalidFields',
  'forms.emailInvalid',
] as const;
export type BackInStockTextKey = (typeof BACK_IN_STOCK_TEXT_KEYS)[number];
