import {
  backInStockResponseSchema,
  type BackInStockRequest,
  type BackInStockResponse,
  type BackInStockUnsubscribe,
} from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';

export const BACK_IN_STOCK_UNSUBSCRIBE_PATH = '/api/back-in-stock/unsubscribe/';

export function backInStockPath(slug: string): string {
  return `/api/products/${encodeURIComponent(slug)}/notify/`;
}

/**
 * POST /api/products/{slug}/notify/: 'Notify When Available'. A signed-in customer sends an
 * empty body (the account's e-mail is used), a visitor an e-mail address. Answers 201
 * `subscribed` or 200 `already_subscribed`, both with a `detail` to show.
 */
export async function subscribeToBackInStock(
  slug: string,
  request: BackInStockRequest,
): Promise<BackInStockResponse> {
  const url = backInStockPath(slug);
  const data = await apiClient.post(url, request);
  return parseAnswer(backInStockResponseSchema, data, url);
}

/** POST /api/back-in-stock/unsubscribe/ with the token of the mail's unsubscribe link. */
export async function unsubscribeFromBackInStock(
  request: BackInStockUnsubscribe,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  await apiClient.post(BACK_IN_STOCK_UNSUBSCRIBE_PATH, request, {
    skipAuthRefresh: true,
    signal: options.signal,
  });
}
