import { useCallback, useEffect, useReducer } from 'react';
import type { Language, OrderStatus, OrdersPage } from '@shop/contracts';
import { getOrders } from '../api/get-orders';
import { ordersErrorMessage } from '../orders-error';
import { describeApiFailure } from '../../../lib/api-failure';

type State =
  | { status: 'loading'; data: OrdersPage | null; error: null }
  | { status: 'loaded'; data: OrdersPage; error: null }
  /** `error` is the server's explanation, or null for the default text. */
  | { status: 'failed'; data: null; error: string | null };

type Action =
  | { type: 'start' }
  | { type: 'loaded'; data: OrdersPage }
  | { type: 'failed'; error: string | null };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    // The previous page stays on screen (dimmed) while the next one loads.
    case 'start':
      return { status: 'loading', data: state.data, error: null };
    case 'loaded':
      return { status: 'loaded', data: action.data, error: null };
    case 'failed':
      return { status: 'failed', data: null, error: action.error };
  }
}

/** One page of orders for the filter, again when page, filter or language change, and on retry. */
export function useOrders(page: number, status: OrderStatus | null, language: Language) {
  const [state, dispatch] = useReducer(reducer, { status: 'loading', data: null, error: null });
  const [attempt, bump] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'start' });
    getOrders({ page, status, language }, { signal: controller.signal }).then(
      (data) => dispatch({ type: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (import.meta.env.DEV) console.error('Loading the orders failed', error);
        dispatch({ type: 'failed', error: ordersErrorMessage(describeApiFailure(error)) });
      },
    );
    return () => controller.abort();
  }, [page, status, language, attempt]);

  const retry = useCallback(() => bump(), []);
  return { ...state, retry };
}
