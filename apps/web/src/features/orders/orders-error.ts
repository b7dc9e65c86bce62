import type { ApiFailure } from '../../lib/api-failure';

/**
 * Spec §8 "Orders": the error text with a Retry button, 'Failed to fetch orders' unless the
 * server explained what went wrong (in the interface language). Failures without our API's
 * answer (network, timeout, a gateway page, a 500) get the default text.
 */
export function ordersErrorMessage(failure: ApiFailure): string | null {
  return failure.kind === 'refused' ? failure.detail : null;
}
