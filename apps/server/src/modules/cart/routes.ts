import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  cartGiftRequestSchema,
  cartItemParamsSchema,
  cartQuerySchema,
  cartSchema,
  errorResponseSchema,
  updateCartItemSchema,
} from '@shop/contracts';
import { accessClaimsOf, currentUser, unknownAccountError } from '../../plugins/auth.js';
import { cartLanguage } from './messages.js';
import {
  addItem,
  clearCart,
  getCartOfAccount,
  removeItem,
  setGiftChoice,
  updateItem,
} from './service.js';

const TAGS = ['cart'];
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
