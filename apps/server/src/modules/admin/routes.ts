import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_IMAGE_MAX_BYTES } from '@shop/contracts';
import { AppError } from '../../errors.js';
import type { Payments } from '../../payments/stripe.js';
import { currentUser } from '../../plugins/auth.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { backInStockRoutes } from './back-in-stock.routes.js';
import { categoriesRoutes } from './categories.routes.js';
import { contactMessagesRoutes } from './contact-messages.routes.js';
import { eInvoicesRoutes } from './e-invoices.routes.js';
import { customersRoutes } from './customers.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { deliveryMethodsRoutes } from './delivery-methods.routes.js';
import { discountCodesRoutes } from './discount-codes.routes.js';
import { exportsRoutes } from './exports.routes.js';
import { giftCardsRoutes } from './gift-cards.routes.js';
import { mailOutboxRoutes } from './mail-outbox.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { productsRoutes } from './products.routes.js';
import { productVariantsRoutes } from './product-variants.routes.js';
import { refundsRoutes } from './refunds.routes.js';
import { searchRoutes } from './search.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { uploadsRoutes } from './uploads.routes.js';
import { withdrawalsRoutes } from './withdrawals.routes.js';

/**
 * The back office's API, /api/admin/, one plugin per resource. One hook guards every route of
 * this plugin, the ones added later included: 401 without a valid token, 403 unless the user
 * is both staff and superuser (spec §2). It runs on request, before any body is read or
 * validated, so an outsider learns nothing about the payloads.
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

  // In this order the OpenAPI document lists the paths as it always has.
  await app.register(dashboardRoutes);
  await app.register(searchRoutes);
  await app.register(exportsRoutes);
  await app.register(productsRoutes);
  await app.register(productVariantsRoutes);
  await app.register(uploadsRoutes);
  await app.register(categoriesRoutes);
  await app.register(customersRoutes);
  await app.register(ordersRoutes, { payments });
  await app.register(settingsRoutes);
  await app.register(refundsRoutes, { payments });
  await app.register(withdrawalsRoutes);
  await app.register(giftCardsRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(eInvoicesRoutes);
  await app.register(backInStockRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(auditLogRoutes);
  await app.register(discountCodesRoutes);
  await app.register(deliveryMethodsRoutes);
};
