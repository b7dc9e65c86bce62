import { useCallback, useEffect, useReducer } from 'react';
import type { Language, ProductDetail } from '@shop/contracts';
import { getProduct } from '../api/get-product';
import { productError, type ProductError } from '../product-error';

type State =
  | { status: 'loading'; product: null; error: null }
  | { status: 'loaded'; product: ProductDetail; error: null }
  | { status: 'failed'; product: null; error: ProductError };

type Action =
  | { type: 'start' }
  | { type: 'loaded'; product: ProductDetail }
  | { type: 'failed'; error: ProductError };

function reducer(_state: State, action: Action): State {
  switch (action.type) {
    case 'start':
      return { status: 'loading', product: null, error: null };
    case 'loaded':
      return { status: 'loaded', product: action.product, error: null };
    case 'failed':
      return { status: 'failed', product: null, error: action.error };
  }
}

/**
 * Loads one product in the visitor's language, again when the slug or the language changes
 * (names and descriptions come translated from the server) and on `retry`.
 */
export function useProduct(slug: string, language: Language) {
  const [state, dispatch] = useReducer(reducer, { status: 'loading', product: null, error: null });
  const [attempt, bump] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'start' });
    getProduct(slug, language, { signal: controller.signal }).then(
      (product) => dispatch({ type: 'loaded', product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (import.meta.env.DEV) console.error('Loading the product failed', error);
        dispatch({ type: 'failed', error: productError(error) });
      },
    );
    return () => controller.abort();
  }, [slug, language, attempt]);

  const retry = useCallback(() => bump(), []);
  return { ...state, retry };
}
