import { withdrawalSchema, type Withdrawal, type WithdrawalInput } from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export function withdrawalPath(orderId: number): string {
  return `/api/checkout/orders/${orderId}/withdrawal/`;
}

export const withdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/checkout/orders/{order_id}/withdrawal/ (art. 11a): the chosen units of the
     * order's lines, an optional reason. The orders list is asked again: its units left change.
     */
    withdrawFromOrder: build.mutation<Withdrawal, { orderId: number; request: WithdrawalInput }>({
      query: ({ orderId, request }) => {
        const url = withdrawalPath(orderId);
        return {
          url,
          method: 'POST',
          body: request,
          check: (data) => parseAnswer(withdrawalSchema, data, url),
        };
      },
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useWithdrawFromOrderMutation } = withdrawalApi;
