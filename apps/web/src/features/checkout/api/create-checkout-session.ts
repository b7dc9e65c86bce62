import type { CheckoutSessionResult, CheckoutStart } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/language';
import { CHECKOUT_PATHS } from './paths';

/**
 * POST /api/checkout/create-checkout-session/: the server turns the cart into a pending order
 * and opens a hosted payment page, shown in the shopper's language (`lang`). A company invoice,
 * when asked for, goes with it (checked by the server; its field errors come back per field).
 */
export async function createCheckoutSession(
  start: CheckoutStart = undefined,
): Promise<CheckoutSessionResult> {
  const answer = apiClient.post(CHECKOUT_PATHS.createSession, start ?? undefined, {
    params: { lang: getCurrentLanguage() },
  });
  return parseAnswerLater(
    (schemas) => schemas.checkoutSessionResultSchema,
    answer,
    CHECKOUT_PATHS.createSession,
  );
}
