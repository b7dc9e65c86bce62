import { isApiError } from '../../lib/api-client';

/**
 * Why the product list failed, reduced to what the screen needs (spec §8). Kept serialisable
 * so it can live in the Redux store.
 */
export type ProductsErrorReason =
  'serverNotRunning' | 'cannotConnect' | 'endpointNotFound' | 'generic';

export function productsErrorReason(error: unknown): ProductsErrorReason {
  if (!isApiError(error)) return 'generic';
  if (error.isHtml) return 'serverNotRunning';
  // A gateway answering 502/503/504 without our JSON error envelope (the dev proxy, a reverse
  // proxy) means the same thing as a refused connection: the API server is not reachable.
  const fromGateway = [502, 503, 504].includes(error.status) && !error.errorResponse;
  if (error.isNetworkError || fromGateway) return 'cannotConnect';
  if (error.status === 404) return 'endpointNotFound';
  return 'generic';
}
