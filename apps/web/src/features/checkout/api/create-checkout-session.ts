import type { CheckoutSessionResult } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/language';
import { CHECKOUT_PATHS } from './paths';

/**
 * POST /api/checkout/create-checkout-session/: the server turns the cart into a pending order
 * and opens a hosted payment page, shown in the shopper's language (`lang`).
 */
export async function createCheckoutSession(): Promise<CheckoutSessionResult> {
  const answer = apiClient.post(CHECKOUT_PATHS.createSession, undefined, {
    params: { lang: getCurrentLanguage() },
  });
  return parseAnswerLater(
    (schemas) => schemas.checkoutSessionResultSchema,
    answer,
    CHECKOUT_PATHS.createSession,
  );
}
