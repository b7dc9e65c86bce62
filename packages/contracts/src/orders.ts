import { z } from 'zod';
import { priceSchema } from './catalog.js';
import { orderGiftSchema } from './gift.js';
import { languageSchema } from './i18n.js';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Orders list page size (spec §9). */
export const ORDERS_PAGE_SIZE = 9;

export const shippingAddressSchema = z.object({
  name: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const checkoutSessionResultSchema = z.object({
  checkout_url: z.url(),
  session_id: z.string(),
});
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResultSchema>;

export const checkoutSuccessQuerySchema = z.object({
  session_id: z.string().min(1).max(255),
});

export const orderLineSchema = z.object({
  product_name: z.string(),
  quantity: z.number().int(),
  personalization: z.string(),
  unit_price: priceSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** GET /api/checkout/success/?session_id= — the owner's order. */
export const checkoutSuccessSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  created_at: z.string(),
  items: z.array(orderLineSchema),
  /** Null until the payment provider reports the address. */
  shipping_address: shippingAddressSchema.nullable(),
  gift: orderGiftSchema,
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  status: z.union([orderStatusSchema, z.literal('all'), z.literal('')]).optional(),
  lang: languageSchema.default('en'),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderSummarySchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  items_count: z.number().int(),
  created_at: z.string(),
  items: z.array(z.object({ product_name: z.string(), quantity: z.number().int() })),
  shipping_address: shippingAddressSchema.nullable(),
  gift: orderGiftSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
  has_previous: z.boolean(),
  has_next: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema,
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;
