import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminProductVariantsInputSchema,
  adminProductVariantsSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { storageFor } from '../../storage/index.js';
import { adminRoute } from './admin-route.js';
import { findAdminProductVariants, replaceAdminProductVariants } from './product-variants.js';

/** A product's options and its grid of variants (issue 29, ADR 0095). */
export const productVariantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = storageFor(app.config.storage);

  app.get(
    '/products/:id/variants/',
    adminRoute({
      summary:
        'A product’s options in three languages and every variant (SKU, price, stock, picture)',
      params: adminIdParamsSchema,
      response: { 200: adminProductVariantsSchema },
    }),
    async (request) => {
      const found = await findAdminProductVariants(app.database.db, request.params.id);
      if (!found) {
        throw AppError.notFound({
          key: 'admin.errors.notFound.product',
          values: { id: request.params.id },
        });
      }
      return found;
    },
  );

  app.put(
    '/products/:id/variants/',
    adminRoute({
      summary: 'Replace a product’s options and variants as a whole',
      description: [
        'At most three options, each value in en, nl and fr; a variant names its values by their',
        'English text in the options’ order. What stays keeps its id. 400 per field: more than',
        'three options, a value missing a language, a SKU twice or another product’s, values',
        'that are not the options’.',
      ].join(' '),
      params: adminIdParamsSchema,
      body: adminProductVariantsInputSchema,
      response: { 200: adminProductVariantsSchema },
    }),
    async (request) =>
      replaceAdminProductVariants(
        app,
        media,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  );
};
