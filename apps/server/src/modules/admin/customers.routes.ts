import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerInputSchema,
  adminCustomerSchema,
  adminErasureSchema,
  adminIdParamsSchema,
  erasureResultSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  eraseAdminCustomer,
  findAdminCustomer,
  listAdminCustomers,
  updateAdminCustomer,
} from './customers.js';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'customers',
    list: {
      summary: 'Accounts; filters q (name, e-mail, phone) and is_staff',
      row: adminCustomerSchema,
      read: listAdminCustomers,
    },
    find: {
      summary: 'One account with its orders',
      record: adminCustomerDetailSchema,
      read: findAdminCustomer,
      notFound: 'admin.errors.notFound.customer',
    },
  });

  app.put(
    '/customers/:id/',
    adminRoute({
      summary: 'Make or unmake staff (not yourself)',
      params: adminIdParamsSchema,
      body: adminCustomerInputSchema,
      response: { 200: adminCustomerDetailSchema },
    }),
    async (request) =>
      updateAdminCustomer(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/erase/',
    adminRoute({
      summary: 'Erase an account on the customer’s request (GDPR art. 17), with a reason',
      description:
        'As DELETE /api/users/me/ does for the customer: sign-ins end, cart, links, subscriptions, contact messages and mails go, orders stay without e-mail address. Audited with the reason. 409 while a payment of the customer is open.',
      params: adminIdParamsSchema,
      body: adminErasureSchema,
      response: { 200: erasureResultSchema },
    }),
    async (request) =>
      eraseAdminCustomer(app, currentUser(request).id, request.params.id, request.body),
  );
};
