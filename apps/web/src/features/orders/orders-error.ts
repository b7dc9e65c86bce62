import { isApiError } from '../../lib/api-client';

/**
 * Spec §8 "Orders": the error text with a Retry button, 'Failed to fetch orders' unless the
 * server explained what went wrong (in the interface language). Failures without our API's
 * answer (network, timeout, a gateway page, a 500) get the default text.
 */
export function ordersErrorMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return null;
  return error.errorResponse?.detail ?? error.serverMessage ?? null;
}
