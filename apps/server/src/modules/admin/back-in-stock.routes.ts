import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBackInStockSubscriptionSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminMarkHandledInputSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import {
  findBackInStockSubscription,
  listBackInStockSubscriptions,
  markBackInStockSubscription,
} from './back-in-stock.js';

export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/back-in-stock-subscriptions/',
    adminRoute({
      summary:
        'Notify-when-available subscriptions, newest first; filters state, handled, product_id, q',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminBackInStockSubscriptionSchema) },
    }),
    listHandler(db, 'back-in-stock-subscriptions', listBackInStockSubscriptions),
  );

  app.get(
    '/back-in-stock-subscriptions/:id/',
    adminRoute({
      summary: 'One subscription',
      params: adminIdParamsSchema,
      response: { 200: adminBackInStockSubscriptionSchema },
    }),
    findHandler(db, findBackInStockSubscription, 'admin.errors.notFound.subscription'),
  );

  app.put(
    '/back-in-stock-subscriptions/:id/',
    adminRoute({
      summary: 'Mark a subscription handled or unhandled (staff bookkeeping only)',
      params: adminIdParamsSchema,
      body: adminMarkHandledInputSchema,
      response: { 200: adminBackInStockSubscriptionSchema },
    }),
    async (request) =>
      markBackInStockSubscription(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.handled,
      ),
  );
};
