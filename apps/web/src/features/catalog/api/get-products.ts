import type {
  Availability,
  CategorySlug,
  Language,
  ProductListItem,
  ProductSort,
} from '@shop/contracts';
import { ApiError, type LazyContracts, type QueryValue } from '../../../lib/api-client';

export const PRODUCTS_PATH = '/api/products/';

export interface GetProductsParams {
  lang: Language;
  category?: CategorySlug | undefined;
  search?: string | undefined;
  availability?: Availability | 'all' | undefined;
  sort?: ProductSort | undefined;
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

export function productsQuery({
  lang,
  category,
  search,
  availability,
  sort,
}: GetProductsParams): Record<string, QueryValue> {
  return {
    lang,
    category,
    search: search?.trim() || undefined,
    availability: availability === 'all' ? undefined : availability,
    sort: sort === 'relevance' ? undefined : sort,
  };
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
