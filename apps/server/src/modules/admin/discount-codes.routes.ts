import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDiscountCodeCreateInputSchema,
  adminDiscountCodeInputSchema,
  adminDiscountCodeSchema,
  adminIdParamsSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  createDiscountCode,
  findDiscountCodeById,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes.js';

/** Discount codes (issue 17, ADR 0040). */
export const discountCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'discount-codes',
    list: {
      summary: 'Discount codes (issue 17, ADR 0040); filters q (the code) and active',
      row: adminDiscountCodeSchema,
      read: listDiscountCodes,
    },
    find: {
      summary: 'One discount code with its redemptions',
      record: adminDiscountCodeSchema,
      read: findDiscountCodeById,
      notFound: 'admin.errors.notFound.discountCode',
    },
  });

  app.post(
    '/discount-codes/',
    adminRoute({
      summary: 'Create a discount code: a percentage or an amount off the products',
      description:
        'The code is stored normalised (upper case, no spaces or dashes) and is unique. `value` is a whole percent 1 to 100, or euros off ("5.00").',
      body: adminDiscountCodeCreateInputSchema,
      response: { 201: adminDiscountCodeSchema },
    }),
    async (request, reply) => {
      const code = await createDiscountCode(app, currentUser(request).id, request.body);
      return reply.status(201).send(code);
    },
  );

  app.put(
    '/discount-codes/:id/',
    adminRoute({
      summary: "Change a discount code's rules, or deactivate it (`active: false`)",
      params: adminIdParamsSchema,
      body: adminDiscountCodeInputSchema,
      response: { 200: adminDiscountCodeSchema },
    }),
    async (request) =>
      updateDiscountCode(app, currentUser(request).id, request.params.id, request.body),
  );
};
