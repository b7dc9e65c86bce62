import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuerySchema, adminSearchResultsSchema } from '@shop/contracts';
import { adminRoute } from './admin-route.js';
import { searchEverything } from './search.js';

/** One search box over orders, customers and products. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/search/',
    adminRoute({
      summary:
        'Search everything: an order by number, a customer by name or e-mail, a product by name in any language',
      querystring: adminSearchQuerySchema,
      response: { 200: adminSearchResultsSchema },
    }),
    async (request) => searchEverything(db, request.query.q),
  );
};
