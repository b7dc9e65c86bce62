import type { AddToCart, Cart, CartGiftRequest } from '@shop/contracts';
import { parseAnswerLater, apiClient } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/language';

export const CART_PATHS = {
  cart: '/api/cart/',
  add: '/api/cart/add/',
  update: (itemId: number) => `/api/cart/update/${itemId}/`,
  remove: (itemId: number) => `/api/cart/remove/${itemId}/`,
  clear: '/api/cart/clear/',
  gift: '/api/cart/gift/',
  codes: '/api/cart/codes/',
  code: (code: string) => `/api/cart/codes/${encodeURIComponent(code)}/`,
} as const;

/**
 * Every cart call answers the whole cart. Product names and personalisation labels come in
 * the interface language, so it is sent as `lang` (the spec's rule only lists the catalogue
 * and orders, but the cart shows the same names).
 */
function options() {
  return { params: { lang: getCurrentLanguage() } };
}

function parseCart(answer: Promise<unknown>, url: string): Promise<Cart> {
  return parseAnswerLater((schemas) => schemas.cartSchema, answer, url);
}

export async function getCart(): Promise<Cart> {
  return parseCart(apiClient.get(CART_PATHS.cart, options()), CART_PATHS.cart);
}

export async function addToCart(payload: AddToCart): Promise<Cart> {
  return parseCart(apiClient.post(CART_PATHS.add, payload, options()), CART_PATHS.add);
}

export async function updateCartItem(itemId: number, quantity: number): Promise<Cart> {
  const url = CART_PATHS.update(itemId);
  return parseCart(apiClient.put(url, { quantity }, options()), url);
}

export async function removeCartItem(itemId: number): Promise<Cart> {
  const url = CART_PATHS.remove(itemId);
  return parseCart(apiClient.delete(url, options()), url);
}

export async function clearCart(): Promise<Cart> {
  return parseCart(apiClient.delete(CART_PATHS.clear, options()), CART_PATHS.clear);
}

/** Marks the cart as a gift, with its message and wrapping (issue 17). */
export async function setCartGift(payload: CartGiftRequest): Promise<Cart> {
  return parseCart(apiClient.put(CART_PATHS.gift, payload, options()), CART_PATHS.gift);
}

/** Puts a gift card or discount code on the cart (issue 17, ADR 0040). */
export async function addCartCode(code: string): Promise<Cart> {
  return parseCart(apiClient.post(CART_PATHS.codes, { code }, options()), CART_PATHS.codes);
}

export async function removeCartCode(code: string): Promise<Cart> {
  const url = CART_PATHS.code(code);
  return parseCart(apiClient.delete(url, options()), url);
}
