import { useCallback, useEffect, useReducer } from 'react';
import type { CheckoutSuccess } from '@shop/contracts';
import { getCheckoutSuccess } from '../api/get-checkout-success';

type State =
  | { status: 'loading'; order: null }
  | { status: 'loaded'; order: CheckoutSuccess }
  | { status: 'failed'; order: null };

type Action = { type: 'start' } | { type: 'loaded'; order: CheckoutSuccess } | { type: 'failed' };

function reducer(_state: State, action: Action): State {
  switch (action.type) {
    case 'start':
      return { status: 'loading', order: null };
    case 'loaded':
      return { status: 'loaded', order: action.order };
    case 'failed':
      return { status: 'failed', order: null };
  }
}

/**
 * The order paid for in the checkout session the payment page came back with. Asking for it
 * also settles the order on the server when the provider's webhook has not arrived yet.
 */
export function useCheckoutSuccess(sessionId: string | null) {
  const [state, dispatch] = useReducer(
    reducer,
    sessionId ? { status: 'loading', order: null } : { status: 'failed', order: null },
  );
  const [attempt, bump] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    // Without a session there is no order to look up (an address typed or cut short).
    if (!sessionId) {
      dispatch({ type: 'failed' });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'start' });
    getCheckoutSuccess(sessionId, { signal: controller.signal }).then(
      (order) => dispatch({ type: 'loaded', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (import.meta.env.DEV) console.error('Loading the order failed', error);
        dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [sessionId, attempt]);

  const retry = useCallback(() => bump(), []);
  return { ...state, retry };
}
