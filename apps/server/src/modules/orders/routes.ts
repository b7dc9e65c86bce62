import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersPageSchema, ordersQuerySchema } from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { listOwnOrders } from '../../orders/index.js';

const TAGS = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkout/orders/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's orders, newest first",
        description:
          'Product names in `lang` (the name ordered when the product is gone). A page past the last one answers the last page.',
        security: [{ bearerAuth: [] }],
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => listOwnOrders(app.database.db, currentUser(request).id, request.query),
  );
};
