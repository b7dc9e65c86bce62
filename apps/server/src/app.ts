import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseConnection } from './db/client.js';
import { contextPlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { corsPlugin } from './plugins/cors.js';
import { requestChildLoggerFactory, serverLogOptions } from './plugins/log-redaction.js';
import { storefrontPlugin } from './plugins/storefront.js';
import { adminAppPlugin } from './plugins/admin-app.js';
import { seoPlugin } from './plugins/seo.js';
import { healthRoutes } from './modules/health/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { authPlugin } from './plugins/auth.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { withdrawalLinkRoutes } from './modules/orders/withdrawal-links.js';
import { giftCardsRoutes } from './modules/gift-cards/routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import { jobsPlugin } from './plugins/jobs.js';
import { defineShopJobs } from './jobs.js';
import { mailPlugin } from './mail/plugin.js';
import { eInvoiceAttachment, invoiceAttachment } from './invoicing/index.js';
import { giftCardAttachment } from './gift-cards/index.js';
import { linePhotoAttachment, sendOrderMails } from './orders/index.js';
import { storageFor } from './storage/index.js';
import type { Payments } from './payments/stripe.js';
import { connectCarriers, type SendcloudConnection } from './carriers/index.js';
import { connectVatNumbers, type ViesConnection } from './vat-numbers/index.js';
import { pickupPointRoutes } from './modules/pickup-points/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { photoUploadRoutes } from './modules/uploads/routes.js';
import { deliveryMethodRoutes } from './delivery-methods/index.js';
import { contactRoutes } from './modules/contact/routes.js';
import { backInStockRoutes } from './modules/back-in-stock/routes.js';
import { httpCachingPlugin } from './plugins/http-caching.js';
import { catalogCachePlugin } from './modules/catalog/cache.js';

/** The largest request body outside multipart uploads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: DatabaseConnection;
  logger?: FastifyServerOptions['logger'];
  /** The payment provider's client (Stripe, or the SDK pointed at the local sandbox). */
  payments: Payments;
  /**
   * The carrier service (Sendcloud, or its local stand-in, ADR 0078); without it the seam is
   * left as it was (a test process shares one stand-in between its apps).
   */
  carriers?: SendcloudConnection;
  /**
   * VIES, the EU's register of VAT numbers, or its local stand-in (ADR 0098); without it the
   * seam is left as it was (a test process shares one stand-in between its apps).
   */
  vatNumbers?: ViesConnection;
  /** Run scheduled jobs and workers (default true; the API tests call the jobs themselves). */
  runJobs?: boolean;
}

/** The whole shop as one Fastify instance; server.ts listens, tests call inject. */
export async function buildApp({
  config,
  database,
  logger,
  payments,
  carriers,
  vatNumbers,
  runJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  if (carriers) connectCarriers(carriers);
  if (vatNumbers) connectVatNumbers(vatNumbers);
  const app = Fastify({
    logger: logger ?? serverLogOptions(config),
    childLoggerFactory: requestChildLoggerFactory,
    routerOptions: { ignoreTrailingSlash: true },
    // JSON bodies (the largest, a product in three languages, is a few kB); picture uploads
    // are multipart with their own 10 MB limit. Larger: 413 payload_too_large.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Fastify's overloads take either form but not the union.
    trustProxy: config.trustProxy as boolean,
    // The router's own refusals (an undecodable path, a path segment over 100 characters)
    // answer in the shop's error format, like every other client error.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({
        code: 'validation_error',
        detail: status === 414 ? 'The address is too long.' : 'The address is not valid.',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { config, database });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin);
  // Before any route: compression and entity tags attach to the routes registered after it.
  await app.register(httpCachingPlugin);
  await app.register(jobsPlugin, { pool: database.pool, runWorkers: runJobs });
  // The domains make their documents a mail attaches and the order's confirmation mails; the
  // domains queue mails through mail/, which imports none of them.
  await app.register(mailPlugin, {
    attachments: {
      invoice: invoiceAttachment,
      'e-invoice': eInvoiceAttachment,
      'gift-card': giftCardAttachment,
      'line-photo': (db, ref) => linePhotoAttachment(storageFor(config.storage), db, ref),
    },
    sendOrderMails,
  });
  // Every area's background jobs, in one place (each area names its own in its jobs.ts).
  defineShopJobs(app, payments);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  // Before the modules: they describe their pages (product heads, sitemap entries) to it.
  await app.register(seoPlugin);
  // App-wide: the admin API's changes empty it as well as the database's notifications.
  await app.register(catalogCachePlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Giftshop API',
        description: 'The storefront and admin API of the gift shop.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          code: 'not_found',
          detail: `No such endpoint: ${request.method} ${request.url}`,
        }),
      );
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(accountsRoutes);
      await api.register(settingsRoutes);
      await api.register(adminRoutes, { prefix: '/admin', payments });
      await api.register(checkoutRoutes, { payments });
      await api.register(ordersRoutes);
      await api.register(withdrawalLinkRoutes);
      await api.register(giftCardsRoutes);
      await api.register(cartRoutes);
      await api.register(photoUploadRoutes);
      await api.register(deliveryMethodRoutes);
      await api.register(contactRoutes);
      await api.register(pickupPointRoutes);
      await api.register(backInStockRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(adminAppPlugin);
  await app.register(storefrontPlugin);
  return app;
}
