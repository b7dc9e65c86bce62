import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddToCart, Cart, CartGift, CartGiftRequest, CartItem } from '@shop/contracts';
import { describeApiFailure, isHttpFailure, type ApiFailure } from '../../lib/api-failure';
import * as api from './api/cart-api';

/** Spec §8: what a failed cart action stores when the server sent no message of its own. */
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
export type CartAction = keyof typeof CART_FALLBACK_ERRORS;

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

export interface CartState {
  items: CartItem[];
  /** Spec §3: a string, "0.00" initially. */
  total_price: string;
  item_count: number;
  /** The VAT the total includes, per rate. */
  vat_breakdown: Cart['vat_breakdown'];
  /** Issue 17: is it a gift, its message, wrapping; wrapping's price is in total_price. */
  gift: CartGift;
  wrapping_total: string;
  /** Issue 17 (ADR 0040): the product lines before the discount, and what codes take off. */
  subtotal: string;
  discount_total: string;
  gift_card_total: string;
  codes: Cart['codes'];
  loading: boolean;
  error: CartError | null;
}

const NO_GIFT: CartGift = { is_gift: false, message: '', wrapping: false };

const initialState: CartState = {
  items: [],
  total_price: '0.00',
  item_count: 0,
  vat_breakdown: [],
  gift: NO_GIFT,
  wrapping_total: '0.00',
  subtotal: '0.00',
  discount_total: '0.00',
  gift_card_total: '0.00',
  codes: [],
  loading: false,
  error: null,
};

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

function thunk<Arg>(action: CartAction, call: (arg: Arg) => Promise<Cart>) {
  return createAsyncThunk<Cart, Arg, { rejectValue: CartError }>(
    `cart/${action}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await call(arg);
      } catch (error) {
        return rejectWithValue(toCartError(action, describeApiFailure(error)));
      }
    },
  );
}

export const fetchCart = thunk<void>('fetch', () => api.getCart());
export const addToCart = thunk<AddToCart>('add', (payload) => api.addToCart(payload));
export const updateCartItem = thunk<{ itemId: number; quantity: number }>(
  'update',
  ({ itemId, quantity }) => api.updateCartItem(itemId, quantity),
);
export const removeFromCart = thunk<number>('remove', (itemId) => api.removeCartItem(itemId));
export const clearCart = thunk<void>('clear', () => api.clearCart());
/**
 * Each gift save carries the whole choice (box, message, wrapping), so the last one made must
 * be the last one the server applies: a save waits for the one before it. Without this, the
 * box's save still on its way could land after the message's and blank it.
 */
let giftSaves: Promise<unknown> = Promise.resolve();
export const setCartGift = thunk<CartGiftRequest>('gift', (payload) => {
  const save = giftSaves.then(() => api.setCartGift(payload));
  giftSaves = save.catch(() => undefined);
  return save;
});
export const addCartCode = thunk<string>('codes', (code) => api.addCartCode(code));
export const removeCartCode = thunk<string>('removeCode', (code) => api.removeCartCode(code));

/**
 * Spec §4 with the rule that the server's answer is the truth after every action:
 * each call answers the whole cart, so every fulfilled phase replaces the cart from it, with
 * the spec's fallbacks (empty list, "0.00", 0) for missing parts.
 */
function replaceFromAnswer(state: CartState, answer: Partial<Cart> | undefined) {
  state.items = answer?.items ?? [];
  state.total_price = answer?.total_price ?? '0.00';
  state.item_count = Math.max(0, answer?.item_count ?? 0);
  state.vat_breakdown = answer?.vat_breakdown ?? [];
  state.gift = answer?.gift ?? NO_GIFT;
  state.wrapping_total = answer?.wrapping_total ?? '0.00';
  state.subtotal = answer?.subtotal ?? '0.00';
  state.discount_total = answer?.discount_total ?? '0.00';
  state.gift_card_total = answer?.gift_card_total ?? '0.00';
  state.codes = answer?.codes ?? [];
  state.loading = false;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    clearCartError(state) {
      state.error = null;
    },
    /** Signed out: nothing of the previous shopper's cart stays on screen. */
    cartReset() {
      return initialState;
    },
    /** Shows a failure found before any call (a required personalisation left empty). */
    cartErrorShown(state, action: PayloadAction<CartError>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    const thunks = [
      ['fetch', fetchCart],
      ['add', addToCart],
      ['update', updateCartItem],
      ['remove', removeFromCart],
      ['clear', clearCart],
      ['gift', setCartGift],
      ['codes', addCartCode],
      ['removeCode', removeCartCode],
    ] as const;
    for (const [name, action] of thunks) {
      builder
        .addCase(action.pending, (state) => {
          state.loading = true;
          state.error = null;
        })
        .addCase(action.fulfilled, (state, { payload }) => replaceFromAnswer(state, payload))
        .addCase(action.rejected, (state, { payload }) => {
          state.loading = false;
          state.error = payload ?? toCartError(name, describeApiFailure(undefined));
        });
    }
  },
});

export const { clearCartError, cartReset, cartErrorShown } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}
export const selectCart = (state: WithCart) => state.cart;
export const selectCartItemCount = (state: WithCart) => state.cart.item_count;
export const selectCartLoading = (state: WithCart) => state.cart.loading;
export const selectCartError = (state: WithCart) => state.cart.error;
