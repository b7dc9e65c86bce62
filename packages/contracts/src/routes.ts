/**
 * The storefront's pages (spec §2). The server answers these with the app shell and
 * status 200; any other path gets the same shell with status 404, so search engines
 * see a real 404 while the app shows its not-found page.
 */
export const STOREFRONT_ROUTES = {
  home: '/',
  products: '/products',
  product: '/product/:slug',
  cart: '/cart',
  checkoutSuccess: '/checkout/success',
  about: '/about',
  contact: '/contact',
  profile: '/data',
  myOrders: '/my-orders',
  shipping: '/shipping',
  returns: '/returns',
  login: '/login',
  signup: '/signup',
  help: '/help',
  wrapping: '/wrapping',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type StorefrontRoute = keyof typeof STOREFRONT_ROUTES;

/** Pages only a signed-in customer may open (spec §2: redirected to / with the login panel). */
export const PROTECTED_ROUTES: readonly StorefrontRoute[] = [
  'cart',
  'checkoutSuccess',
  'profile',
  'myOrders',
];

const routePatterns = Object.values(STOREFRONT_ROUTES).map(
  (route) => new RegExp('^' + route.replace(/:[a-z]+/g, '[^/]+') + '/?$'),
);

export function isStorefrontPath(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
