import { CATEGORY_SLUGS, PRODUCT_SORTS, type Language, type ProductSort } from '@shop/contracts';
import type { GetProductsParams } from './api/get-products';
import { toAvailabilityChoice } from './components/AvailabilityFilter';

export function toSort(value: string | null): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === value) ?? 'relevance';
}

/**
 * The list's request as the address gives it, the same for the server's render and the page
 * (one cache entry): an unknown category, availability or sort shows every product in the
 * catalogue's order rather than an error.
 */
export function productListParams(query: URLSearchParams, lang: Language) {
  return {
    lang,
    category: CATEGORY_SLUGS.find((slug) => slug === query.get('category')),
    search: query.get('search')?.trim() ?? '',
    availability: toAvailabilityChoice(query.get('availability')),
    sort: toSort(query.get('sort')),
  } satisfies GetProductsParams;
}
