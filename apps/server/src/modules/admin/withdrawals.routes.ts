import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalSchema } from '@shop/contracts';
import { readRoutes } from './admin-route.js';
import { findStaffWithdrawal } from '../../orders/index.js';
import { listAdminWithdrawals } from './withdrawals.js';

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
      read: findStaffWithdrawal,
      notFound: 'admin.errors.notFound.withdrawal',
    },
  });
};
