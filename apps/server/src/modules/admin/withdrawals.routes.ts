import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, adminListQuerySchema, adminWithdrawalSchema } from '@shop/contracts';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import { findAdminWithdrawal, listAdminWithdrawals } from './withdrawals.js';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/withdrawals/',
    adminRoute({
      summary:
        'Customers’ withdrawals, newest first, with the refund deadline; filters order_id, user_id',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminWithdrawalSchema) },
    }),
    listHandler(db, 'withdrawals', listAdminWithdrawals),
  );

  app.get(
    '/withdrawals/:id/',
    adminRoute({
      summary: 'One withdrawal',
      params: adminIdParamsSchema,
      response: { 200: adminWithdrawalSchema },
    }),
    findHandler(db, findAdminWithdrawal, 'admin.errors.notFound.withdrawal'),
  );
};
