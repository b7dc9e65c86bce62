import {
  CATEGORY_SLUGS,
  isIndexableRoute,
  type Language,
  type StorefrontRoute,
} from '@shop/contracts';
import { homeProductsRequestKey, productsRequestKey } from '../features/catalog/api/get-products';
import { productRequestKey } from '../features/catalog/api/get-product';
import { toAvailabilityChoice } from '../features/catalog/components/AvailabilityFilter';
import { SETTINGS_PATH } from '../features/content/api/get-settings';

/*
 * What the server needs to render a page. Only the server's renderer (entry-server.tsx)
 * imports this file: the browser learns a page's data from the page itself.
 */

/**
 * The pages the server renders to HTML: every public page and the not-found page. Pages
 * behind a sign-in and the sign-in screens are rendered by the browser (their content is the
 * visitor's own). A new public page is server-rendered once it is in STOREFRONT_ROUTES and
 * PAGE_META (which make it indexable).
 */
export function isServerRendered(route: StorefrontRoute | null): boolean {
  return route === null || isIndexableRoute(route);
}

interface PageRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  language: Language;
}

/**
 * The API answers a page renders with, as the addresses its hooks ask (see
 * lib/initial-data.ts): the server reads them before rendering and sends them along.
 */
const PAGE_DATA: Partial<Record<StorefrontRoute, (page: PageRequest) => string[]>> = {
  home: ({ language }) => [homeProductsRequestKey(language)],
  products: ({ query, language }) => [
    productsRequestKey({
      lang: language,
      category: CATEGORY_SLUGS.find((slug) => slug === query.get('category')),
      search: query.get('search')?.trim() ?? '',
      availability: toAvailabilityChoice(query.get('availability')),
    }),
  ],
  product: ({ params, language }) => [productRequestKey(params.slug ?? '', language)],
  shipping: () => [SETTINGS_PATH],
};

/** What every server-rendered page carries: the settings name the seller in the footer. */
const EVERY_PAGE_DATA: string[] = [SETTINGS_PATH];

export function pageDataRequests(route: StorefrontRoute | null, page: PageRequest): string[] {
  const own = (route && PAGE_DATA[route]?.(page)) ?? [];
  return [...new Set([...EVERY_PAGE_DATA, ...own])];
}
