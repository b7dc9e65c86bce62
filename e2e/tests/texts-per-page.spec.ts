import {
  LANGUAGES,
  PROTECTED_ROUTES,
  STOREFRONT_ROUTES,
  type StorefrontRoute,
} from '@shop/contracts';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { expect, test } from '../support/test.js';

/**
 * The visitor's texts load per page (ADR 0101): the shell's before the first render, each
 * page's with its code. Every page of the storefront, in every language, signed out (opened
 * from the server, then taken over) and signed in (the pages only customers see): none may
 * show a text it has not loaded. The shared fixture fails the test on the storefront's report
 * of a missing text (e2e/support/test.ts); this test only has to show each page.
 */

/** An address for each route; a token nobody was sent shows the page's own refusal. */
function addressOf(route: StorefrontRoute, productSlug: string): string {
  return STOREFRONT_ROUTES[route]
    .replace(':slug', productSlug)
    .replace(':token', 'not-a-token-anyone-was-sent');
}

const ROUTES = Object.keys(STOREFRONT_ROUTES) as StorefrontRoute[];

for (const language of LANGUAGES) {
  test(`every page shows only texts it loaded, in ${language}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const products = (await (await request.get(`/api/products/?lang=${language}`)).json()) as {
      slug: string;
    }[];
    const productSlug = products[0]!.slug;
    const customer = newCustomer();
    await registerThroughApi(request, customer);

    const visitAll = async (routes: (StorefrontRoute | 'notFound')[]) => {
      for (const route of routes) {
        const address = route === 'notFound' ? '/no-such-page' : addressOf(route, productSlug);
        await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        // A page's heading, or the sign-in panel a signed-out visitor gets for a customer's page.
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    };

    await visitAll([...ROUTES, 'notFound']);
    // Signed in (in English, the helper's language): the customers' pages and the header's
    // signed-in parts, in the language under test again.
    await page.goto('/?lang=en');
    await signIn(page, customer.email, customer.password);
    await visitAll([...PROTECTED_ROUTES, 'home', 'product']);
  });
}
