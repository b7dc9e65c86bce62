import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBackInStockSubscriptionSchema,
  adminIdParamsSchema,
  adminMarkHandledInputSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  findBackInStockSubscription,
  listBackInStockSubscriptions,
  markBackInStockSubscription,
} from './back-in-stock.js';

export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'back-in-stock-subscriptions',
    list: {
      summary:
        'Notify-when-available subscriptions, newest first; filters state, handled, product_id, q',
      row: adminBackInStockSubscriptionSchema,
      read: listBackInStockSubscriptions,
    },
    find: {
      summary: 'One subscription',
      record: adminBackInStockSubscriptionSchema,
      read: findBackInStockSubscription,
      notFound: 'admin.errors.notFound.subscription',
    },
  });

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
