import type { Language } from './i18n.js';

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
  legal: '/legal',
  accessibility: '/accessibility',
  withdrawalForm: '/withdrawal-form',
  withdraw: '/withdraw',
  withdrawLink: '/withdraw/:token',
  resetPassword: '/reset-password/:token',
  confirmEmail: '/confirm-email/:token',
  /** The sign-up address's confirmation link (ADR 0049). */
  confirmAddress: '/confirm-address/:token',
  unsubscribe: '/notify/unsubscribe/:token',
} as const;

export type StorefrontRoute = keyof typeof STOREFRONT_ROUTES;

/** Pages only a signed-in customer may open (spec §2: redirected to / with the login panel). */
export const PROTECTED_ROUTES: readonly StorefrontRoute[] = [
  'cart',
  'checkoutSuccess',
  'profile',
  'myOrders',
];

/**
 * Pages search engines should index: public, the same for every visitor. The others (cart,
 * account pages, login) are sent with `noindex`.
 */
export const INDEXABLE_ROUTES = [
  'home',
  'products',
  'product',
  'about',
  'contact',
  'shipping',
  'returns',
  'help',
  'wrapping',
  'terms',
  'privacy',
  'legal',
  'accessibility',
  'withdrawalForm',
  'withdraw',
] as const satisfies readonly StorefrontRoute[];
export type IndexableRoute = (typeof INDEXABLE_ROUTES)[number];

export function isIndexableRoute(route: StorefrontRoute): route is IndexableRoute {
  return (INDEXABLE_ROUTES as readonly string[]).includes(route);
}

const routeMatchers = (Object.keys(STOREFRONT_ROUTES) as StorefrontRoute[]).map((route) => {
  const names: string[] = [];
  const source = STOREFRONT_ROUTES[route].replace(/:([a-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, pattern: new RegExp(`^${source}/?$`) };
});

/**
 * What a rendered page needs before it renders: the contract between the storefront's routes,
 * which name it in each page route's handle (apps/web/src/app/routes.tsx), and the server,
 * which names its chunks to the page's first script (apps/server/src/plugins/boot-preloads.ts).
 */
export interface PageCode<Texts extends string = string> {
  /** The page's modules, by their path in the web app (`src/...`), as the build's manifest keys them. */
  modules: string[];
  /** The page's group of texts (apps/web/src/locales/text-groups.ts). */
  texts: Texts;
}

export interface StorefrontMatch {
  route: StorefrontRoute;
  /** Decoded path parameters, e.g. `{ slug: 'star-map' }`. */
  params: Record<string, string>;
}

/**
 * A request's target (the path and query it asked for) as a URL on `origin`. Always a path:
 * `new URL('//x', origin)` reads `x` as a host, and throws when `x` can be none (`//a=>b`).
 */
export function requestTargetUrl(target: string, origin: string): URL {
  return new URL(`${origin}${target.startsWith('/') ? '' : '/'}${target}`);
}

/** The storefront route a path belongs to, with its parameters; null for an unknown path. */
export function matchStorefrontPath(pathname: string): StorefrontMatch | null {
  for (const { route, names, pattern } of routeMatchers) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, index) => {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
    } catch {
      return null; // A malformed %-escape is no page of ours.
    }
    return { route, params };
  }
  return null;
}

export function isStorefrontPath(pathname: string): boolean {
  return matchStorefrontPath(pathname) !== null;
}

/** The `:name` parameters of a route's path, e.g. `'slug'` for `/product/:slug`. */
type PathParameters<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a route's path needs filled in: `{ slug }` for `product`, nothing for `cart`. */
export type StorefrontParams<Route extends StorefrontRoute> = Record<
  PathParameters<(typeof STOREFRONT_ROUTES)[Route]>,
  string
>;

type ParamsArgument<Route extends StorefrontRoute> = [
  PathParameters<(typeof STOREFRONT_ROUTES)[Route]>,
] extends [never]
  ? [params?: StorefrontParams<Route>]
  : [params: StorefrontParams<Route>];

/** A storefront page's path from the route table, its parameters percent-encoded. */
export function storefrontPath<Route extends StorefrontRoute>(
  route: Route,
  ...[params]: ParamsArgument<Route>
): string {
  const values = (params ?? {}) as Record<string, string>;
  return STOREFRONT_ROUTES[route].replace(/:([a-z]+)/gi, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/**
 * A storefront page's absolute URL, for mails and payment pages: the shop's public URL, the
 * route's path, and, for a language other than English, `?lang=nl|fr` (the storefront's
 * language URLs; English is the default and has none). Without `language` the link carries
 * none and the page opens in the visitor's own choice.
 */
export function storefrontUrl<Route extends StorefrontRoute>(
  publicUrl: string,
  route: Route,
  options: { language?: Language } & (ParamsArgument<Route> extends [params: infer Params]
    ? { params: Params }
    : { params?: StorefrontParams<Route> }),
): string {
  const path = storefrontPath(route, ...([options.params] as ParamsArgument<Route>));
  const query = options.language && options.language !== 'en' ? `?lang=${options.language}` : '';
  return `${publicUrl.replace(/\/+$/, '')}${path}${query}`;
}

export function productPath(slug: string): string {
  return storefrontPath('product', { slug });
}
