import type {
  BackInStockRequest,
  BackInStockResponse,
  BackInStockUnsubscribe,
} from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const BACK_IN_STOCK_UNSUBSCRIBE_PATH = '/api/back-in-stock/unsubscribe/';

export function backInStockPath(slug: string): string {
  return `/api/products/${encodeURIComponent(slug)}/notify/`;
}

export const backInStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/products/{slug}/notify/: 'Notify When Available'. A signed-in customer sends an
     * empty body (the account's e-mail is used), a visitor an e-mail address. Answers 201
     * `subscribed` or 200 `already_subscribed`, both with a `detail` to show.
     */
    subscribeToBackInStock: build.mutation<
      BackInStockResponse,
      { slug: string; request: BackInStockRequest }
    >({
      query: ({ slug, request }) => {
        const url = backInStockPath(slug);
        return withLazySchemas(
          { url, method: 'POST', body: request },
          ({ backInStockResponseSchema }, data) =>
            parseAnswer(backInStockResponseSchema, data, url),
        );
      },
    }),
    /** POST /api/back-in-stock/unsubscribe/ with the token of the mail's unsubscribe link. */
    unsubscribeFromBackInStock: build.mutation<unknown, BackInStockUnsubscribe>({
      query: (request) => ({
        url: BACK_IN_STOCK_UNSUBSCRIBE_PATH,
        method: 'POST',
        body: request,
        skipAuthRefresh: true,
      }),
    }),
  }),
});

export const { useSubscribeToBackInStockMutation, useUnsubscribeFromBackInStockMutation } =
  backInStockApi;
