import { createSlice, type SerializedError, type UnknownAction } from '@reduxjs/toolkit';
import type { cartApi } from './api/cart-api';
import { api, failureOf } from '../../lib/api';
import { describeApiFailure, isHttpFailure, type ApiFailure } from '../../lib/api-failure';

/** Spec §8: what a failed cart action shows when the server sent no message of its own. */
export const CART_FALLBACK_ERRORS = {
  fetch: 'Failed to fetch cart',
  add: 'Failed to add to cart',
  remove: 'Failed to remove from cart',
  update: 'Failed to update cart',
  clear: 'Failed to clear cart',
  gift: 'Failed to update cart',
  codes: 'Failed to update cart',
  removeCode: 'Failed to update cart',
} as const;
type CartAction = keyof typeof CART_FALLBACK_ERRORS;

/**
 * A failed cart action: the server's message and field messages when it sent them (already in
 * the shopper's language), else the spec's fallback text (`fallback` true: the screens show its
 * translation).
 */
export interface CartError {
  action: CartAction;
  message: string;
  fields: Record<string, string[]>;
  status: number;
  fallback: boolean;
}

/**
 * The cart's screen state beside its server state (ADR 29): the cart itself (lines, totals,
 * codes, gift) lives only in the RTK Query cache (`getCart`); this slice knows which cart
 * calls are under way (spec §2: the buttons wait while the cart loads) and the last failed
 * one, until it is dismissed or another starts (spec §4: pending clears the error).
 */
interface CartUiState {
  /** The request ids of the cart calls under way. */
  requests: string[];
  error: CartError | null;
}

const initialState: CartUiState = { requests: [], error: null };

export function toCartError(action: CartAction, failure: ApiFailure): CartError {
  const message = isHttpFailure(failure) ? failure.detail : null;
  return {
    action,
    message: message ?? CART_FALLBACK_ERRORS[action],
    fields: failure.fields,
    status: failure.status,
    fallback: message === null,
  };
}

/**
 * Each cart call (an endpoint of api/cart-api.ts) with the action whose fallback text its
 * failure shows. Matched by name: the endpoints load with the first screen that calls them,
 * not with the store (they are not needed before the page is interactive).
 */
const CART_CALLS: Record<keyof typeof cartApi.endpoints, CartAction> = {
  getCart: 'fetch',
  addToCart: 'add',
  updateCartItem: 'update',
  removeFromCart: 'remove',
  clearCart: 'clear',
  setCartGift: 'gift',
  addCartCode: 'codes',
  removeCartCode: 'removeCode',
};

/** A step (pending, fulfilled, rejected) of a call to one of the cart's endpoints. */
interface CartCallAction {
  type: string;
  meta: {
    requestId: string;
    requestStatus: 'pending' | 'fulfilled' | 'rejected';
    condition?: boolean;
    arg: { endpointName: keyof typeof CART_CALLS };
  };
  payload?: unknown;
  error?: SerializedError;
}

function isCartCall(action: UnknownAction): action is UnknownAction & CartCallAction {
  const meta = (action as Partial<CartCallAction>).meta;
  return (
    action.type.startsWith(`${api.reducerPath}/execute`) &&
    typeof meta?.requestStatus === 'string' &&
    Object.hasOwn(CART_CALLS, meta.arg?.endpointName ?? '')
  );
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    clearCartError(state) {
      state.error = null;
    },
    /** Signed out: nothing of the previous shopper's failures stays on screen. */
    cartReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isCartCall, (state, action) => {
      const { requestId, requestStatus, condition, arg } = action.meta;
      state.requests = state.requests.filter((id) => id !== requestId);
      if (requestStatus === 'pending') {
        state.requests.push(requestId);
        state.error = null;
      }
      // A query that found its answer in the cache asked nothing and failed nothing.
      if (requestStatus !== 'rejected' || condition) return;
      const failure = failureOf(action.payload ?? action.error) ?? describeApiFailure(null);
      state.error = toCartError(CART_CALLS[arg.endpointName], failure);
    });
  },
});

export const { clearCartError, cartReset } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartUiState;
}
export const selectCartLoading = (state: WithCart) => state.cart.requests.length > 0;
export const selectCartError = (state: WithCart) => state.cart.error;
