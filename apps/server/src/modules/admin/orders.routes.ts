import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminOrderDetailSchema,
  adminOrderInputSchema,
  adminOrderSchema,
  errorResponseSchema,
  adminOrderLineParamsSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import type { Payments } from '../../payments/stripe.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import {
  changeOrderStatus,
  findAdminOrder,
  listAdminOrders,
  shipOrderWithLabel,
} from './orders.js';
import { findLinePhoto, shippingLabelPdf } from '../../orders/index.js';
import { linePrintReady } from '../../photo-compositions/index.js';
import { storageFor } from '../../storage/index.js';
import { packingSlipPdf } from './packing-slips.js';
import { requestLanguage } from '../../i18n/request-language.js';

export const ordersRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (
  app,
  { payments },
) => {
  const db = app.database.db;

  readRoutes(app, {
    resource: 'orders',
    list: {
      summary:
        'Orders, newest first; filters q (order number or e-mail), status, delivery_kind (home includes orders from before delivery methods), user_id, created_from, created_to',
      row: adminOrderSchema,
      read: listAdminOrders,
    },
    find: {
      summary: 'One order: lines with personalisation, address, payment reference, history',
      record: adminOrderDetailSchema,
      read: findAdminOrder,
      notFound: 'admin.errors.notFound.order',
    },
  });

  app.put(
    '/orders/:id/',
    adminRoute({
      summary:
        'Change the status: processing -> shipped (tracking number) -> delivered, or for an order collected at the workshop processing -> ready_for_collection (the customer is mailed) -> collected; pending or processing -> cancelled (refunded when paid)',
      params: adminIdParamsSchema,
      body: adminOrderInputSchema,
      response: {
        200: adminOrderDetailSchema,
        409: errorResponseSchema,
        503: errorResponseSchema,
      },
    }),
    async (request) =>
      changeOrderStatus(
        app,
        payments,
        currentUser(request).id,
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/orders/:id/label/',
    adminRoute({
      summary:
        'Ship the order with a parcel created at the carrier service: its label and tracking number come back, the customer gets the tracking link',
      params: adminIdParamsSchema,
      response: {
        200: adminOrderDetailSchema,
        409: errorResponseSchema,
        503: errorResponseSchema,
      },
    }),
    async (request) =>
      shipOrderWithLabel(
        app,
        payments,
        currentUser(request).id,
        request.params.id,
        requestLanguage(request),
      ),
  );

  app.get(
    '/orders/:id/label/',
    adminRoute({
      summary: 'The carrier label (PDF, A6) of a parcel created through the carrier service',
      params: adminIdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: z.unknown().describe('The PDF') },
    }),
    async (request, reply) => {
      const id = request.params.id;
      const pdf = await shippingLabelPdf(db, id);
      if (!pdf) throw AppError.notFound({ key: 'carriers.errors.labelMissing' });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/orders/:id/packing-slip/',
    adminRoute({
      summary:
        'The packing slip (PDF, the order’s language): items, personalisations, the recipient’s address, the gift message; no prices',
      params: adminIdParamsSchema,
      produces: ['application/pdf'],
      // The bytes go out as they are (a Buffer is never serialised).
      response: { 200: z.unknown().describe('The PDF') },
    }),
    async (request, reply) => {
      const id = request.params.id;
      const pdf = await packingSlipPdf(
        db,
        storageFor(app.config.storage),
        app.config.seller.legalName,
        id,
      );
      if (!pdf) throw AppError.notFound({ key: 'admin.errors.notFound.order', values: { id } });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/orders/:id/lines/:line_id/print/',
    adminRoute({
      summary:
        'The print-ready composition of a line with a photo (PNG): the printable area alone, the photo cropped and zoomed as the customer placed it, at the photo’s own resolution',
      params: adminOrderLineParamsSchema,
      produces: ['image/png'],
      response: { 200: z.unknown().describe('The PNG') },
    }),
    async (request, reply) => {
      const { id: orderId, line_id: lineId } = request.params;
      const found = await findLinePhoto(db, orderId, lineId);
      const print = found && (await linePrintReady(storageFor(app.config.storage), found));
      if (!print) throw AppError.notFound({ key: 'photos.lineMissing' });
      return reply
        .type('image/png')
        .header(
          'content-disposition',
          `attachment; filename="order-${orderId}-line-${lineId}-print.png"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(print.png);
    },
  );
};
