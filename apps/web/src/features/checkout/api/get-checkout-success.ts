import { checkoutSuccessSchema, type CheckoutSuccess } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { CHECKOUT_PATHS } from './paths';

/** GET /api/checkout/success/?session_id=: the signed-in owner's order for that payment. */
export async function getCheckoutSuccess(
  sessionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CheckoutSuccess> {
  const data = await apiClient.get(CHECKOUT_PATHS.success, {
    params: { session_id: sessionId },
    signal: options.signal,
  });
  return parseAnswer(checkoutSuccessSchema, data, CHECKOUT_PATHS.success);
}
