import type {
  AddToCart,
  Cart,
  CartDeliveryRequest,
  CartGiftRequest,
  Language,
} from '@shop/contracts';
import type { ApiDispatch } from '../../../lib/server-state/server-state';
import { api, withLazySchemas, type ApiRequest } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const CART_PATHS = {
  cart: '/api/cart/',
  add: '/api/cart/add/',
  update: (itemId: number) => `/api/cart/update/${itemId}/`,
  remove: (itemId: number) => `/api/cart/remove/${itemId}/`,
  clear: '/api/cart/clear/',
  gift: '/api/cart/gift/',
  delivery: '/api/cart/delivery/',
  codes: '/api/cart/codes/',
  code: (code: string) => `/api/cart/codes/${encodeURIComponent(code)}/`,
} as const;

/**
 * Every cart call answers the whole cart. Product names and personalisation labels come in
 * the interface language, so it is sent as `lang` (the spec's rule only lists the catalogue
 * and orders, but the cart shows the same names) and is the cart query's argument: another
 * language is another entry. The answer is checked with the lazily loaded schemas (zod stays
 * out of the first render).
 */
function cartRequest(language: Language, request: Omit<ApiRequest, 'check' | 'params'>) {
  return withLazySchemas({ ...request, params: { lang: language } }, (contracts, data) =>
    parseAnswer(contracts.cartSchema, data, request.url),
  );
}

/** A change to the cart: sent in the language its answer is shown in. */
type CartChange<Arg = unknown> = { language: Language } & Arg;

/**
 * Each gift save carries the whole choice (box, message, wrapping), so the last one made must
 * be the last one the server applies: a save waits for the one before it. Without this, the
 * box's save still on its way could land after the message's and blank it. Per store, named
 * by its dispatch (as `changesAnswered` below): another store's saves are another cart's.
 */
const giftSaves = new WeakMap<ApiDispatch, Promise<unknown>>();

/**
 * Counts the changes' answers written into a store's cache: a cart read under way while one
 * came may have been read before the change and would overwrite it (`readAgainIfOvertaken`).
 * Per store, named by its dispatch (the same function for every call of one store): another
 * store's changes (the server renderer's, a test's) say nothing of this one's reads.
 */
const changesAnswered = new WeakMap<ApiDispatch, number>();
const changesAnsweredIn = (dispatch: ApiDispatch) => changesAnswered.get(dispatch) ?? 0;

/**
 * A change's answer, the whole cart, becomes the cart query's entry in the language it was
 * asked in (the server's answer is the truth after every action; nothing is asked again). An
 * entry nobody reads (signed out meanwhile) is dropped at once, as the query's own.
 */
async function writeAnswer(
  { language }: CartChange,
  { dispatch, queryFulfilled }: { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: Cart }> },
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  changesAnswered.set(dispatch, changesAnsweredIn(dispatch) + 1);
  dispatch(
    cartApi.util.upsertQueryEntries([
      { endpointName: 'getCart', arg: language, value: answer.data },
    ]),
  );
}

/**
 * A cart read that was under way when a change's answer came may have been read before the
 * change, and its answer has just replaced the newer cart: it is read again. The sign-in that
 * an add asks for (the header's cart read starts with it, beside the add) made this race: the
 * badge said 0 after an add of 2.
 */
async function readAgainIfOvertaken(
  _language: Language,
  { dispatch, queryFulfilled }: { dispatch: ApiDispatch; queryFulfilled: Promise<unknown> },
): Promise<void> {
  const answeredBefore = changesAnsweredIn(dispatch);
  const read = await queryFulfilled.catch(() => null);
  if (read && changesAnsweredIn(dispatch) !== answeredBefore) {
    dispatch(cartApi.util.invalidateTags(['Cart']));
  }
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A change of the cart: its answer replaces the cart (`writeAnswer`). */
    const change = <Arg>(request: (arg: CartChange<Arg>) => Omit<ApiRequest, 'check' | 'params'>) =>
      build.mutation<Cart, CartChange<Arg>>({
        query: (arg) => cartRequest(arg.language, request(arg)),
        onQueryStarted: writeAnswer,
      });

    return {
      /**
       * GET /api/cart/ (spec §4): the signed-in shopper's cart. Skipped while signed out and
       * kept only while read (the header's badge reads it on every page), so signing out drops
       * it: no previous shopper's cart stays in the browser.
       */
      getCart: build.query<Cart, Language>({
        query: (language) => cartRequest(language, { url: CART_PATHS.cart }),
        providesTags: ['Cart'],
        keepUnusedDataFor: 0,
        onQueryStarted: readAgainIfOvertaken,
      }),
      addToCart: change<AddToCart>(({ language: _, ...payload }) => ({
        url: CART_PATHS.add,
        method: 'POST',
        body: payload,
      })),
      updateCartItem: change<{ itemId: number; quantity: number }>(({ itemId, quantity }) => ({
        url: CART_PATHS.update(itemId),
        method: 'PUT',
        body: { quantity },
      })),
      removeFromCart: change<{ itemId: number }>(({ itemId }) => ({
        url: CART_PATHS.remove(itemId),
        method: 'DELETE',
      })),
      clearCart: change(() => ({ url: CART_PATHS.clear, method: 'DELETE' })),
      /** Marks the cart as a gift, with its message and wrapping (issue 17), in save order. */
      setCartGift: build.mutation<Cart, CartChange<CartGiftRequest>>({
        queryFn: async (arg, { dispatch }, _extra, baseQuery) => {
          const { language, ...gift } = arg;
          const request = cartRequest(language, {
            url: CART_PATHS.gift,
            method: 'PUT',
            body: gift,
          });
          const save = (giftSaves.get(dispatch) ?? Promise.resolve()).then(() =>
            baseQuery(request),
          );
          giftSaves.set(
            dispatch,
            save.catch(() => undefined),
          );
          const result = await save;
          // The answer was checked against the cart's schema (`cartRequest`).
          return result.error ? { error: result.error } : { data: result.data as Cart };
        },
        onQueryStarted: writeAnswer,
      }),
      /** Chooses how the cart is delivered (issue 27): its answer carries the delivery line. */
      setCartDelivery: change<CartDeliveryRequest>(({ language: _, ...choice }) => ({
        url: CART_PATHS.delivery,
        method: 'PUT',
        body: choice,
      })),
      /** Puts a gift card or discount code on the cart (issue 17, ADR 0040). */
      addCartCode: change<{ code: string }>(({ code }) => ({
        url: CART_PATHS.codes,
        method: 'POST',
        body: { code },
      })),
      removeCartCode: change<{ code: string }>(({ code }) => ({
        url: CART_PATHS.code(code),
        method: 'DELETE',
      })),
    };
  },
});

export const {
  useGetCartQuery,
  useUpdateCartItemMutation,
  useRemoveFromCartMutation,
  useClearCartMutation,
  useSetCartGiftMutation,
  useSetCartDeliveryMutation,
  useAddCartCodeMutation,
  useRemoveCartCodeMutation,
} = cartApi;
