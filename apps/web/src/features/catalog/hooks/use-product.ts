import { useCallback, useEffect, useReducer, useRef } from 'react';
import { productDetailSchema, type Language, type ProductDetail } from '@shop/contracts';
import { ApiError, parseAnswer } from '../../../lib/api-client';
import { useInitialAnswer, type InitialAnswer } from '../../../lib/initial-data';
import { getProduct, productApiPath, productRequestKey } from '../api/get-product';
import { productError, type ProductError } from '../product-error';
import { describeApiFailure } from '../../../lib/api-failure';

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

/** The state a server-rendered page starts in: the answer the server rendered it with. */
function initialState(answer: InitialAnswer | undefined, slug: string): State {
  if (!answer) return { status: 'loading', product: null, error: null };
  const url = productApiPath(slug);
  try {
    if (answer.status !== 200) {
      throw new ApiError({ kind: 'http', status: answer.status, body: answer.body, url });
    }
    return {
      status: 'loaded',
      product: parseAnswer(productDetailSchema, answer.body, url),
      error: null,
    };
  } catch (error) {
    return { status: 'failed', product: null, error: productError(describeApiFailure(error)) };
  }
}

/**
 * Loads one product in the visitor's language, again when the slug or the language changes
 * (names and descriptions come translated from the server) and on `retry`.
 */
export function useProduct(slug: string, language: Language) {
  const initial = useInitialAnswer(productRequestKey(slug, language));
  const [state, dispatch] = useReducer(reducer, initialState(initial, slug));
  const [attempt, bump] = useReducer((n: number) => n + 1, 0);
  // A server-rendered page came with its product: the first load is already done.
  const alreadyLoaded = useRef(initial !== undefined);

  useEffect(() => {
    if (alreadyLoaded.current) {
      alreadyLoaded.current = false;
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'start' });
    getProduct(slug, language, { signal: controller.signal }).then(
      (product) => dispatch({ type: 'loaded', product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (import.meta.env.DEV) console.error('Loading the product failed', error);
        dispatch({ type: 'failed', error: productError(describeApiFailure(error)) });
      },
    );
    return () => controller.abort();
  }, [slug, language, attempt]);

  const retry = useCallback(() => bump(), []);
  return { ...state, retry };
}
