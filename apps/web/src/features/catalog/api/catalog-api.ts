import type { Language, ProductListItem } from '@shop/contracts';
import { api, type ApiRequest } from '../../../lib/api';
import { loadLazyContracts, type LazyContracts } from '../../../lib/api-client';
import {
  PRODUCTS_PATH,
  parseHomeProducts,
  parseProductList,
  productsQuery,
  type GetProductsParams,
} from './get-products';

/**
 * A request whose answer is checked with the lazily loaded answer schemas (zod stays out of
 * the first render): they start loading with the request, not after it.
 */
function withLazySchemas(
  request: Omit<ApiRequest, 'check'>,
  check: (contracts: LazyContracts, data: unknown) => unknown,
): ApiRequest {
  const contracts = loadLazyContracts();
  return { ...request, check: async (data) => check(await contracts, data) };
}

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
  }),
});

export const { useGetProductsQuery, useGetHomeProductsQuery } = catalogApi;
