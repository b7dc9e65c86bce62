import { productDetailSchema, type Language, type ProductDetail } from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

/*
 * The product page's endpoint, apart from the lists': its schema is checked with the
 * contracts loaded statically, which only the product page's chunk may carry.
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
        const result = await baseQuery({
          url,
          params: { lang },
          check: (data) => parseAnswer(productDetailSchema, data, url),
        });
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
