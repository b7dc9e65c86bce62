import {
  ORDERS_PAGE_SIZE,
  ordersPageSchema,
  type OrderStatus,
  type OrdersPage,
} from '@shop/contracts';
import { parseAnswer, apiClient } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/checkout/orders/';

/**
 * GET /api/checkout/orders/ (spec §7): one page of the signed-in customer's orders, newest
 * first. The API client adds `lang` (product names come in the interface language).
 */
export async function getOrders(
  query: { page: number; status: OrderStatus | null; language: string },
  options: { signal?: AbortSignal } = {},
): Promise<OrdersPage> {
  const data = await apiClient.get(ORDERS_PATH, {
    // The language is named too, so a language change is a new request, not a cached one.
    params: {
      page: query.page,
      page_size: ORDERS_PAGE_SIZE,
      status: query.status,
      lang: query.language,
    },
    signal: options.signal,
  });
  return parseAnswer(ordersPageSchema, data, ORDERS_PATH);
}
