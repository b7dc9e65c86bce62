import type { ApiFailure } from '../../lib/api-failure';

/** The product list's text for a failure (spec §8), a key under `products.error`. */
export type ProductsErrorReason =
  'serverNotRunning' | 'cannotConnect' | 'endpointNotFound' | 'generic';

export function productsErrorReason({ kind, status }: ApiFailure): ProductsErrorReason {
  if (kind === 'serverNotRunning') return 'serverNotRunning';
  if (kind === 'network' || kind === 'unreachable') return 'cannotConnect';
  if (kind === 'refused' && status === 404) return 'endpointNotFound';
  return 'generic';
}
