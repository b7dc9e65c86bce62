import { isApiError } from '../../lib/api-client';

/**
 * What the shopper is told when checkout cannot start (spec §8 "Checkout" and §5).
 * `serverMessage` carries the server's own explanation of a 400 (an empty cart, a product
 * that is no longer available), a 409 or a 429, already in the interface language.
 */
export type CheckoutAlert =
  | { reason: 'emptyCart' }
  | { reason: 'serverMessage'; message: string }
  | { reason: 'sessionError' }
  | { reason: 'signIn' }
  | { reason: 'generic' };

export function checkoutFailure(error: unknown): CheckoutAlert {
  if (!isApiError(error) || error.kind !== 'http') return { reason: 'generic' };
  if (error.status === 400) {
    const message = error.serverMessage;
    return message ? { reason: 'serverMessage', message } : { reason: 'sessionError' };
  }
  if (error.status === 401) return { reason: 'signIn' };
  // A bank debit of the previous checkout still settling (409), too many starts (429): the
  // server's text says what to wait for, in the interface language.
  if (error.status === 409 || error.status === 429) {
    const message = error.serverMessage;
    if (message) return { reason: 'serverMessage', message };
  }
  return { reason: 'generic' };
}
