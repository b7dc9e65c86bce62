import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryCreateInputSchema,
  adminCategoryInputSchema,
  adminCategorySchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  errorResponseSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  findAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './categories.js';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/categories/',
    adminRoute({
      summary: 'Categories in their order, with how many products each holds',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminCategorySchema) },
    }),
    listHandler(db, 'categories', listAdminCategories),
  );

  app.get(
    '/categories/:id/',
    adminRoute({
      summary: 'One category',
      params: adminIdParamsSchema,
      response: { 200: adminCategorySchema },
    }),
    findHandler(db, findAdminCategory, 'admin.errors.notFound.category'),
  );

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
