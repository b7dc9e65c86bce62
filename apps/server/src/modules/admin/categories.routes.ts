import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryCreateInputSchema,
  adminCategoryInputSchema,
  adminCategorySchema,
  adminIdParamsSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  findAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './categories.js';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'categories',
    list: {
      summary: 'Categories in their order, with how many products each holds',
      row: adminCategorySchema,
      read: listAdminCategories,
    },
    find: {
      summary: 'One category',
      record: adminCategorySchema,
      read: findAdminCategory,
      notFound: 'admin.errors.notFound.category',
    },
  });

  app.put(
    '/categories/:id/',
    adminRoute({
      summary: 'Rename a category or change its place',
      params: adminIdParamsSchema,
      body: adminCategoryInputSchema,
      response: { 200: adminCategorySchema },
    }),
    async (request) =>
      updateAdminCategory(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/categories/',
    adminRoute({
      summary: 'Create a category (slug from the English name when empty)',
      body: adminCategoryCreateInputSchema,
      response: { 201: adminCategorySchema },
    }),
    async (request, reply) => {
      const category = await createAdminCategory(app, currentUser(request).id, request.body);
      return reply.status(201).send(category);
    },
  );

  app.delete(
    '/categories/:id/',
    adminRoute({
      summary: 'Delete a category no product uses (409 otherwise)',
      params: adminIdParamsSchema,
      response: { 200: adminCategorySchema, 409: errorResponseSchema },
    }),
    async (request) => deleteAdminCategory(app, currentUser(request).id, request.params.id),
  );
};
