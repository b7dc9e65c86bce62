import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEInvoiceSchema,
  adminIdParamsSchema,
  adminMarkHandledInputSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import { findEInvoice, listEInvoices, markEInvoiceHandedIn } from './e-invoices.js';

export const eInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'e-invoices',
    list: {
      summary:
        "Belgian companies' Peppol e-invoices, the ones waiting to be handed in first; filters q and state",
      row: adminEInvoiceSchema,
      read: listEInvoices,
    },
    find: {
      summary: 'One e-invoice on its way to Peppol',
      record: adminEInvoiceSchema,
      read: findEInvoice,
      notFound: 'admin.errors.notFound.eInvoice',
    },
  });

  app.put(
    '/e-invoices/:id/',
    adminRoute({
      summary:
        'Mark an e-invoice handed in to Peppol by hand (by you, now), or back to waiting; one the access point sent stays sent',
      params: adminIdParamsSchema,
      body: adminMarkHandledInputSchema,
      response: { 200: adminEInvoiceSchema },
    }),
    async (request) =>
      markEInvoiceHandedIn(app, currentUser(request).id, request.params.id, request.body.handled),
  );
};
