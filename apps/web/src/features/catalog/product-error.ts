import type { ApiFailure } from '../../lib/api-failure';

/**
 * The product page's state for a failure (spec §8 "Product detail"): `notFound` is shown as
 * the not-found state, the others as the error state with their text under `product.error`.
 */
export type ProductError =
  | { reason: 'notFound' }
  | { reason: 'serverError' }
  | { reason: 'serverNotRunning' }
  | { reason: 'cannotConnect' }
  | { reason: 'apiError'; message: string }
  | { reason: 'generic' };

export function productError(failure: ApiFailure): ProductError {
  const { kind, status } = failure;
  if (kind === 'serverNotRunning') return { reason: 'serverNotRunning' };
  if (kind === 'network' || kind === 'unreachable') return { reason: 'cannotConnect' };
  if (kind === 'refused' && status === 404) return { reason: 'notFound' };
  if (kind === 'serverError' && status === 500) return { reason: 'serverError' };
  // Any other answer is shown as "API Error" with what the server said, or what it sent.
  const message = failure.detail ?? failure.answer;
  if ((kind === 'refused' || kind === 'serverError') && message) {
    return { reason: 'apiError', message };
  }
  return { reason: 'generic' };
}
