import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  PROTECTED_ROUTES,
  STOREFRONT_ROUTES,
  type PageCode,
  type StorefrontRoute,
} from '@shop/contracts';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { Layout, PageFallback } from './layout/Layout';
import { RequireAuth, selectIsAuthenticated } from '../features/accounts';
import { useAppSelector } from './hooks';
import { CartCardAction, useProductPurchase } from '../features/cart';
import { withTexts } from '../lib/texts';
import type { TextGroup } from '../locales/text-groups';
import type { HomePage as HomePageComponent } from '../features/content/routes/HomePage';
import type { ProductsPage as ProductsPageComponent } from '../features/catalog/routes/ProductsPage';
import type { ProductPage as ProductPageComponent } from '../features/catalog/routes/ProductPage';
import type { MyOrdersPage as MyOrdersPageComponent } from '../features/orders/routes/MyOrdersPage';
import type { WithdrawPage as WithdrawPageComponent } from '../features/orders/routes/WithdrawPage';

/**
 * The pages' modules, by their path in the source tree. The build's manifest names each page's
 * chunk by the same path, so the server can have a rendered page's chunks and texts fetched
 * together with the app instead of after it (apps/server/src/plugins/boot-preloads.ts).
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../features/*/routes/*.tsx',
  '../features/catalog/components/HomeProductCarousel.tsx',
  '../features/gift-cards/index.ts',
]);

/**
 * A page: its code, and its component made of its loaded modules (in the order of `modules`).
 * Every page is its own chunk (route-level code splitting), loaded with its texts (ADR 0101):
 * the page renders only once both are in, so it never shows a missing text and the server's
 * HTML is taken over as it was rendered.
 */
interface Page extends PageCode<TextGroup> {
  component: (modules: Record<string, unknown>[]) => ComponentType;
}

/** The loader of a page's module; a path the glob does not hold fails as the routes are made. */
function moduleLoader(modulePath: string): () => Promise<Record<string, unknown>> {
  const load = PAGE_MODULES[`../${modulePath.replace(/^src\//, '')}`];
  if (!load) throw new Error(`No page module ${modulePath} (app/routes.tsx, PAGE_MODULES).`);
  return load;
}

/** A module's export, which must be a component (of the type the caller names). */
function exported<Component = ComponentType>(
  module: Record<string, unknown> | undefined,
  name: string,
): Component {
  const component = module?.[name];
  if (typeof component !== 'function') throw new Error(`A page module exports no ${name}.`);
  return component as Component;
}

/** A module's export: the module's path below the web app (`src/...`) and the export's name. */
type ModuleExport = [modulePath: string, name: string];

/**
 * A page made of a module's export, given what the app adds (the cart's buttons, the signed-in
 * state) by `wrap`, with the exports of `parts`, pieces of other features: features never
 * import each other, so a page that shows another's part is composed here.
 */
function pageWith<Main>(
  texts: TextGroup,
  main: ModuleExport,
  parts: ModuleExport[],
  wrap: (main: Main, ...parts: ComponentType[]) => ComponentType,
): Page {
  return {
    modules: [main, ...parts].map(([modulePath]) => modulePath),
    texts,
    component: ([module, ...partModules]) =>
      wrap(
        exported<Main>(module, main[1]),
        ...parts.map(([, name], index) => exported(partModules[index], name)),
      ),
  };
}

/** A page that is one module's export. */
function page(texts: TextGroup, modulePath: string, name: string): Page {
  return pageWith<ComponentType>(texts, [modulePath, name], [], (component) => component);
}

/** Route metadata read by the layout and the server renderer. */
export interface RouteHandle {
  /** Spec §2: signed-out visitors are sent to / with the login panel open (RequireAuth). */
  requiresAuth: boolean;
  /** The page's code and texts (the server renderer names them to the page's first script). */
  page?: PageCode<TextGroup>;
}

/** The home page shows the catalogue's carousel. */
const homePage = pageWith(
  'home',
  ['src/features/content/routes/HomePage.tsx', 'HomePage'],
  [['src/features/catalog/components/HomeProductCarousel.tsx', 'HomeProductCarousel']],
  (HomePage: typeof HomePageComponent, Carousel) => () => (
    <HomePage productCarousel={<Carousel />} />
  ),
);

/**
 * The catalogue's pages with the cart's buying buttons in their seams (the cart is in the
 * main chunk already: the header shows it on every page).
 */
const productsPage = pageWith(
  'products',
  ['src/features/catalog/routes/ProductsPage.tsx', 'ProductsPage'],
  [],
  (ProductsPage: typeof ProductsPageComponent) => () => (
    <ProductsPage cardAction={(product) => <CartCardAction product={product} />} />
  ),
);

const productPage = pageWith(
  'product',
  ['src/features/catalog/routes/ProductPage.tsx', 'ProductPage'],
  [],
  (ProductPage: typeof ProductPageComponent) =>
    function ProductPageWithCart() {
      return <ProductPage purchase={useProductPurchase()} />;
    },
);

/** My orders with the gift cards they bought below them. */
const myOrdersPage = pageWith(
  'myOrders',
  ['src/features/orders/routes/MyOrdersPage.tsx', 'MyOrdersPage'],
  [['src/features/gift-cards/index.ts', 'MyGiftCards']],
  (MyOrdersPage: typeof MyOrdersPageComponent, MyGiftCards) => () => (
    <MyOrdersPage after={<MyGiftCards />} />
  ),
);

/** The withdrawal page knows whether the visitor is signed in (ADR 0047). */
const withdrawPage = pageWith(
  'withdraw',
  ['src/features/orders/routes/WithdrawPage.tsx', 'WithdrawPage'],
  [],
  (WithdrawPage: typeof WithdrawPageComponent) =>
    function WithdrawPageSignedIn() {
      return <WithdrawPage signedIn={useAppSelector(selectIsAuthenticated)} />;
    },
);

const PAGES: Record<StorefrontRoute, Page> = {
  home: homePage,
  products: productsPage,
  product: productPage,
  cart: page('cart', 'src/features/cart/routes/CartPage.tsx', 'CartPage'),
  checkoutSuccess: page(
    'checkoutSuccess',
    'src/features/checkout/routes/CheckoutSuccessPage.tsx',
    'CheckoutSuccessPage',
  ),
  about: page('about', 'src/features/content/routes/AboutPage.tsx', 'AboutPage'),
  contact: page('contact', 'src/features/content/routes/ContactPage.tsx', 'ContactPage'),
  profile: page('accounts', 'src/features/accounts/routes/ProfilePage.tsx', 'ProfilePage'),
  myOrders: myOrdersPage,
  shipping: page('shipping', 'src/features/content/routes/ShippingPage.tsx', 'ShippingPage'),
  returns: page('returns', 'src/features/content/routes/ReturnsPage.tsx', 'ReturnsPage'),
  login: page('accounts', 'src/features/accounts/routes/LoginPage.tsx', 'LoginPage'),
  signup: page('accounts', 'src/features/accounts/routes/SignupPage.tsx', 'SignupPage'),
  help: page('help', 'src/features/content/routes/HelpPage.tsx', 'HelpPage'),
  wrapping: page('wrapping', 'src/features/content/routes/WrappingPage.tsx', 'WrappingPage'),
  terms: page('terms', 'src/features/content/routes/TermsPage.tsx', 'TermsPage'),
  privacy: page('privacy', 'src/features/content/routes/PrivacyPage.tsx', 'PrivacyPage'),
  legal: page('legal', 'src/features/content/routes/LegalNoticePage.tsx', 'LegalNoticePage'),
  accessibility: page(
    'accessibility',
    'src/features/content/routes/AccessibilityPage.tsx',
    'AccessibilityPage',
  ),
  withdrawalForm: page(
    'withdrawalForm',
    'src/features/content/routes/WithdrawalFormPage.tsx',
    'WithdrawalFormPage',
  ),
  withdraw: withdrawPage,
  withdrawLink: page(
    'withdraw',
    'src/features/orders/routes/WithdrawLinkPage.tsx',
    'WithdrawLinkPage',
  ),
  resetPassword: page(
    'accounts',
    'src/features/accounts/routes/ResetPasswordPage.tsx',
    'ResetPasswordPage',
  ),
  confirmEmail: page(
    'accounts',
    'src/features/accounts/routes/ConfirmEmailPage.tsx',
    'ConfirmEmailPage',
  ),
  confirmAddress: page(
    'accounts',
    'src/features/accounts/routes/ConfirmEmailPage.tsx',
    'ConfirmAddressPage',
  ),
  unsubscribe: page(
    'unsubscribe',
    'src/features/catalog/routes/UnsubscribePage.tsx',
    'UnsubscribePage',
  ),
};

/** A page's route: its code loaded on first visit, and named in its handle for the server. */
function pageRoute(path: string, { modules, texts, component }: Page, requiresAuth: boolean) {
  const loaders = modules.map(moduleLoader);
  return {
    path,
    lazy: async () => ({
      Component: component(await withTexts(texts, Promise.all(loaders.map((load) => load())))),
    }),
    handle: { requiresAuth, page: { modules, texts } } satisfies RouteHandle,
  } satisfies RouteObject;
}

const pageRoutes: RouteObject[] = (Object.keys(PAGES) as StorefrontRoute[]).map((name) =>
  pageRoute(STOREFRONT_ROUTES[name], PAGES[name], PROTECTED_ROUTES.includes(name)),
);

const requiresAuth = (route: RouteObject) => (route.handle as RouteHandle).requiresAuth;

export const routes: RouteObject[] = [
  {
    // The shell (header, footer) stays on screen whatever the page does...
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // ...because page errors are caught one level down, inside <main>, where the first
        // page's code is also waited for.
        errorElement: <RouteErrorBoundary />,
        HydrateFallback: PageFallback,
        children: [
          ...pageRoutes.filter((route) => !requiresAuth(route)),
          { element: <RequireAuth />, children: pageRoutes.filter(requiresAuth) },
          pageRoute(
            '*',
            page('notFound', 'src/features/content/routes/NotFoundPage.tsx', 'NotFoundPage'),
            false,
          ),
        ],
      },
    ],
  },
];
