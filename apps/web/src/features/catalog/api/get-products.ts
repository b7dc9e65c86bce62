import type { Availability, CategorySlug, Language, ProductListItem } from '@shop/contracts';
import {
  ApiError,
  apiClient,
  buildUrl,
  withLazyContracts,
  type LazyContracts,
  type QueryValue,
} from '../../../lib/api-client';

export const PRODUCTS_PATH = '/api/products/';

export interface GetProductsParams {
  lang: Language;
  category?: CategorySlug | undefined;
  search?: string | undefined;
  availability?: Availability | 'all' | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec §5: the list is an array, or an array under `results` (paginated) or `data`. */
function extractList(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    if (Array.isArray(data.results)) return data.results;
    if (Array.isArray(data.data)) return data.data;
  }
  return null;
}

/** Validates a product list answer; throws an `invalid_response` ApiError otherwise. */
export function parseProductList(
  { productListSchema }: LazyContracts,
  data: unknown,
): ProductListItem[] {
  const list = extractList(data);
  const parsed = list ? productListSchema.safeParse(list) : null;
  if (!parsed?.success) {
    throw new ApiError({
      kind: 'invalid_response',
      status: 200,
      body: data,
      url: PRODUCTS_PATH,
      cause: parsed?.error,
    });
  }
  return parsed.data;
}

function productsQuery({
  lang,
  category,
  search,
  availability,
}: GetProductsParams): Record<string, QueryValue> {
  return {
    lang,
    category,
    search: search?.trim() || undefined,
    availability: availability === 'all' ? undefined : availability,
  };
}

/** The address GET /api/products/ asks with these filters (the key of a page's initial data). */
export function productsRequestKey(params: GetProductsParams): string {
  return buildUrl(PRODUCTS_PATH, productsQuery(params));
}

/** The address the home page's carousel asks. */
export function homeProductsRequestKey(lang: Language): string {
  return buildUrl(PRODUCTS_PATH, { lang });
}

/** GET /api/products/ in the given language, optionally filtered. */
export async function getProducts(
  params: GetProductsParams,
  options: { signal?: AbortSignal } = {},
): Promise<ProductListItem[]> {
  const answer = apiClient.get(PRODUCTS_PATH, {
    params: productsQuery(params),
    signal: options.signal,
  });
  return withLazyContracts(answer, parseProductList);
}

/**
 * Spec §5: the home carousel is more forgiving than the list. It accepts an array, an object
 * with `results`, or an object whose values are the products; entries that are not products
 * are skipped rather than failing the whole carousel.
 */
export function parseHomeProducts(
  { productListItemSchema }: LazyContracts,
  data: unknown,
): ProductListItem[] {
  const list = extractList(data) ?? (isRecord(data) ? Object.values(data) : null);
  if (!list) {
    throw new ApiError({ kind: 'invalid_response', status: 200, body: data, url: PRODUCTS_PATH });
  }
  return list.flatMap((entry) => {
    const parsed = productListItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The products of the home page's carousel, in the given language. */
export async function getHomeProducts(
  lang: Language,
  options: { signal?: AbortSignal } = {},
): Promise<ProductListItem[]> {
  const answer = apiClient.get(PRODUCTS_PATH, { params: { lang }, signal: options.signal });
  return withLazyContracts(answer, parseHomeProducts);
}
