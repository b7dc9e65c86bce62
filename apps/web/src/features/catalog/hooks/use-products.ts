import { useCallback, useEffect, useState } from 'react';
import type { CategorySlug, Language } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { fetchProducts } from '../products-slice';

/**
 * Loads the product list for a language and optional category, again whenever either changes
 * (names come back translated by the server) and on `retry`. The previous request is
 * cancelled when the inputs change or the screen unmounts.
 */
export function useProducts({ lang, category }: { lang: Language; category?: CategorySlug }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.products);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const promise = dispatch(fetchProducts({ lang, category }));
    return () => promise.abort();
  }, [dispatch, lang, category, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    products: state.items,
    // Until the first request starts the status is idle: show that as loading too.
    isLoading: state.status === 'loading' || state.status === 'idle',
    error: state.status === 'failed' ? state.error : null,
    retry,
  };
}
