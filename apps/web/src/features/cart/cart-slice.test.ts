import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { describeApiFailure } from '../../lib/api-failure';
import { cartApi } from './api/cart-api';
import {
  cartReducer,
  cartReset,
  clearCartError,
  selectCartError,
  selectCartLoading,
  toCartError,
} from './cart-slice';
import { heldFetch, jsonResponse, TEST_CART } from './test-cart';

const { getCart, addToCart, updateCartItem, removeFromCart, clearCart, setCartGift } =
  cartApi.endpoints;

// Failures are logged in development builds; the assertions look at the state instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answering(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => response()),
  );
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the cart’s screen state (spec §3, §4, §8)', () => {
  it('starts with nothing under way and no error', () => {
    const state = { cart: cartReducer(undefined, { type: 'init' }) };
    expect(selectCartLoading(state)).toBe(false);
    expect(selectCartError(state)).toBeNull();
  });

  it('a cart call under way sets loading and clears the error; its answer ends loading', async () => {
    const store = createAppStore();
    answering(offline);
    await store.dispatch(addToCart.initiate({ language: 'en', product_id: 1 }));
    expect(selectCartError(store.getState())).toMatchObject({ action: 'add' });

    const { answers } = heldFetch();
    const update = store.dispatch(
      updateCartItem.initiate({ language: 'en', itemId: 7, quantity: 3 }),
    );
    expect(selectCartLoading(store.getState())).toBe(true);
    expect(selectCartError(store.getState())).toBeNull();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(jsonResponse(TEST_CART));
    await update;
    expect(selectCartLoading(store.getState())).toBe(false);
    expect(selectCartError(store.getState())).toBeNull();
  });

  it('loading lasts while the cart is read, and while any change is under way', async () => {
    const store = createAppStore();
    const { answers } = heldFetch();
    const reader = store.dispatch(getCart.initiate('en'));
    const gift = store.dispatch(
      setCartGift.initiate({ language: 'en', is_gift: true, message: '', wrapping: false }),
    );
    expect(selectCartLoading(store.getState())).toBe(true);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(jsonResponse(TEST_CART));
    await reader;
    expect(selectCartLoading(store.getState())).toBe(true);
    answers[1]!(jsonResponse(TEST_CART));
    await gift;
    expect(selectCartLoading(store.getState())).toBe(false);
    reader.unsubscribe();
  });

  it('a failed call keeps its action and the spec’s fallback text when the server said nothing', async () => {
    const store = createAppStore();
    answering(offline);
    const calls = [
      [
        'fetch',
        () => store.dispatch(getCart.initiate('en', { subscribe: false })),
        'Failed to fetch cart',
      ],
      [
        'add',
        () => store.dispatch(addToCart.initiate({ language: 'en', product_id: 1 })),
        'Failed to add to cart',
      ],
      [
        'remove',
        () => store.dispatch(removeFromCart.initiate({ language: 'en', itemId: 7 })),
        'Failed to remove from cart',
      ],
      [
        'update',
        () => store.dispatch(updateCartItem.initiate({ language: 'en', itemId: 7, quantity: 2 })),
        'Failed to update cart',
      ],
      [
        'clear',
        () => store.dispatch(clearCart.initiate({ language: 'en' })),
        'Failed to clear cart',
      ],
    ] as const;
    for (const [action, call, message] of calls) {
      await call();
      expect(selectCartError(store.getState())).toEqual({
        action,
        message,
        fields: {},
        status: 0,
        fallback: true,
      });
    }
  });

  it("keeps the server's message and field messages; the error can be cleared, and is dropped on sign-out", async () => {
    const store = createAppStore();
    answering(() =>
      jsonResponse(
        {
          code: 'validation_error',
          detail: 'Please fill in the personalisation for this product.',
          personalization: ['Please fill in the personalisation for this product.'],
        },
        400,
      ),
    );
    await store.dispatch(addToCart.initiate({ language: 'en', product_id: 1 }));
    expect(selectCartError(store.getState())).toEqual({
      action: 'add',
      message: 'Please fill in the personalisation for this product.',
      fields: { personalization: ['Please fill in the personalisation for this product.'] },
      status: 400,
      fallback: false,
    });
    store.dispatch(clearCartError());
    expect(selectCartError(store.getState())).toBeNull();

    await store.dispatch(addToCart.initiate({ language: 'en', product_id: 1 }));
    store.dispatch(cartReset());
    expect(selectCartError(store.getState())).toBeNull();
  });

  it("reads any failure as the server's message or the spec's fallback", () => {
    const offlineError = new ApiError({ kind: 'network', url: '/api/cart/' });
    expect(toCartError('update', describeApiFailure(offlineError)).message).toBe(
      'Failed to update cart',
    );
    const timeout = new ApiError({ kind: 'timeout', url: '/api/cart/' });
    expect(toCartError('gift', describeApiFailure(timeout))).toMatchObject({
      message: 'Failed to update cart',
      fallback: true,
    });
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      url: '/api/cart/codes/',
      body: { code: 'validation_error', detail: 'The code NOPE does not exist.' },
    });
    expect(toCartError('codes', describeApiFailure(refused))).toMatchObject({
      message: 'The code NOPE does not exist.',
      status: 400,
      fallback: false,
    });
  });
});
