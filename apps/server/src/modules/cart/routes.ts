import { findPickupPoint, pickupPointSnapshot } from '../../carriers/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  cartCodeParamsSchema,
  cartCodeRequestSchema,
  cartDeliveryRequestSchema,
  cartGiftRequestSchema,
  cartItemParamsSchema,
  cartQuerySchema,
  cartSchema,
  errorResponseSchema,
  updateCartItemSchema,
} from '@shop/contracts';
import { accessClaimsOf, currentUser, unknownAccountError } from '../../plugins/auth.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { serverText } from '../../i18n/texts.js';
import { cartLanguage } from './messages.js';
import {
  addCode,
  addItem,
  clearCart,
  removeCode,
  getCartOfAccount,
  removeItem,
  setDeliveryChoice,
  setGiftChoice,
  updateItem,
} from './service.js';

const TAGS = ['cart'];

/**
 * A pick-up point on the carrier's list (the carrier seam, ADR 0078), as the cart and the order
 * keep it; null when the carrier does not know it, which refuses it on `pickup_point_id`.
 */
async function carrierPickupPoint(country: string, id: string) {
  const point = await findPickupPoint(country, id);
  return point ? pickupPointSnapshot(point) : null;
}
const SECURITY = [{ bearerAuth: [] }];
const ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The signed-in customer's cart (spec §7). Every call answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/cart/',
    {
      // The cart's query confirms the account itself: one round trip for the whole read.
      preHandler: app.authenticateToken,
      schema: {
        tags: TAGS,
        summary: 'The cart: lines priced from the catalogue, total and item count',
        security: SECURITY,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = accessClaimsOf(request);
      const cart = await getCartOfAccount(
        db,
        { id: userId, sessionId },
        cartLanguage(request, request.query.lang),
      );
      // A well-signed token of an account deleted or a sign-in ended since: the answer
      // `authenticate` gives.
      if (!cart) throw unknownAccountError(reply);
      return cart;
    },
  );

  app.post(
    '/cart/add/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Add a product, optionally with a personalisation text',
        description:
          'The same product with the same text adds to its line; another text makes a new line. ' +
          'A line holds 1 to 10, and never more than the stock of a product that tracks it: ' +
          'beyond that the add is refused (409) with the amount that can still be added.',
        security: SECURITY,
        querystring: cartQuerySchema,
        body: addToCartSchema,
        response: { 200: cartSchema, ...ERRORS },
      },
    },
    async (request) =>
      addItem(db, currentUser(request), cartLanguage(request, request.query.lang), {
        productId: request.body.product_id,
        quantity: request.body.quantity,
        personalization: request.body.personalization ?? '',
        giftCardRecipient: request.body.gift_card_recipient ?? null,
        giftCardValidityMonths: app.config.giftCardValidityMonths,
        variantId: request.body.variant_id ?? null,
        photo: request.body.photo,
      }),
  );

  app.put(
    '/cart/update/:item_id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "Set a line's quantity; 0 or less removes the line",
        security: SECURITY,
        params: cartItemParamsSchema,
        querystring: cartQuerySchema,
        body: updateCartItemSchema,
        response: { 200: cartSchema, ...ERRORS },
      },
    },
    async (request) =>
      updateItem(
        db,
        currentUser(request),
        cartLanguage(request, request.query.lang),
        request.params.item_id,
        request.body.quantity,
      ),
  );

  app.delete(
    '/cart/remove/:item_id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Remove a line',
        security: SECURITY,
        params: cartItemParamsSchema,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      removeItem(
        db,
        currentUser(request),
        cartLanguage(request, request.query.lang),
        request.params.item_id,
      ),
  );

  app.put(
    '/cart/gift/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Mark the cart as a gift, with a message and wrapping',
        description:
          'The message follows the free-text rule (at most 300 characters as people count ' +
          'them, lines allowed). Wrapping costs what staff set (GET /api/settings/) and is ' +
          'added to the total once. `is_gift: false` clears the message and the wrapping.',
        security: SECURITY,
        querystring: cartQuerySchema,
        body: cartGiftRequestSchema,
        response: { 200: cartSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      setGiftChoice(db, currentUser(request), cartLanguage(request, request.query.lang), {
        isGift: request.body.is_gift,
        message: request.body.message ?? '',
        wrapping: request.body.wrapping ?? false,
      }),
  );

  app.put(
    '/cart/delivery/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Choose how the cart is delivered: a method, the country and a pick-up point',
        description:
          'The methods offered per country are GET /api/delivery/methods/. A method not offered ' +
          "there, a country not delivered or a pick-up point not on the carrier's list is a 400 " +
          'on its field. The answer is the cart with `delivery` and `delivery_total`, which ' +
          "`total_price` includes (free from the method's threshold on the products after discount).",
        security: SECURITY,
        querystring: cartQuerySchema,
        body: cartDeliveryRequestSchema,
        response: { 200: cartSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      setDeliveryChoice(
        db,
        currentUser(request),
        cartLanguage(request, request.query.lang),
        {
          method: request.body.method,
          country: request.body.country,
          pickupPointId: request.body.pickup_point_id,
        },
        { shippingCountries: app.config.shippingCountries, findPickupPoint: carrierPickupPoint },
      ),
  );

  app.post(
    '/cart/codes/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Put a gift card or discount code on the cart',
        description:
          'One field for both (ADR 0040): case, spaces and dashes are ignored; a code of the gift ' +
          'card shape (16 symbols) is a card, anything else a discount code. One discount code ' +
          'per cart, several gift cards. An unknown, expired, used-up or not-yet-valid code is ' +
          'a 400 saying which on `code`; refused codes are rate-limited per account and per IP ' +
          '(429 with Retry-After).',
        security: SECURITY,
        querystring: cartQuerySchema,
        body: cartCodeRequestSchema,
        response: { 200: cartSchema, ...ERRORS, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = cartLanguage(request, request.query.lang);
      const { perAccount, perIp, windowSeconds } = app.config.rateLimits.codes;
      const keys = [`codes:account:${user.id}`, `codes:ip:${request.ip}`];
      await enforceRateLimits(
        app,
        reply,
        [
          { key: keys[0]!, rule: { limit: perAccount, windowSeconds } },
          { key: keys[1]!, rule: { limit: perIp, windowSeconds } },
        ],
        () => serverText(language, 'cart.codes.tooManyAttempts'),
      );
      const cart = await addCode(db, user, language, request.body.code);
      // Only refused codes count towards the limit: an accepted one is given back.
      await app.rateLimiter.refund(keys);
      return cart;
    },
  );

  app.delete(
    '/cart/codes/:code/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Take a gift card or discount code off the cart',
        security: SECURITY,
        params: cartCodeParamsSchema,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      removeCode(
        db,
        currentUser(request),
        cartLanguage(request, request.query.lang),
        request.params.code,
      ),
  );

  app.delete(
    '/cart/clear/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Remove every line',
        security: SECURITY,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      clearCart(db, currentUser(request), cartLanguage(request, request.query.lang)),
  );
};
