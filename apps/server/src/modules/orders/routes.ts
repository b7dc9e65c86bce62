import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderLinePhotoParamsSchema,
  ordersPageSchema,
  ordersQuerySchema,
  withdrawalInputSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';
import { currentUser } from '../../plugins/auth.js';
import { findLinePhoto, listOwnOrders, withdrawFromOrder } from '../../orders/index.js';
import { lineThumbnail } from '../../photo-compositions/index.js';
import { storageFor } from '../../storage/index.js';
import { documentPdf, documentUbl, eInvoiceFilename, findDocument } from '../../invoicing/index.js';

const TAGS = ['orders'];
const THUMBNAIL_CACHE_CONTROL = `private, max-age=${24 * 60 * 60}`;

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkout/orders/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's orders, newest first",
        description:
          'Product names in `lang` (the name ordered when the product is gone). A page past the last one answers the last page.',
        security: [{ bearerAuth: [] }],
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => listOwnOrders(app.database.db, currentUser(request).id, request.query),
  );

  app.get(
    '/checkout/orders/:order_id/lines/:line_id/photo/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "The thumbnail (JPEG) of an order line's photo on the product, as placed",
        description:
          "The order's owner and staff only; anyone else gets 404, as for a line without a photo or a photo deleted after its retention. `private, max-age=86400`, `Vary: Authorization`. The `thumbnail_url` of an order line's `photo`.",
        security: [{ bearerAuth: [] }],
        params: orderLinePhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { order_id: orderId, line_id: lineId } = request.params;
      const found = await findLinePhoto(app.database.db, orderId, lineId);
      // Someone else's order answers as a missing photo: its existence is not revealed either.
      const readable = found && (found.orderUserId === user.id || user.isStaff) ? found : null;
      const thumbnail = readable && (await lineThumbnail(storageFor(app.config.storage), readable));
      if (!thumbnail) throw AppError.notFound({ key: 'photos.lineMissing' });
      return (
        reply
          .type('image/jpeg')
          // The browser keeps it a day (ADR 0105): a line's placement never changes; once the
          // photo is deleted the orders no longer link this address, which then answers 404.
          // Never a shared cache (a customer's photo), and only for the same sign-in.
          .header('cache-control', THUMBNAIL_CACHE_CONTROL)
          .header('vary', 'authorization')
          .header('x-content-type-options', 'nosniff')
          .send(thumbnail)
      );
    },
  );

  app.post(
    '/checkout/orders/:order_id/withdrawal/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Withdraw from (part of) a paid order (the withdrawal function, art. 11a)',
        description: [
          'Lines with a personalisation have no right of withdrawal; the units withdrawn or',
          'refunded before count. Open from payment until 14 days after the day of delivery',
          '(ADR 0034). The acknowledgement mail is queued with the withdrawal. 400 with a',
          'message per item (`items.N.id`, `items.N.quantity`) when refused; 404 for an order',
          'that is not the customer’s.',
        ].join(' '),
        security: [{ bearerAuth: [] }],
        params: withdrawalParamsSchema,
        body: withdrawalInputSchema,
        response: { 201: withdrawalSchema },
      },
    },
    async (request, reply) => {
      const withdrawal = await withdrawFromOrder(
        { pool: app.database.pool, jobs: app.jobs, seller: app.config.seller },
        {
          orderId: request.params.order_id,
          userId: currentUser(request).id,
          items: request.body.items,
          reason: request.body.reason ?? '',
          name: request.body.name,
          email: request.body.email,
          language: requestLanguage(request),
        },
      );
      return reply.status(201).send(withdrawal);
    },
  );

  /** The order's document the reader may see (the owner's or any for staff), else 404. */
  async function readableDocument(
    request: {
      params: { order_id: number; number: string };
    } & Parameters<typeof currentUser>[0],
  ) {
    const user = currentUser(request);
    const { order_id: orderId, number } = request.params;
    const kind = number.startsWith('CN-') ? ('credit-note' as const) : ('invoice' as const);
    const reader = { userId: user.id, isStaff: user.isStaff };
    const document = await findDocument(app.database.db, kind, orderId, number, reader);
    if (!document) throw AppError.notFound({ key: 'errors.noSuchOrder' });
    return { kind, document };
  }

  const documentParams = z.object({
    order_id: z.coerce.number().int().positive().max(2_147_483_647),
    number: z.string().max(40),
  });

  app.get(
    '/checkout/orders/:order_id/documents/:number/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "An order's invoice or credit note as its PDF, as issued",
        description:
          "The order's owner and staff only; any other reader gets 404, as for an order that does not exist. The `url` of an order answer's `invoice` and `credit_notes`.",
        security: [{ bearerAuth: [] }],
        params: documentParams,
      },
    },
    async (request, reply) => {
      const { kind, document } = await readableDocument(request);
      const pdf = await documentPdf(app.database.db, document);
      const language = mailLanguage(document.row.language);
      const filename = serverText(
        language,
        kind === 'invoice' ? 'documents.fileInvoice' : 'documents.fileCreditNote',
        { number: document.row.number },
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/checkout/orders/:order_id/documents/:number.xml',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "An order's invoice or credit note as its Peppol e-invoice (UBL)",
        description:
          "Peppol BIS Billing 3.0 UBL (EN 16931) with the same number, lines and amounts as the PDF, for a Belgian company buyer (ADR 0087); 404 for any other buyer. The order's owner and staff only.",
        security: [{ bearerAuth: [] }],
        params: documentParams,
      },
    },
    async (request, reply) => {
      const { document } = await readableDocument(request);
      const xml = await documentUbl(app.database.db, document);
      if (xml === null) throw AppError.notFound({ key: 'errors.noSuchOrder' });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${eInvoiceFilename(document.row)}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
};
