import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvoiceExportQuerySchema } from '@shop/contracts';
import { adminRoute } from './admin-route.js';
import { exportQuery, invoiceDocumentsZip, invoiceRegisterCsv } from '../../invoicing/index.js';

/** The accountant's downloads. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/exports/invoices/',
    adminRoute({
      summary:
        'For the accountant: the invoice and credit-note register of a month (issue dates in Brussels) as CSV (a header row; number, date, customer, taxable amount and VAT per rate, total; credit notes negative), or with `format=zip` the month’s PDFs as stored',
      querystring: adminInvoiceExportQuerySchema,
      produces: ['text/csv', 'application/zip'],
      // The bytes go out as they are.
      response: { 200: z.unknown().describe('The CSV or the zip') },
    }),
    async (request, reply) => {
      const { month, format } = exportQuery(request.query);
      reply.header('cache-control', 'no-store');
      if (format === 'zip') {
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="invoices-${month}.zip"`)
          .send(await invoiceDocumentsZip(db, month));
      }
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="invoices-${month}.csv"`)
        .send(await invoiceRegisterCsv(db, month));
    },
  );
};
