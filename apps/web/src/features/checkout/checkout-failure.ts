import type { ApiFailure } from '../../lib/api-failure';

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

export function checkoutFailure({ kind, status, detail }: ApiFailure): CheckoutAlert {
  if (kind !== 'refused' && kind !== 'serverError' && kind !== 'unreachable') {
    return { reason: 'generic' };
  }
  if (status === 400) {
    return detail ? { reason: 'serverMessage', message: detail } : { reason: 'sessionError' };
  }
  if (status === 401) return { reason: 'signIn' };
  // A bank debit of the previous checkout still settling (409), too many starts (429): the
  // server's text says what to wait for, in the interface language.
  if ((status === 409 || status === 429) && detail)
    return { reason: 'serverMessage', message: detail };
  return { reason: 'generic' };
}
