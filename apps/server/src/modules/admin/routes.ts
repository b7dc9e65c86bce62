import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_IMAGE_MAX_BYTES,
  adminAuditEntrySchema,
  adminBackInStockSubscriptionSchema,
  adminCategoryCreateInputSchema,
  adminCategoryInputSchema,
  adminContactMessageSchema,
  adminCategorySchema,
  adminCustomerDetailSchema,
  adminCustomerInputSchema,
  adminCustomerSchema,
  adminDiscountCodeCreateInputSchema,
  adminDiscountCodeInputSchema,
  adminDiscountCodeSchema,
  adminDashboardSchema,
  adminSalesQuerySchema,
  adminSalesSchema,
  adminTodaySchema,
  adminSearchQuerySchema,
  adminInvoiceExportQuerySchema,
  adminSearchResultsSchema,
  adminIdParamsSchema,
  adminOrderDetailSchema,
  adminOrderInputSchema,
  adminRefundInputSchema,
  adminWithdrawalSchema,
  adminOrderSchema,
  adminListQuerySchema,
  adminMailDetailSchema,
  adminMailSchema,
  adminMarkHandledInputSchema,
  adminProductInputSchema,
  adminProductSchema,
  adminShopSettingsRecordSchema,
  adminShopSettingsSchema,
  adminUploadSchema,
  adminErasureSchema,
  adminGiftCardDetailSchema,
  adminGiftCardSchema,
  adminGiftCardVoidInputSchema,
  erasureResultSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { findAuditEntry, listAudit } from './audit.js';
import {
  findBackInStockSubscription,
  listBackInStockSubscriptions,
  markBackInStockSubscription,
} from './back-in-stock.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  findAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './categories.js';
import {
  createDiscountCode,
  findDiscountCodeById,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes.js';
import { findContactMessage, listContactMessages, markContactMessage } from './contact-messages.js';
import {
  eraseAdminCustomer,
  findAdminCustomer,
  listAdminCustomers,
  updateAdminCustomer,
} from './customers.js';
import { dashboardFigures } from './dashboard.js';
import { todaysWork } from './today.js';
import { salesFigures } from './sales.js';
import { searchEverything } from './search.js';
import { sendRange } from './list.js';
import { findMail, listMails, resendMail } from './mail-outbox.js';
import { findAdminGiftCard, listAdminGiftCards, voidAdminGiftCard } from './gift-cards.js';
import {
  createAdminProduct,
  deleteAdminProduct,
  findAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './products.js';
import { packingSlipPdf } from './packing-slips.js';
import { exportQuery, invoiceDocumentsZip, invoiceRegisterCsv } from '../../invoicing/index.js';
import { findAdminShopSettings, updateAdminShopSettings } from './shop-settings.js';
import { storeProductImage } from './uploads.js';
import {
  changeOrderStatus,
  findAdminOrder,
  listAdminOrders,
  refundOrderLinesByStaff,
} from './orders.js';
import { findAdminWithdrawal, listAdminWithdrawals } from './withdrawals.js';
import type { Payments } from '../../payments/stripe.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The back office's API, /api/admin/. One hook guards every route of this plugin, the ones
 * added later included: 401 without a valid token, 403 unless the user is both staff and
 * superuser (spec §2). It runs on request, before any body is read or validated, so an
 * outsider learns nothing about the payloads.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    const user = currentUser(request);
    if (!user.isStaff || !user.isSuperuser) {
      throw new AppError('permission_denied', { key: 'admin.errors.adminsOnly' });
    }
  });
  // Pictures only: one file per request, read into memory up to the limit and refused above.
  await app.register(multipart, {
    limits: { fileSize: ADMIN_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  const db = app.database.db;
  const mediaDir = app.config.mediaDir;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop’s figures at a glance',
        security,
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async () => dashboardFigures(db),
  );

  app.get(
    '/dashboard/today/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The day’s work: orders to make and ship (oldest first, with personalisations), withdrawals waiting for their refund (nearest deadline first, days left), failed mails, unhandled contact messages, products out of or low on stock',
        security,
        response: { 200: adminTodaySchema, ...errors },
      },
    },
    async () => todaysWork(db),
  );

  app.get(
    '/dashboard/sales/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sales per day over the last 30 or 90 days (paid less refunded, VAT apart) and the best-selling products, names in `lang`',
        security,
        querystring: adminSalesQuerySchema,
        response: { 200: adminSalesSchema, ...errors },
      },
    },
    async (request) => salesFigures(db, request.query.days, request.query.lang),
  );

  app.get(
    '/search/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Search everything: an order by number, a customer by name or e-mail, a product by name in any language',
        security,
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResultsSchema, ...errors },
      },
    },
    async (request) => searchEverything(db, request.query.q),
  );

  app.get(
    '/exports/invoices/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'For the accountant: the invoice and credit-note register of a month (issue dates in Brussels) as CSV (a header row; number, date, customer, taxable amount and VAT per rate, total; credit notes negative), or with `format=zip` the month’s PDFs as stored',
        security,
        querystring: adminInvoiceExportQuerySchema,
        produces: ['text/csv', 'application/zip'],
        // The bytes go out as they are.
        response: { 200: z.unknown().describe('The CSV or the zip'), ...errors },
      },
    },
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

  /* -------------------------------------------------------------- products */

  app.get(
    '/products/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Products, archived ones included; filters q, category_id, availability, is_available, in_stock, archived',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminProducts(db, request.query);
      return sendRange(reply, 'products', page, rows, total);
    },
  );

  app.get(
    '/products/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product with every translation and picture',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const product = await findAdminProduct(db, request.params.id);
      if (!product)
        throw AppError.notFound({
          key: 'admin.errors.notFound.product',
          values: { id: request.params.id },
        });
      return product;
    },
  );

  app.post(
    '/products/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a product (slug from the English name when empty)',
        security,
        body: adminProductInputSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createAdminProduct(
        app,
        mediaDir,
        currentUser(request).id,
        request.body,
      );
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a product’s fields and pictures',
        security,
        params: adminIdParamsSchema,
        body: adminProductInputSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) =>
      updateAdminProduct(app, mediaDir, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/products/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product, or archive it when an order references it',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => deleteAdminProduct(app, currentUser(request).id, request.params.id),
  );

  app.post(
    '/uploads/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Upload a product picture (JPEG, PNG or WebP, 10 MB at most; multipart field "file")',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: adminUploadSchema, 413: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw AppError.validation({ file: [{ key: 'admin.errors.sendMultipart' }] });
      }
      // A malformed multipart body (cut off, wrong boundary) is the sender's mistake, not ours.
      const file = await request.file().catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode) throw error;
        throw AppError.validation(
          { file: [{ key: 'admin.errors.uploadUnreadable' }] },
          { key: 'admin.errors.uploadUnreadable' },
        );
      });
      const upload = await storeProductImage(mediaDir, file);
      return reply.status(201).send(upload);
    },
  );

  /* ------------------------------------------------------------ categories */

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Categories in their order, with how many products each holds',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminCategorySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminCategories(db, request.query);
      return sendRange(reply, 'categories', page, rows, total);
    },
  );

  app.get(
    '/categories/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One category',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) => {
      const category = await findAdminCategory(db, request.params.id);
      if (!category)
        throw AppError.notFound({
          key: 'admin.errors.notFound.category',
          values: { id: request.params.id },
        });
      return category;
    },
  );

  app.put(
    '/categories/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a category or change its place',
        security,
        params: adminIdParamsSchema,
        body: adminCategoryInputSchema,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) =>
      updateAdminCategory(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/categories/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a category (slug from the English name when empty)',
        security,
        body: adminCategoryCreateInputSchema,
        response: { 201: adminCategorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await createAdminCategory(app, currentUser(request).id, request.body);
      return reply.status(201).send(category);
    },
  );

  app.delete(
    '/categories/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a category no product uses (409 otherwise)',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminCategorySchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => deleteAdminCategory(app, currentUser(request).id, request.params.id),
  );

  /* ------------------------------------------------------------- customers */

  app.get(
    '/customers/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts; filters q (name, e-mail, phone) and is_staff',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminCustomerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminCustomers(db, request.query);
      return sendRange(reply, 'customers', page, rows, total);
    },
  );

  app.get(
    '/customers/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account with its orders',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminCustomerDetailSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findAdminCustomer(db, request.params.id);
      if (!customer)
        throw AppError.notFound({
          key: 'admin.errors.notFound.customer',
          values: { id: request.params.id },
        });
      return customer;
    },
  );

  app.put(
    '/customers/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make or unmake staff (not yourself)',
        security,
        params: adminIdParamsSchema,
        body: adminCustomerInputSchema,
        response: { 200: adminCustomerDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateAdminCustomer(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/erase/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Erase an account on the customer’s request (GDPR art. 17), with a reason',
        description:
          'As DELETE /api/users/me/ does for the customer: sign-ins end, cart, links, subscriptions, contact messages and mails go, orders stay without e-mail address. Audited with the reason. 409 while a payment of the customer is open.',
        security,
        params: adminIdParamsSchema,
        body: adminErasureSchema,
        response: { 200: erasureResultSchema, ...errors },
      },
    },
    async (request) =>
      eraseAdminCustomer(app, currentUser(request).id, request.params.id, request.body),
  );

  /* ---------------------------------------------------------------- orders */

  app.get(
    '/orders/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders, newest first; filters q (order number or e-mail), status, user_id, created_from, created_to',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminOrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminOrders(db, request.query);
      return sendRange(reply, 'orders', page, rows, total);
    },
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order: lines with personalisation, address, payment reference, history',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findAdminOrder(db, request.params.id);
      if (!order)
        throw AppError.notFound({
          key: 'admin.errors.notFound.order',
          values: { id: request.params.id },
        });
      return order;
    },
  );

  app.put(
    '/orders/:id/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change the status: processing -> shipped (tracking number) -> delivered; pending or processing -> cancelled (refunded when paid)',
        security,
        params: adminIdParamsSchema,
        body: adminOrderInputSchema,
        response: {
          200: adminOrderDetailSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      changeOrderStatus(app, payments, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/orders/:id/packing-slip/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The packing slip (PDF, the order’s language): items, personalisations, the recipient’s address, the gift message; no prices',
        security,
        params: adminIdParamsSchema,
        produces: ['application/pdf'],
        // The bytes go out as they are (a Buffer is never serialised).
        response: { 200: z.unknown().describe('The PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const pdf = await packingSlipPdf(db, app.config.seller.legalName, id);
      if (!pdf) throw AppError.notFound({ key: 'admin.errors.notFound.order', values: { id } });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  /* -------------------------------------------------------------- settings */

  // One record (id 1), so the admin panel edits it as a resource.
  app.get(
    '/settings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The settings staff change: gift wrapping’s price',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminShopSettingsRecordSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.id !== 1)
        throw AppError.notFound({ key: 'admin.errors.notFound.settings' });
      return findAdminShopSettings(db);
    },
  );

  app.put(
    '/settings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the settings (gift wrapping’s price, VAT included)',
        security,
        params: adminIdParamsSchema,
        body: adminShopSettingsSchema,
        response: { 200: adminShopSettingsRecordSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.id !== 1)
        throw AppError.notFound({ key: 'admin.errors.notFound.settings' });
      return updateAdminShopSettings(app, currentUser(request).id, request.body);
    },
  );

  app.post(
    '/orders/:id/refunds/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund units of order lines: to the gift cards that paid first, then the payment provider (optionally restocked)',
        description: [
          'The price paid for the units goes back: first onto the gift cards that paid the order',
          '(latest expiry first, each at most what it paid and was not given back), the rest',
          'through the payment provider (ADR 0044); refused (400) for more units than are left',
          'unrefunded or more money than paid and not yet refunded. Send an Idempotency-Key',
          'header per click: a retried click refunds once. Answers the order.',
        ].join(' '),
        security,
        params: adminIdParamsSchema,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: adminRefundInputSchema,
        response: {
          200: adminOrderDetailSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      refundOrderLinesByStaff(
        app,
        payments,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  /* ----------------------------------------------------------- withdrawals */

  app.get(
    '/withdrawals/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Customers’ withdrawals, newest first, with the refund deadline; filters order_id, user_id',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminWithdrawalSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminWithdrawals(db, request.query);
      return sendRange(reply, 'withdrawals', page, rows, total);
    },
  );

  app.get(
    '/withdrawals/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One withdrawal',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminWithdrawalSchema, ...errors },
      },
    },
    async (request) => {
      const withdrawal = await findAdminWithdrawal(db, request.params.id);
      if (!withdrawal)
        throw AppError.notFound({
          key: 'admin.errors.notFound.withdrawal',
          values: { id: request.params.id },
        });
      return withdrawal;
    },
  );

  /* ------------------------------------------------------------ gift cards */

  app.get(
    '/gift-cards/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Money gift cards, newest first, codes masked but for the last four; filters status, q (last characters), order_id',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminGiftCardSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAdminGiftCards(db, request.query);
      return sendRange(reply, 'gift-cards', page, rows, total);
    },
  );

  app.get(
    '/gift-cards/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One gift card with its ledger',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminGiftCardDetailSchema, ...errors },
      },
    },
    async (request) => {
      const card = await findAdminGiftCard(db, request.params.id);
      if (!card)
        throw AppError.notFound({
          key: 'admin.errors.notFound.giftCard',
          values: { id: request.params.id },
        });
      return card;
    },
  );

  app.post(
    '/gift-cards/:id/void/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void a card: a voided ledger row takes its balance to 0 (audited)',
        description: '409 when it was voided already.',
        security,
        params: adminIdParamsSchema,
        body: adminGiftCardVoidInputSchema,
        response: { 200: adminGiftCardDetailSchema, ...errors },
      },
    },
    async (request) =>
      voidAdminGiftCard(app, currentUser(request).id, request.params.id, request.body.reason),
  );

  /* ------------------------------------------------------ contact messages */

  app.get(
    '/contact-messages/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages from the contact form, newest first; filters q and handled',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminContactMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listContactMessages(db, request.query);
      return sendRange(reply, 'contact-messages', page, rows, total);
    },
  );

  app.get(
    '/contact-messages/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One contact message',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminContactMessageSchema, ...errors },
      },
    },
    async (request) => {
      const message = await findContactMessage(db, request.params.id);
      if (!message)
        throw AppError.notFound({
          key: 'admin.errors.notFound.contactMessage',
          values: { id: request.params.id },
        });
      return message;
    },
  );

  app.put(
    '/contact-messages/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled (by you, now) or unhandled',
        security,
        params: adminIdParamsSchema,
        body: adminMarkHandledInputSchema,
        response: { 200: adminContactMessageSchema, ...errors },
      },
    },
    async (request) =>
      markContactMessage(app, currentUser(request).id, request.params.id, request.body.handled),
  );

  /* ------------------------------------------- back-in-stock subscriptions */

  app.get(
    '/back-in-stock-subscriptions/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Notify-when-available subscriptions, newest first; filters state, handled, product_id, q',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminBackInStockSubscriptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listBackInStockSubscriptions(db, request.query);
      return sendRange(reply, 'back-in-stock-subscriptions', page, rows, total);
    },
  );

  app.get(
    '/back-in-stock-subscriptions/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One subscription',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminBackInStockSubscriptionSchema, ...errors },
      },
    },
    async (request) => {
      const subscription = await findBackInStockSubscription(db, request.params.id);
      if (!subscription) {
        throw AppError.notFound({
          key: 'admin.errors.notFound.subscription',
          values: { id: request.params.id },
        });
      }
      return subscription;
    },
  );

  app.put(
    '/back-in-stock-subscriptions/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a subscription handled or unhandled (staff bookkeeping only)',
        security,
        params: adminIdParamsSchema,
        body: adminMarkHandledInputSchema,
        response: { 200: adminBackInStockSubscriptionSchema, ...errors },
      },
    },
    async (request) =>
      markBackInStockSubscription(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.handled,
      ),
  );

  /* ----------------------------------------------------------- mail outbox */

  app.get(
    '/mail-outbox/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every mail the shop made, newest first; filters status, template, q',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminMailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listMails(db, request.query);
      return sendRange(reply, 'mail-outbox', page, rows, total);
    },
  );

  app.get(
    '/mail-outbox/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One mail with its HTML and text',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminMailDetailSchema, ...errors },
      },
    },
    async (request) => {
      const mail = await findMail(db, request.params.id);
      if (!mail)
        throw AppError.notFound({
          key: 'admin.errors.notFound.mail',
          values: { id: request.params.id },
        });
      return mail;
    },
  );

  app.post(
    '/mail-outbox/:id/resend/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed mail again (back to queued with a new delivery job)',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminMailDetailSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => resendMail(app, currentUser(request).id, request.params.id),
  );

  /* ------------------------------------------------------------- audit log */

  app.get(
    '/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every admin change, newest first; filters entity, entity_id, action, actor_user_id',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminAuditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listAudit(db, request.query);
      return sendRange(reply, 'audit-log', page, rows, total);
    },
  );

  app.get(
    '/audit-log/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One recorded change',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminAuditEntrySchema, ...errors },
      },
    },
    async (request) => {
      const entry = await findAuditEntry(db, request.params.id);
      if (!entry)
        throw AppError.notFound({
          key: 'admin.errors.notFound.auditEntry',
          values: { id: request.params.id },
        });
      return entry;
    },
  );

  /* -------------------------------------------------------- discount codes */

  app.get(
    '/discount-codes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Discount codes (issue 17, ADR 0040); filters q (the code) and active',
        security,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminDiscountCodeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, rows, total } = await listDiscountCodes(db, request.query);
      return sendRange(reply, 'discount-codes', page, rows, total);
    },
  );

  app.get(
    '/discount-codes/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One discount code with its redemptions',
        security,
        params: adminIdParamsSchema,
        response: { 200: adminDiscountCodeSchema, ...errors },
      },
    },
    async (request) => {
      const code = await findDiscountCodeById(db, request.params.id);
      if (!code)
        throw AppError.notFound({
          key: 'admin.errors.notFound.discountCode',
          values: { id: request.params.id },
        });
      return code;
    },
  );

  app.post(
    '/discount-codes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a discount code: a percentage or an amount off the products',
        description:
          'The code is stored normalised (upper case, no spaces or dashes) and is unique. `value` is a whole percent 1 to 100, or euros off ("5.00").',
        security,
        body: adminDiscountCodeCreateInputSchema,
        response: { 201: adminDiscountCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const code = await createDiscountCode(app, currentUser(request).id, request.body);
      return reply.status(201).send(code);
    },
  );

  app.put(
    '/discount-codes/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a discount code's rules, or deactivate it (`active: false`)",
        security,
        params: adminIdParamsSchema,
        body: adminDiscountCodeInputSchema,
        response: { 200: adminDiscountCodeSchema, ...errors },
      },
    },
    async (request) =>
      updateDiscountCode(app, currentUser(request).id, request.params.id, request.body),
  );
};
