import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin access to the API, for the origins named in CORS_ORIGINS only. The storefront
 * and the admin panel are served from the shop's own origin and need none of this; by default
 * the list is empty and no answer carries an Access-Control-Allow-Origin header, so a page on
 * another site cannot read anything through a visitor's browser. A configured origin (say, a
 * separate marketing site) gets the CORS headers on its requests and preflights; every other
 * origin gets none, and its preflight is answered like any unknown OPTIONS request (404).
 *
 * Sign-in travels in the Authorization header, never in cookies, so credentials stay off.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance) => {
    // No origin configured (the default): no CORS hook at all, instead of one on every
    // request that always answers "no". Same answers, less work per request.
    if (app.config.corsOrigins.length === 0) return;
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      credentials: false,
      maxAge: 600,
      // An OPTIONS request without Access-Control-Request-Method is not a preflight: let it
      // through instead of answering a plain-text 400.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
