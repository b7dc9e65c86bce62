import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PROTECTED_ROUTES, STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/contracts';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { Layout, PageFallback } from './layout/Layout';
import { RequireAuth, selectIsAuthenticated } from '../features/accounts';
import { useAppSelector } from './hooks';
import { CartCardAction, useProductPurchase } from '../features/cart';
import { withTexts } from '../lib/texts';
import type { TextGroup } from '../locales/text-groups';

/**
 * Every page is its own chunk (route-level code splitting), loaded with its texts (ADR 0101):
 * the page renders only once both are in, so it never shows a missing text and the server's
 * HTML is taken over as it was rendered. `page` turns a module import, the name of its
 * exported component and its texts into a route `lazy` function.
 */
function page<M, K extends keyof M>(
  texts: TextGroup,
  load: () => Promise<M>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await withTexts(texts, load()))[name] as ComponentType });
}

/** Route metadata read by the layout. */
export interface RouteHandle {
  /** Spec §2: signed-out visitors are sent to / with the login panel open (RequireAuth). */
  requiresAuth: boolean;
}

/** The home page shows the catalogue's carousel; features never import each other, so it is composed here. */
const homePage: RouteObject['lazy'] = async () => {
  const [{ HomePage }, { HomeProductCarousel }] = await withTexts(
    'home',
    Promise.all([
      import('../features/content/routes/HomePage'),
      import('../features/catalog/components/HomeProductCarousel'),
    ]),
  );
  return { Component: () => <HomePage productCarousel={<HomeProductCarousel />} /> };
};

/**
 * The catalogue's pages with the cart's buying buttons in their seams (the cart is in the
 * main chunk already: the header shows it on every page).
 */
const productsPage: RouteObject['lazy'] = async () => {
  const { ProductsPage } = await withTexts(
    'products',
    import('../features/catalog/routes/ProductsPage'),
  );
  return {
    Component: () => (
      <ProductsPage cardAction={(product) => <CartCardAction product={product} />} />
    ),
  };
};

const productPage: RouteObject['lazy'] = async () => {
  const { ProductPage } = await withTexts(
    'product',
    import('../features/catalog/routes/ProductPage'),
  );
  return {
    Component: function ProductPageWithCart() {
      return <ProductPage purchase={useProductPurchase()} />;
    },
  };
};

/** My orders with the gift cards they bought below them (features never import each other). */
const myOrdersPage: RouteObject['lazy'] = async () => {
  const [{ MyOrdersPage }, { MyGiftCards }] = await withTexts(
    'myOrders',
    Promise.all([
      import('../features/orders/routes/MyOrdersPage'),
      import('../features/gift-cards'),
    ]),
  );
  return { Component: () => <MyOrdersPage after={<MyGiftCards />} /> };
};

/** The withdrawal page knows whether the visitor is signed in (ADR 0047). */
const withdrawPage: RouteObject['lazy'] = async () => {
  const { WithdrawPage } = await withTexts(
    'withdraw',
    import('../features/orders/routes/WithdrawPage'),
  );
  return {
    Component: function WithdrawPageSignedIn() {
      return <WithdrawPage signedIn={useAppSelector(selectIsAuthenticated)} />;
    },
  };
};

const PAGES: Record<StorefrontRoute, RouteObject['lazy']> = {
  home: homePage,
  products: productsPage,
  product: productPage,
  cart: page('cart', () => import('../features/cart/routes/CartPage'), 'CartPage'),
  checkoutSuccess: page(
    'checkoutSuccess',
    () => import('../features/checkout/routes/CheckoutSuccessPage'),
    'CheckoutSuccessPage',
  ),
  about: page('about', () => import('../features/content/routes/AboutPage'), 'AboutPage'),
  contact: page('contact', () => import('../features/content/routes/ContactPage'), 'ContactPage'),
  profile: page('accounts', () => import('../features/accounts/routes/ProfilePage'), 'ProfilePage'),
  myOrders: myOrdersPage,
  shipping: page(
    'shipping',
    () => import('../features/content/routes/ShippingPage'),
    'ShippingPage',
  ),
  returns: page('returns', () => import('../features/content/routes/ReturnsPage'), 'ReturnsPage'),
  login: page('accounts', () => import('../features/accounts/routes/LoginPage'), 'LoginPage'),
  signup: page('accounts', () => import('../features/accounts/routes/SignupPage'), 'SignupPage'),
  help: page('help', () => import('../features/content/routes/HelpPage'), 'HelpPage'),
  wrapping: page(
    'wrapping',
    () => import('../features/content/routes/WrappingPage'),
    'WrappingPage',
  ),
  terms: page('terms', () => import('../features/content/routes/TermsPage'), 'TermsPage'),
  privacy: page('privacy', () => import('../features/content/routes/PrivacyPage'), 'PrivacyPage'),
  legal: page(
    'legal',
    () => import('../features/content/routes/LegalNoticePage'),
    'LegalNoticePage',
  ),
  accessibility: page(
    'accessibility',
    () => import('../features/content/routes/AccessibilityPage'),
    'AccessibilityPage',
  ),
  withdrawalForm: page(
    'withdrawalForm',
    () => import('../features/content/routes/WithdrawalFormPage'),
    'WithdrawalFormPage',
  ),
  withdraw: withdrawPage,
  withdrawLink: page(
    'withdraw',
    () => import('../features/orders/routes/WithdrawLinkPage'),
    'WithdrawLinkPage',
  ),
  resetPassword: page(
    'accounts',
    () => import('../features/accounts/routes/ResetPasswordPage'),
    'ResetPasswordPage',
  ),
  confirmEmail: page(
    'accounts',
    () => import('../features/accounts/routes/ConfirmEmailPage'),
    'ConfirmEmailPage',
  ),
  confirmAddress: page(
    'accounts',
    () => import('../features/accounts/routes/ConfirmEmailPage'),
    'ConfirmAddressPage',
  ),
  unsubscribe: page(
    'unsubscribe',
    () => import('../features/catalog/routes/UnsubscribePage'),
    'UnsubscribePage',
  ),
};

const pageRoutes: RouteObject[] = (Object.keys(PAGES) as StorefrontRoute[]).map((name) => ({
  path: STOREFRONT_ROUTES[name],
  lazy: PAGES[name],
  handle: { requiresAuth: PROTECTED_ROUTES.includes(name) } satisfies RouteHandle,
}));

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
          {
            path: '*',
            lazy: page(
              'notFound',
              () => import('../features/content/routes/NotFoundPage'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
