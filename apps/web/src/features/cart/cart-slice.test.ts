import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import type { Cart } from '@shop/contracts';
import { ApiError } from '../../lib/api-client';
import {
  addToCart,
  cartReducer,
  cartReset,
  clearCart,
  clearCartError,
  fetchCart,
  removeFromCart,
  setCartGift,
  toCartError,
  updateCartItem,
  type CartState,
} from './cart-slice';
import { describeApiFailure } from '../../lib/api-failure';

const initial = cartReducer(undefined, { type: 'init' });

const cart: Cart = {
  items: [
    {
      id: 7,
      quantity: 2,
      personalization: 'Anna',
      withdrawal_right: false,
      unit_price: '49.90',
      line_total: '99.80',
      product: {
        id: 1,
        slug: 'engraved-oak-cutting-board',
        name: 'Engraved oak cutting board',
        price: '49.90',
        main_image_url: null,
        is_available: true,
        personalization: { mode: 'required', label: 'Name to engrave', max_length: 30 },
      },
    },
  ],
  total_price: '103.30',
  item_count: 2,
  vat_breakdown: [{ rate: '21', taxable_amount: '82.48', vat_amount: '17.32' }],
  gift: { is_gift: true, message: 'For Anna', wrapping: true },
  wrapping_total: '3.50',
  subtotal: '99.80',
  discount_total: '0.00',
  gift_card_total: '0.00',
  codes: [],
};

describe('cart slice (spec §3, §4, §8)', () => {
  it('starts empty with total 0.00, count 0, not loading and no error', () => {
    expect(initial).toEqual({
      items: [],
      total_price: '0.00',
      item_count: 0,
      vat_breakdown: [],
      gift: { is_gift: false, message: '', wrapping: false },
      wrapping_total: '0.00',
      subtotal: '0.00',
      discount_total: '0.00',
      gift_card_total: '0.00',
      codes: [],
      loading: false,
      error: null,
    });
  });

  it('pending sets loading and clears the error', () => {
    const failed: CartState = {
      ...initial,
      error: toCartError('fetch', describeApiFailure(new Error('x'))),
    };
    const state = cartReducer(failed, addToCart.pending('r', { product_id: 1 }));
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it('every fulfilled phase takes the whole cart from the answer', () => {
    for (const action of [
      fetchCart.fulfilled(cart, 'r'),
      addToCart.fulfilled(cart, 'r', { product_id: 1 }),
      updateCartItem.fulfilled(cart, 'r', { itemId: 7, quantity: 2 }),
      removeFromCart.fulfilled(cart, 'r', 8),
    ]) {
      expect(cartReducer({ ...initial, loading: true }, action)).toEqual({
        ...cart,
        loading: false,
        error: null,
      });
    }
    const cleared = cartReducer(
      { ...cart, loading: true, error: null },
      clearCart.fulfilled(
        {
          items: [],
          total_price: '0.00',
          item_count: 0,
          vat_breakdown: [],
          gift: { is_gift: false, message: '', wrapping: false },
          wrapping_total: '0.00',
          subtotal: '0.00',
          discount_total: '0.00',
          gift_card_total: '0.00',
          codes: [],
        },
        'r',
      ),
    );
    expect(cleared).toMatchObject({ items: [], total_price: '0.00', item_count: 0 });
  });

  it('falls back to an empty list, 0.00 and 0 for missing parts of an answer', () => {
    const partial = { items: undefined } as unknown as Cart;
    expect(
      cartReducer({ ...cart, loading: true, error: null }, fetchCart.fulfilled(partial, 'r')),
    ).toMatchObject({
      items: [],
      total_price: '0.00',
      item_count: 0,
    });
  });

  it("stores the server's message, or the spec's fallback text", () => {
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      url: '/api/cart/add/',
      body: {
        code: 'validation_error',
        detail: 'Please fill in the personalisation for this product.',
        personalization: ['Please fill in the personalisation for this product.'],
      },
    });
    expect(toCartError('add', describeApiFailure(refused))).toMatchObject({
      message: 'Please fill in the personalisation for this product.',
      fields: { personalization: ['Please fill in the personalisation for this product.'] },
      status: 400,
      fallback: false,
    });
    const offline = new ApiError({ kind: 'network', url: '/api/cart/' });
    expect(toCartError('fetch', describeApiFailure(offline))).toMatchObject({
      message: 'Failed to fetch cart',
      fallback: true,
    });
    expect(toCartError('add', describeApiFailure(offline)).message).toBe('Failed to add to cart');
    expect(toCartError('remove', describeApiFailure(offline)).message).toBe(
      'Failed to remove from cart',
    );
    expect(toCartError('update', describeApiFailure(offline)).message).toBe(
      'Failed to update cart',
    );
    expect(toCartError('clear', describeApiFailure(offline)).message).toBe('Failed to clear cart');
  });

  it('rejected stores the payload; the error can be cleared; reset empties the cart', () => {
    const error = toCartError(
      'update',
      describeApiFailure(new ApiError({ kind: 'timeout', url: '/api/cart/' })),
    );
    const failed = cartReducer(
      { ...cart, loading: true, error: null },
      updateCartItem.rejected(null, 'r', { itemId: 7, quantity: 3 }, error),
    );
    expect(failed.loading).toBe(false);
    expect(failed.error).toEqual(error);
    expect(failed.items).toEqual(cart.items);
    expect(cartReducer(failed, clearCartError()).error).toBeNull();
    expect(cartReducer(failed, cartReset())).toEqual(initial);
  });
});

describe('gift saves', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reach the server one after another, in the order they were made', async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = configureStore({ reducer: { cart: cartReducer } });
    const answer = (gift: Cart['gift']) =>
      new Response(JSON.stringify({ ...cart, gift }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });

    // The box ticked, then a message typed and left while the box's save is on its way.
    const box = store.dispatch(setCartGift({ is_gift: true, message: '', wrapping: false }));
    const message = store.dispatch(
      setCartGift({ is_gift: true, message: 'For Anna', wrapping: false }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ message: '' });
    answers[0]!(answer({ is_gift: true, message: '', wrapping: false }));
    await box;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({
      message: 'For Anna',
    });
    answers[1]!(answer({ is_gift: true, message: 'For Anna', wrapping: false }));
    await message;
    expect(store.getState().cart.gift.message).toBe('For Anna');
  });
});
