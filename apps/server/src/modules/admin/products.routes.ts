import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageFor } from '../../storage/index.js';
import { adminIdParamsSchema, adminProductInputSchema, adminProductSchema } from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  createAdminProduct,
  deleteAdminProduct,
  findAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './products.js';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = storageFor(app.config.storage);

  readRoutes(app, {
    resource: 'products',
    list: {
      summary:
        'Products, archived ones included; filters q, category_id, availability, is_available, in_stock, archived',
      row: adminProductSchema,
      read: listAdminProducts,
    },
    find: {
      summary: 'One product with every translation and picture',
      record: adminProductSchema,
      read: findAdminProduct,
      notFound: 'admin.errors.notFound.product',
    },
  });

  app.post(
    '/products/',
    adminRoute({
      summary: 'Create a product (slug from the English name when empty)',
      body: adminProductInputSchema,
      response: { 201: adminProductSchema },
    }),
    async (request, reply) => {
      const product = await createAdminProduct(app, media, currentUser(request).id, request.body);
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
      updateAdminProduct(app, media, currentUser(request).id, request.params.id, request.body),
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
