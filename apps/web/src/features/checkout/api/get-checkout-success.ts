import { checkoutSuccessSchema, type CheckoutSuccess } from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { CHECKOUT_PATHS } from './paths';

export const checkoutSuccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/checkout/success/?session_id=: the signed-in owner's order for that payment.
     * Asking also settles the order on the server when the provider's webhook has not arrived
     * yet, so nothing is kept once the page is left: every visit asks again.
     */
    getCheckoutSuccess: build.query<CheckoutSuccess, string>({
      query: (sessionId) => ({
        url: CHECKOUT_PATHS.success,
        params: { session_id: sessionId },
        check: (data) => parseAnswer(checkoutSuccessSchema, data, CHECKOUT_PATHS.success),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCheckoutSuccessQuery } = checkoutSuccessApi;
