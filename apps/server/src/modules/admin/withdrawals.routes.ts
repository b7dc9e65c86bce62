import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalSchema } from '@shop/contracts';
import { readRoutes } from './admin-route.js';
import { findAdminWithdrawal, listAdminWithdrawals } from './withdrawals.js';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'withdrawals',
    list: {
      summary:
        'Customers’ withdrawals, newest first, with the refund deadline; filters order_id, user_id',
      row: adminWithdrawalSchema,
      read: listAdminWithdrawals,
    },
    find: {
      summary: 'One withdrawal',
      record: adminWithdrawalSchema,
      read: findAdminWithdrawal,
      notFound: 'admin.errors.notFound.withdrawal',
    },
  });
};
