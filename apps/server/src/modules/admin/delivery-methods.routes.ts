import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliveryMethodCreateInputSchema,
  adminDeliveryMethodInputSchema,
  adminDeliveryMethodSchema,
  adminIdParamsSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  createDeliveryMethod,
  deleteDeliveryMethod,
  findDeliveryMethodById,
  listDeliveryMethods,
  updateDeliveryMethod,
} from './delivery-methods.js';

const RATES_RULE =
  'Each rate is a country the shop delivers to (SHIPPING_COUNTRIES), once, with a price of 0 or more and an optional free-delivery threshold above 0; the estimate is in Belgian working days, from ≤ to.';

/** Delivery methods and their rates per country (issue 27, ADR 0075, ADR 0091). */
export const deliveryMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'delivery-methods',
    list: {
      summary: 'Delivery methods with their rates; filters q (code or name) and active',
      row: adminDeliveryMethodSchema,
      read: listDeliveryMethods,
    },
    find: {
      summary: 'One delivery method with its rates',
      record: adminDeliveryMethodSchema,
      read: findDeliveryMethodById,
      notFound: 'admin.errors.notFound.deliveryMethod',
    },
  });

  app.post(
    '/delivery-methods/',
    adminRoute({
      summary: 'Create a delivery method with its rates',
      description: `The code is unique and fixed once made. ${RATES_RULE}`,
      body: adminDeliveryMethodCreateInputSchema,
      response: { 201: adminDeliveryMethodSchema },
    }),
    async (request, reply) => {
      const method = await createDeliveryMethod(app, currentUser(request).id, request.body);
      return reply.status(201).send(method);
    },
  );

  app.put(
    '/delivery-methods/:id/',
    adminRoute({
      summary: 'Change a delivery method and replace its rates, or deactivate it (`active: false`)',
      description: RATES_RULE,
      params: adminIdParamsSchema,
      body: adminDeliveryMethodInputSchema,
      response: { 200: adminDeliveryMethodSchema },
    }),
    async (request) =>
      updateDeliveryMethod(app, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/delivery-methods/:id/',
    adminRoute({
      summary: 'Delete a delivery method no order used (409 otherwise: deactivate it)',
      params: adminIdParamsSchema,
      response: { 200: adminDeliveryMethodSchema, 409: errorResponseSchema },
    }),
    async (request) => deleteDeliveryMethod(app, currentUser(request).id, request.params.id),
  );
};
