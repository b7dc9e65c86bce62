import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/contracts';
import { createAppStore } from '../../../app/store';
import { heldFetch, jsonResponse, sent, TEST_CART } from '../test-cart';
import { cartApi } from './cart-api';

const { getCart } = cartApi.endpoints;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function storeWithCart() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(TEST_CART)),
  );
  const store = createAppStore();
  // The header's badge: the cart is read, so it stays in the cache.
  const reader = store.dispatch(getCart.initiate('en'));
  return { store, reader };
}

const cartOf = (store: ReturnType<typeof createAppStore>, language: 'en' | 'nl' = 'en') =>
  getCart.select(language)(store.getState()).data;

describe('the cart in the server-state cache (spec §4, ADR 29, ADR 0106)', () => {
  it('reads the cart in the interface language and keeps the checked answer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(TEST_CART));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
    const reader = store.dispatch(getCart.initiate('nl'));
    await reader;
    expect(sent(fetchMock, 0)).toMatchObject({ url: '/api/cart/?lang=nl', method: 'GET' });
    expect(cartOf(store, 'nl')).toEqual(TEST_CART);
    reader.unsubscribe();
  });

  it('refuses an answer that is not a cart, as an invalid response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ items: 'none' })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    const reader = store.dispatch(getCart.initiate('en'));
    const result = await reader;
    expect(result.error).toMatchObject({ kind: 'invalidResponse' });
    expect(cartOf(store)).toBeUndefined();
    reader.unsubscribe();
  });

  it('each change sends its request and its answer becomes the cart, without asking again', async () => {
    const { store, reader } = storeWithCart();
    await reader;
    const { endpoints } = cartApi;
    const changes = [
      {
        action: endpoints.addToCart.initiate({ language: 'en', product_id: 1, quantity: 2 }),
        request: {
          url: '/api/cart/add/?lang=en',
          method: 'POST',
          body: { product_id: 1, quantity: 2 },
        },
      },
      {
        action: endpoints.updateCartItem.initiate({ language: 'en', itemId: 7, quantity: 3 }),
        request: { url: '/api/cart/update/7/?lang=en', method: 'PUT', body: { quantity: 3 } },
      },
      {
        action: endpoints.removeFromCart.initiate({ language: 'en', itemId: 7 }),
        request: { url: '/api/cart/remove/7/?lang=en', method: 'DELETE', body: undefined },
      },
      {
        action: endpoints.clearCart.initiate({ language: 'en' }),
        request: { url: '/api/cart/clear/?lang=en', method: 'DELETE', body: undefined },
      },
      {
        action: endpoints.setCartGift.initiate({
          language: 'en',
          is_gift: true,
          message: 'Hi',
          wrapping: false,
        }),
        request: {
          url: '/api/cart/gift/?lang=en',
          method: 'PUT',
          body: { is_gift: true, message: 'Hi', wrapping: false },
        },
      },
      {
        action: endpoints.addCartCode.initiate({ language: 'en', code: 'SUMMER10' }),
        request: { url: '/api/cart/codes/?lang=en', method: 'POST', body: { code: 'SUMMER10' } },
      },
      {
        action: endpoints.removeCartCode.initiate({ language: 'en', code: 'AB CD' }),
        request: { url: '/api/cart/codes/AB%20CD/?lang=en', method: 'DELETE', body: undefined },
      },
    ];
    for (const [index, { action, request }] of changes.entries()) {
      const answer: Cart = { ...TEST_CART, item_count: index + 10, total_price: `${index}.00` };
      const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(answer));
      vi.stubGlobal('fetch', fetchMock);
      await store.dispatch(action);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sent(fetchMock, 0)).toEqual(request);
      expect(cartOf(store)).toEqual(answer);
    }
    reader.unsubscribe();
  });

  it('a refused change leaves the cart as it was', async () => {
    const { store, reader } = storeWithCart();
    await reader;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ code: 'validation_error', detail: 'No.', quantity: ['Too many.'] }, 400),
      ),
    );
    const result = await store.dispatch(
      cartApi.endpoints.updateCartItem.initiate({ language: 'en', itemId: 7, quantity: 99 }),
    );
    expect(result.error).toMatchObject({ kind: 'refused', fields: { quantity: ['Too many.'] } });
    expect(cartOf(store)).toEqual(TEST_CART);
    reader.unsubscribe();
  });

  it('drops a cart nobody reads (signed out: the next shopper never sees it)', async () => {
    const { store, reader } = storeWithCart();
    await reader;
    expect(cartOf(store)).toEqual(TEST_CART);
    reader.unsubscribe();
    await vi.waitFor(() => expect(cartOf(store)).toBeUndefined());

    // A change answered after the sign-out leaves nothing behind either: its answer is put in
    // the cache, then dropped.
    const written = vi.spyOn(cartApi.util, 'upsertQueryEntries');
    await store.dispatch(
      cartApi.endpoints.addToCart.initiate({ language: 'en', product_id: 1, quantity: 1 }),
    );
    await vi.waitFor(() => expect(written).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(cartOf(store)).toBeUndefined());
  });
});

describe('gift saves', () => {
  it('reach the server one after another, in the order they were made', async () => {
    const { fetchMock, answers } = heldFetch();
    const store = createAppStore();
    const reader = store.dispatch(getCart.initiate('en'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answers[0]!(jsonResponse(TEST_CART));
    await reader;
    const { setCartGift } = cartApi.endpoints;

    // The box ticked, then a message typed and left while the box's save is on its way.
    const box = store.dispatch(
      setCartGift.initiate({ language: 'en', is_gift: true, message: '', wrapping: false }),
    );
    const message = store.dispatch(
      setCartGift.initiate({ language: 'en', is_gift: true, message: 'For Anna', wrapping: false }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock, 1).body).toMatchObject({ message: '' });
    // The message's save waits for the box's answer.
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answers[1]!(
      jsonResponse({ ...TEST_CART, gift: { is_gift: true, message: '', wrapping: false } }),
    );
    await box;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sent(fetchMock, 2).body).toMatchObject({ message: 'For Anna' });
    answers[2]!(
      jsonResponse({ ...TEST_CART, gift: { is_gift: true, message: 'For Anna', wrapping: false } }),
    );
    await message;
    expect(cartOf(store)?.gift.message).toBe('For Anna');
    reader.unsubscribe();
  });

  it("do not wait for another store's save (each store keeps its own order)", async () => {
    const { fetchMock, answers } = heldFetch();
    const store = createAppStore();
    const other = createAppStore();
    const { setCartGift } = cartApi.endpoints;

    const held = other.dispatch(
      setCartGift.initiate({ language: 'en', is_gift: true, message: '', wrapping: false }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const mine = store.dispatch(
      setCartGift.initiate({ language: 'en', is_gift: true, message: 'For Anna', wrapping: false }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock, 1).body).toMatchObject({ message: 'For Anna' });
    answers[1]!(
      jsonResponse({ ...TEST_CART, gift: { is_gift: true, message: 'For Anna', wrapping: false } }),
    );
    answers[0]!(jsonResponse(TEST_CART));
    await Promise.all([mine, held]);
  });
});

describe('a cart read overtaken by a change', () => {
  it('is read again when a change answered while it was on its way: the newer cart stays', async () => {
    const { fetchMock, answers } = heldFetch();
    const store = createAppStore();
    const empty = { ...TEST_CART, items: [], item_count: 0 };
    const added = { ...TEST_CART, item_count: 2 };

    // Signed in by an add: the badge's read and the add leave together.
    const reader = store.dispatch(getCart.initiate('nl'));
    const add = store.dispatch(
      cartApi.endpoints.addToCart.initiate({ language: 'nl', product_id: 1, quantity: 2 }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const readIndex = sent(fetchMock, 0).method === 'GET' ? 0 : 1;
    // The add answers first; the read, made before the add was stored, answers after it.
    answers[1 - readIndex]!(jsonResponse(added));
    await add;
    answers[readIndex]!(jsonResponse(empty));
    await reader;

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sent(fetchMock, 2)).toMatchObject({ url: '/api/cart/?lang=nl', method: 'GET' });
    answers[2]!(jsonResponse(added));
    await vi.waitFor(() => expect(cartOf(store, 'nl')?.item_count).toBe(2));
    reader.unsubscribe();
  });

  it('is not read again for a change another store answered (each store counts its own)', async () => {
    const { fetchMock, answers } = heldFetch();
    const store = createAppStore();
    const other = createAppStore();

    const reader = store.dispatch(getCart.initiate('nl'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const add = other.dispatch(
      cartApi.endpoints.addToCart.initiate({ language: 'nl', product_id: 1, quantity: 2 }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answers[1]!(jsonResponse({ ...TEST_CART, item_count: 2 }));
    await add;
    answers[0]!(jsonResponse(TEST_CART));
    await reader;

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(cartOf(store, 'nl')?.item_count).toBe(TEST_CART.item_count);
    reader.unsubscribe();
  });
});
