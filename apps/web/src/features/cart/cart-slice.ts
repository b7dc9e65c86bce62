import type { GiftCardRecipientInput, LinePhotoInput } from '@shop/contracts';
import type { UnknownAction } from 'redux';
import type { cartApi } from './api/cart-api';
import { actionOf } from '../../lib/actions';
import { api, failureOf } from '../../lib/api';
import { closeAuthPanels } from '../accounts';
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
  delivery: 'Failed to update cart',
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
 * codes, gift) lives only in the server-state cache (`getCart`); this slice knows which cart
 * calls are under way (spec §2: the buttons wait while the cart loads) and the last failed
 * one, until it is dismissed or another starts (spec §4: pending clears the error).
 */
interface CartUiState {
  /** The cart calls under way: their request ids and actions. */
  requests: { id: string; action: CartAction }[];
  error: CartError | null;
  /**
   * The gift message typed before "This is a gift" was unticked (the server forgets it then):
   * ticking the box again brings it back. Kept in memory until the visit ends, which paying
   * does (the payment page is another site).
   */
  keptGiftMessage: string | null;
  /** An add tapped while signed out: it is made once the shopper has signed in or up. */
  waitingAdd: WaitingAdd | null;
  /** The last add that worked, for the notice beside the cart button (issue 31). */
  lastAdded: LastAdded | null;
}

export interface WaitingAdd {
  productId: number;
  /** The chosen combination of a product with options (issue 29). */
  variantId?: number;
  quantity: number;
  personalization?: string;
  /** A money gift card's recipient, given with the add (issue 31). */
  giftCardRecipient?: GiftCardRecipientInput;
  /** The customer's uploaded photo and its placement (issue 29). */
  photo?: LinePhotoInput;
}

export interface LastAdded {
  /** The product's name in the cart's language. */
  name: string;
  /** Made after a sign-in it waited for. */
  afterSignIn: boolean;
  /** Tells one add from the next of the same product (the notice shows again). */
  serial: number;
}

const initialState: CartUiState = {
  requests: [],
  error: null,
  keptGiftMessage: null,
  waitingAdd: null,
  lastAdded: null,
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
  setCartDelivery: 'delivery',
};

/** A step (pending, fulfilled, rejected) of a call to one of the cart's endpoints. */
const isCartCall = api.isCallOf(Object.keys(CART_CALLS) as (keyof typeof CART_CALLS)[]);

export const clearCartError = actionOf('cart/clearCartError');
export const giftMessageKept = actionOf<string | null>('cart/giftMessageKept');
export const addWaitsForSignIn = actionOf<WaitingAdd | null>('cart/addWaitsForSignIn');
export const addedToCart = actionOf<Omit<LastAdded, 'serial'> | null>('cart/addedToCart');
/** Signed out: nothing of the previous shopper's failures stays on screen. */
export const cartReset = actionOf('cart/cartReset');

export function cartReducer(state = initialState, action: UnknownAction): CartUiState {
  if (clearCartError.match(action)) return { ...state, error: null };
  if (giftMessageKept.match(action)) return { ...state, keptGiftMessage: action.payload };
  if (addWaitsForSignIn.match(action)) return { ...state, waitingAdd: action.payload };
  if (addedToCart.match(action)) {
    const serial = (state.lastAdded?.serial ?? 0) + 1;
    return { ...state, lastAdded: action.payload && { ...action.payload, serial } };
  }
  if (cartReset.match(action)) return initialState;
  // The sign-in panels closed without signing in: the add that waited for it is dropped.
  if (closeAuthPanels.match(action)) return { ...state, waitingAdd: null };
  if (isCartCall(action)) {
    const { requestId, requestStatus, arg } = action.meta;
    const requests = state.requests.filter((request) => request.id !== requestId);
    if (requestStatus === 'pending') {
      requests.push({ id: requestId, action: CART_CALLS[arg.endpointName] });
      return { ...state, requests, error: null };
    }
    if (requestStatus !== 'rejected') return { ...state, requests };
    const failure = failureOf(action.payload) ?? describeApiFailure(null);
    return { ...state, requests, error: toCartError(CART_CALLS[arg.endpointName], failure) };
  }
  return state;
}

interface WithCart {
  cart: CartUiState;
}
export const selectCartLoading = (state: WithCart) => state.cart.requests.length > 0;
/**
 * A cart call other than a gift save is under way. Gift saves queue in order (cart-api.ts), so
 * the gift boxes need not wait for one: a tap on the wrapping box right after the message was
 * left (its save just sent) must tick it, not land on a disabled box.
 */
export const selectCartLoadingBesidesGift = (state: WithCart) =>
  state.cart.requests.some((request) => request.action !== 'gift');
export const selectKeptGiftMessage = (state: WithCart) => state.cart.keptGiftMessage;
export const selectWaitingAdd = (state: WithCart) => state.cart.waitingAdd;
export const selectLastAdded = (state: WithCart) => state.cart.lastAdded;
export const selectCartError = (state: WithCart) => state.cart.error;
