import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  adminSalesQuerySchema,
  adminSalesSchema,
  adminTodaySchema,
} from '@shop/contracts';
import { adminRoute } from './admin-route.js';
import { dashboardFigures } from './dashboard.js';
import { salesFigures } from './sales.js';
import { todaysWork } from './today.js';

/** The dashboard: the figures at a glance, the day's work and the sales. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/dashboard/',
    adminRoute({
      summary: 'The shop’s figures at a glance',
      response: { 200: adminDashboardSchema },
    }),
    async () => dashboardFigures(db),
  );

  app.get(
    '/dashboard/today/',
    adminRoute({
      summary:
        'The day’s work: orders to make and ship (oldest first, with personalisations), withdrawals waiting for their refund (nearest deadline first, days left), failed mails, unhandled contact messages, products out of or low on stock',
      response: { 200: adminTodaySchema },
    }),
    async () => todaysWork(db),
  );

  app.get(
    '/dashboard/sales/',
    adminRoute({
      summary:
        'Sales per day over the last 30 or 90 days (paid less refunded, VAT apart) and the best-selling products, names in `lang`',
      querystring: adminSalesQuerySchema,
      response: { 200: adminSalesSchema },
    }),
    async (request) => salesFigures(db, request.query.days, request.query.lang),
  );
};
