import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { checkoutRoutes } from './checkout/routes.js';
import { jobsPlugin } from './plugins/jobs.js';
import { mailPlugin } from './mail/plugin.js';
import type { Payments } from './payments/stripe.js';
import { cartRoutes } from './modules/cart/routes.js';

export interface AppOptions {
  config: Config;
  database: DatabaseConnection;
  logger?: FastifyServerOptions['logger'];
  /** The payment provider's client (Stripe, or the SDK pointed at the local sandbox). */
  payments: Payments;
  /** Run scheduled jobs and workers (default true; the API tests call the jobs themselves). */
  runJobs?: boolean;
}

/** The whole shop as one Fastify instance; server.ts listens, tests call inject. */
export async function buildApp({
  config,
  database,
  logger,
  payments,
  runJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
      ],
    },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Fastify's overloads take either form but not the union.
    trustProxy: config.trustProxy as boolean,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { config, database });
  await app.register(errorHandlerPlugin);
  await app.register(jobsPlugin, { pool: database.pool, runWorkers: runJobs });
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  // Before the modules: they describe their pages (product heads, sitemap entries) to it.
  await app.register(seoPlugin);
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
      await api.register(cartRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(adminAppPlugin);
  await app.register(storefrontPlugin);
  return app;
}
