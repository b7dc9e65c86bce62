import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminProductInputSchema,
  adminProductSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import {
  createAdminProduct,
  deleteAdminProduct,
  findAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './products.js';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mediaDir = app.config.mediaDir;

  app.get(
    '/products/',
    adminRoute({
      summary:
        'Products, archived ones included; filters q, category_id, availability, is_available, in_stock, archived',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminProductSchema) },
    }),
    listHandler(db, 'products', listAdminProducts),
  );

  app.get(
    '/products/:id/',
    adminRoute({
      summary: 'One product with every translation and picture',
      params: adminIdParamsSchema,
      response: { 200: adminProductSchema },
    }),
    findHandler(db, findAdminProduct, 'admin.errors.notFound.product'),
  );

  app.post(
    '/products/',
    adminRoute({
      summary: 'Create a product (slug from the English name when empty)',
      body: adminProductInputSchema,
      response: { 201: adminProductSchema },
    }),
    async (request, reply) => {
      const product = await createAdminProduct(
        app,
        mediaDir,
        currentUser(request).id,
        request.body,
      );
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id/',
    adminRoute({
      summary: 'Replace a product’s fields and pictures',
      params: adminIdParamsSchema,
      body: adminProductInputSchema,
      response: { 200: adminProductSchema },
    }),
    async (request) =>
      updateAdminProduct(app, mediaDir, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/products/:id/',
    adminRoute({
      summary: 'Delete a product, or archive it when an order references it',
      params: adminIdParamsSchema,
      response: { 200: adminProductSchema },
    }),
    async (request) => deleteAdminProduct(app, currentUser(request).id, request.params.id),
  );
};
