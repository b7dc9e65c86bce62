import { useCallback, useEffect, useRef, useState } from 'react';
import type { Availability, CategorySlug, Language, ProductListItem } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useInitialAnswer } from '../../../lib/initial-data';
import { productsRequestKey } from '../api/get-products';
import { fetchProducts } from '../products-slice';

export interface ProductFilters {
  lang: Language;
  category?: CategorySlug | undefined;
  search?: string | undefined;
  availability?: Availability | 'all' | undefined;
}

/**
 * Loads the product list for a language and filters, again whenever one changes (names come
 * back translated by the server) and on `retry`. The previous request is cancelled when the
 * inputs change or the screen unmounts.
 */
export function useProducts({ lang, category, search, availability }: ProductFilters) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.products);
  const [attempt, setAttempt] = useState(0);
  // A server-rendered page came with its list (our own API's answer, already checked by its
  // response schema): it shows until the visitor asks for another one.
  const initial = useInitialAnswer(productsRequestKey({ lang, category, search, availability }));
  const initialProducts =
    initial?.status === 200 && Array.isArray(initial.body)
      ? (initial.body as ProductListItem[])
      : undefined;
  const alreadyLoaded = useRef(initialProducts !== undefined);

  useEffect(() => {
    if (alreadyLoaded.current) {
      alreadyLoaded.current = false;
      return;
    }
    const promise = dispatch(fetchProducts({ lang, category, search, availability }));
    return () => promise.abort();
  }, [dispatch, lang, category, search, availability, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (initialProducts && state.status === 'idle') {
    return { products: initialProducts, isLoading: false, error: null, retry };
  }
  return {
    products: state.items,
    // Until the first request starts the status is idle: show that as loading too.
    isLoading: state.status === 'loading' || state.status === 'idle',
    error: state.status === 'failed' ? state.error : null,
    retry,
  };
}
