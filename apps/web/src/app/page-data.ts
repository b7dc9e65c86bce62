import { isIndexableRoute, type Language, type StorefrontRoute } from '@shop/contracts';
import { catalogApi } from '../features/catalog/api/catalog-api';
import { productApi } from '../features/catalog/api/product-api';
import { productListParams } from '../features/catalog/product-list-params';
import { deliveryRatesApi } from '../features/content/api/get-delivery-rates';
import { settingsApi } from '../features/content/api/get-settings';
import type { AppStore } from './store';

/*
 * What the server needs to render a page. Only the server's renderer (entry-server.tsx)
 * imports this file: the browser learns a page's data from the page itself.
 */

/**
 * The pages the server renders to HTML: every public page and the not-found page. Pages
 * behind a sign-in and the sign-in screens are rendered by the browser (their content is the
 * visitor's own). A new public page is server-rendered once it is in STOREFRONT_ROUTES and
 * has its head texts in the locale files' `seo.pages` (which make it indexable).
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
 * The endpoint calls a page renders with, with the arguments its components pass (ADR 29):
 * the server runs them into the page's store before rendering, and their answers go along.
 */
type PageQuery = (dispatch: AppStore['dispatch']) => PromiseLike<unknown>;

const { getHomeProducts, getProducts } = catalogApi.endpoints;
const { getProduct } = productApi.endpoints;
const { getDeliveryRates } = deliveryRatesApi.endpoints;
// No subscription: the server's store lives for one page.
const once = { subscribe: false } as const;

const PAGE_DATA: Partial<Record<StorefrontRoute, (page: PageRequest) => PageQuery[]>> = {
  home: ({ language }) => [(dispatch) => dispatch(getHomeProducts.initiate(language, once))],
  products: ({ query, language }) => [
    (dispatch) => dispatch(getProducts.initiate(productListParams(query, language), once)),
  ],
  product: ({ params, language }) => [
    (dispatch) => dispatch(getProduct.initiate({ slug: params.slug ?? '', lang: language }, once)),
  ],
  // Both name the delivery methods, prices and estimates staff set (issue 27).
  shipping: ({ language }) => [(dispatch) => dispatch(getDeliveryRates.initiate(language, once))],
  terms: ({ language }) => [(dispatch) => dispatch(getDeliveryRates.initiate(language, once))],
};

/** What every server-rendered page carries: the settings (the footer names the seller; shipping). */
const EVERY_PAGE_DATA: PageQuery[] = [
  (dispatch) => dispatch(settingsApi.endpoints.getSettings.initiate(undefined, once)),
];

/** Runs the page's calls into its store; resolves once every one has settled. */
export async function loadPageData(
  store: AppStore,
  route: StorefrontRoute | null,
  page: PageRequest,
): Promise<void> {
  const queries = [...EVERY_PAGE_DATA, ...((route && PAGE_DATA[route]?.(page)) ?? [])];
  await Promise.all(queries.map((query) => query(store.dispatch)));
}
