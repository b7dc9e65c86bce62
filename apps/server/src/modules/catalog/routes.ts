import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuerySchema, productListSchema } from '@shop/contracts';
import { listProducts } from './queries.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The catalogue, names and descriptions in the requested language',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => listProducts(app.database.db, request.query),
  );
};
