import type { CheckoutSessionResult, CheckoutStart, Language } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { CHECKOUT_PATHS } from './paths';

export const checkoutStartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/checkout/create-checkout-session/: the server turns the cart into a pending
     * order and opens a hosted payment page, shown in the shopper's language (`lang`). A company
     * invoice, and when no payment page will ask them the shipping address and the terms, go
     * with it (checked by the server; its field errors come back per field). The answer is
     * checked with the lazily loaded schemas (this runs from the header's cart on every page).
     */
    createCheckoutSession: build.mutation<
      CheckoutSessionResult,
      { language: Language; start?: CheckoutStart }
    >({
      query: ({ language, start }) =>
        withLazySchemas(
          {
            url: CHECKOUT_PATHS.createSession,
            method: 'POST',
            body: start ?? undefined,
            params: { lang: language },
          },
          (contracts, data) =>
            parseAnswer(contracts.checkoutSessionResultSchema, data, CHECKOUT_PATHS.createSession),
        ),
    }),
  }),
});
