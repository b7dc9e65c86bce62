import type { Language, ProductDetail } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

/*
 * The product page's endpoint, apart from the lists'. Its answer schema comes with the lazily
 * loaded contracts, like every answer's: a product page the server rendered never asks (its
 * answer came with it), so it takes the page over without loading zod.
 */

export function productApiPath(slug: string): string {
  return `/api/products/${encodeURIComponent(slug)}/`;
}

export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/products/{slug}/: the product, or null when there is none (a 404 is an answer,
     * not a failure: a server-rendered not-found page is taken over without asking again).
     */
    getProduct: build.query<ProductDetail | null, { slug: string; lang: Language }>({
      async queryFn({ slug, lang }, _api, _extra, baseQuery) {
        const url = productApiPath(slug);
        const result = await baseQuery(
          withLazySchemas({ url, params: { lang } }, ({ productDetailSchema }, data) =>
            parseAnswer(productDetailSchema, data, url),
          ),
        );
        if (result.error) {
          const { kind, status } = result.error;
          return kind === 'refused' && status === 404 ? { data: null } : { error: result.error };
        }
        return { data: result.data as ProductDetail };
      },
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductQuery } = productApi;
