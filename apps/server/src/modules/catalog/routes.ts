import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  errorResponseSchema,
  isLanguage,
  productDetailQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageHead,
  productPath,
  productSlugParamsSchema,
  productSuggestionsQuerySchema,
  productSuggestionsSchema,
  type Language,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { PAGE_META } from '../../i18n/page-meta.js';
import { createImageDescriber } from '../../media/images.js';
import { storageFor } from '../../storage/index.js';
import { findProduct, listProductSlugs, listProducts, suggestProducts } from './queries.js';
import { answerOf, type CachedAnswer } from './cache.js';

/** The exact JSON text Fastify would write for `value` through the route's response schema. */
function serializerFor(schema: z.ZodType, url: string): (value: unknown) => string {
  return serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (
    value: unknown,
  ) => string;
}

/** True when every picture of the answer has its variant details (see ImageDescriber). */
function picturesComplete(images: ({ width: number | null } | null)[]): boolean {
  return images.every((image) => image === null || image.width !== null);
}

function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  // The HTTP caching plugin answers 304 when the browser already holds this entity tag.
  return reply
    .header('etag', answer.etag)
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/** A product's detail answer in the cache: a language has no space, so no two share a key. */
function detailKey(lang: Language, slug: string): string {
  return `detail ${lang} ${slug}`;
}

/**
 * The catalogue's answers are compressed once per entity tag by the HTTP caching plugin
 * (sendEntity's store, see http-caching.ts), and a GET has no body to decompress:
 * @fastify/compress's three per-request hooks would only find out there is nothing to do.
 */
const answeredFromMemory = { compress: false, decompress: false } as const;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const images = createImageDescriber(storageFor(app.config.storage).media);
  const cache = app.catalogCache;
  const serializeList = serializerFor(productListSchema, '/api/products/');
  const serializeDetail = serializerFor(productDetailSchema, '/api/products/:slug/');

  /** A cached answer must not outlive a sale it shows: the price changes when it ends. */
  const forgetWhenSalesEnd = (items: readonly { sale_ends_at: string | null }[]) => {
    for (const item of items)
      if (item.sale_ends_at) cache.invalidateAt(new Date(item.sale_ends_at));
  };

  app.get(
    '/products/',
    {
      ...answeredFromMemory,
      schema: {
        tags: ['catalog'],
        summary: 'The catalogue, names and descriptions in the requested language',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The search is free text: JSON keeps the parts apart whatever it holds.
      const key = JSON.stringify([
        'list',
        query.lang,
        query.category,
        query.availability,
        query.search,
        query.sort,
        query.option,
      ]);
      const answer = await cache.answer(key, async () => {
        const items = await listProducts(db, images, query);
        forgetWhenSalesEnd(items);
        return {
          answer: answerOf(serializeList(items)),
          keep: picturesComplete(items.map((item) => item.main_image)),
        };
      });
      // listProducts always answers; the cache only passes null through for a missing product.
      if (!answer) throw new Error('The product list could not be read.');
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/product-suggestions/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The product names closest to a search that found nothing',
        querystring: productSuggestionsQuerySchema,
        response: { 200: productSuggestionsSchema },
      },
    },
    (request) => suggestProducts(db, request.query),
  );

  app.get(
    '/products/:slug/',
    {
      ...answeredFromMemory,
      /**
       * A kept answer goes out before the validation and the handler: in paired bench runs the
       * detail API gave 72–78 % of its ceiling with this, 70–71 % without (ADR 0107). Sound
       * without validating: an answer is kept only after a request with the same language and
       * slug passed validation, which gives the same result for the same values (it drops the
       * other query parameters). The language must be one of ours, so that no other split of
       * the key ("nl x" and "y" for "nl" and "x y") finds an answer; anything else is validated.
       */
      preValidation: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE } = request.query as { lang?: unknown };
        const { slug } = request.params as { slug?: unknown };
        if (!isLanguage(lang) || typeof slug !== 'string') return;
        const answer = await cache.kept(detailKey(lang, slug));
        if (answer) return sendAnswer(reply, answer);
      },
      schema: {
        tags: ['catalog'],
        summary: 'One product with its pictures, in the requested language',
        params: productSlugParamsSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang } = request.query;
      const answer = await cache.answer(detailKey(lang, slug), async () => {
        const product = await findProduct(db, images, slug, lang);
        if (!product) return null;
        forgetWhenSalesEnd([product]);
        return {
          answer: answerOf(serializeDetail(product)),
          keep: picturesComplete([
            product.main_image,
            ...product.carousel_images.map((image) => ({ width: image.width })),
          ]),
        };
      });
      if (!answer) throw AppError.notFound(`No product with the slug "${slug}".`);
      return sendAnswer(reply, answer);
    },
  );

  // The storefront's product pages: their head (title, Open Graph, JSON-LD) and sitemap entries.
  app.seo.providePageHead('product', async (page) => {
    const slug = page.params.slug ?? '';
    // No product has a NUL in its slug, and PostgreSQL refuses one in a query: not found.
    if (slug.includes('\u0000')) return null;
    const product = await findProduct(db, images, slug, page.language);
    return product
      ? productPageHead(
          product,
          page.language,
          page.origin,
          PAGE_META.products[page.language].description,
        )
      : null;
  });
  app.seo.addSitemapSource(async () =>
    (await listProductSlugs(db)).map((row) => ({
      path: productPath(row.slug),
      lastModified: row.updatedAt,
    })),
  );
};
