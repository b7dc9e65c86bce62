import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvoiceExportQuerySchema, adminQuarterExportQuerySchema } from '@shop/contracts';
import { adminRoute } from './admin-route.js';
import {
  exportQuery,
  invoiceDocumentsZip,
  intraCommunityListingCsv,
  invoiceRegisterCsv,
  ossReportCsv,
} from '../../invoicing/index.js';

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

  app.get(
    '/exports/oss/',
    adminRoute({
      summary:
        'For the accountant: the One-Stop Shop return of a quarter as CSV (ADR 0093): per country of consumption and VAT rate, the taxable amount and the VAT of the sales that owed that country’s VAT; credit notes subtract in their quarter (issue dates in Brussels)',
      querystring: adminQuarterExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.unknown().describe('The CSV') },
    }),
    async (request, reply) => {
      const csv = await ossReportCsv(db, request.query.quarter);
      return reply
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="oss-${request.query.quarter}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/exports/intra-community/',
    adminRoute({
      summary:
        'For the accountant: the intra-Community listing of a quarter as CSV (ADR 0094): per buyer VAT number, the goods supplied under reverse charge (code L) without VAT, delivery included; credit notes subtract in their quarter (issue dates in Brussels)',
      querystring: adminQuarterExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.unknown().describe('The CSV') },
    }),
    async (request, reply) => {
      const csv = await intraCommunityListingCsv(db, request.query.quarter);
      return reply
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8; header=present')
        .header(
          'content-disposition',
          `attachment; filename="intra-community-${request.query.quarter}.csv"`,
        )
        .send(csv);
    },
  );
};
