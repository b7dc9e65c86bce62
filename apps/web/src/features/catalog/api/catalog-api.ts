import type { Language, ProductListItem, ProductSuggestions } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import {
  PRODUCTS_PATH,
  parseHomeProducts,
  parseProductList,
  productsQuery,
  type GetProductsParams,
} from './get-products';

/**
 * The catalogue (spec §5). Names and descriptions come translated, so the language is part of
 * every argument: another language is another cache entry.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/products/ with the list's filters. */
    getProducts: build.query<ProductListItem[], GetProductsParams>({
      query: (params) =>
        withLazySchemas({ url: PRODUCTS_PATH, params: productsQuery(params) }, parseProductList),
      providesTags: ['Products'],
    }),
    /** GET /api/products/ for the home page's carousel (a more forgiving reading, spec §5). */
    getHomeProducts: build.query<ProductListItem[], Language>({
      query: (lang) => withLazySchemas({ url: PRODUCTS_PATH, params: { lang } }, parseHomeProducts),
      providesTags: ['Products'],
    }),
    /** GET /api/product-suggestions/: the closest names when a search found nothing. */
    getProductSuggestions: build.query<ProductSuggestions, { lang: Language; search: string }>({
      query: (params) =>
        withLazySchemas(
          { url: '/api/product-suggestions/', params },
          ({ productSuggestionsSchema }, data) => productSuggestionsSchema.parse(data),
        ),
    }),
  }),
});

export const { useGetProductsQuery, useGetHomeProductsQuery, useGetProductSuggestionsQuery } =
  catalogApi;
