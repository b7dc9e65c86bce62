import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageHead,
  productPath,
  productSlugParamsSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { createImageDescriber } from '../../media/images.js';
import { findProduct, listProductSlugs, listProducts } from './queries.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const images = createImageDescriber(app.config.mediaDir);

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The catalogue, names and descriptions in the requested language',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => listProducts(db, images, request.query),
  );

  app.get(
    '/products/:slug/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its pictures, in the requested language',
        params: productSlugParamsSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const product = await findProduct(db, images, request.params.slug, request.query.lang);
      if (!product) throw AppError.notFound(`No product with the slug "${request.params.slug}".`);
      return product;
    },
  );

  // The storefront's product pages: their head (title, Open Graph, JSON-LD) and sitemap entries.
  app.seo.providePageHead('product', async (page) => {
    const slug = page.params.slug ?? '';
    const product = await findProduct(db, images, slug, page.language);
    return product ? productPageHead(product, page.language, page.origin) : null;
  });
  app.seo.addSitemapSource(async () =>
    (await listProductSlugs(db)).map((row) => ({
      path: productPath(row.slug),
      lastModified: row.updatedAt,
    })),
  );
};
