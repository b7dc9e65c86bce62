import { isApiError } from '../../lib/api-client';

/**
 * Why the product detail failed, with what the message needs (spec §8 "Product detail").
 * `not_found` is shown as the not-found state; the others as the error state.
 */
export type ProductError =
  | { reason: 'notFound' }
  | { reason: 'serverError' }
  | { reason: 'serverNotRunning' }
  | { reason: 'cannotConnect' }
  | { reason: 'apiError'; message: string }
  | { reason: 'generic' };

export function productError(error: unknown): ProductError {
  if (!isApiError(error)) return { reason: 'generic' };
  if (error.isHtml) return { reason: 'serverNotRunning' };
  // A gateway answering without our JSON envelope means the API server is not reachable.
  const fromGateway = [502, 503, 504].includes(error.status) && !error.errorResponse;
  if (error.isNetworkError || fromGateway) return { reason: 'cannotConnect' };
  if (error.status === 404) return { reason: 'notFound' };
  if (error.status === 500) return { reason: 'serverError' };
  if (error.kind === 'http' && error.body !== undefined && error.body !== '') {
    const message =
      error.serverMessage ??
      (typeof error.body === 'string' ? error.body : JSON.stringify(error.body));
    return { reason: 'apiError', message };
  }
  return { reason: 'generic' };
}
