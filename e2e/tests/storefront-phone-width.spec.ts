import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import type { ApiProduct } from '../support/storefront.js';
import { STOREFRONT_ROUTES } from '../../packages/contracts/src/routes.js';

/**
 * No page scrolls sideways on a phone (issue 31): long Dutch and French headings (the
 * accessibility statement, the withdrawal form) wrap instead of widening the page. Every
 * storefront route is visited, the account pages signed in, token pages with a made-up token
 * (they show their "link not valid" state), and the document must be exactly as wide as the
 * viewport.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

for (const language of ['nl', 'fr'] as const) {
  test(`no storefront page is wider than a phone in ${language}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [product] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    // The header's sign-in button is in the menu on a phone: sign in on a laptop's width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?lang=en');
    await signIn(page, customer.email, customer.password);
    await page.setViewportSize({ width: 360, height: 740 });

    const tooWide: string[] = [];
    for (const pattern of Object.values(STOREFRONT_ROUTES)) {
      const path = pattern
        .replace(':slug', product!.slug)
        .replace(':token', 'not-a-real-token-0000000000000000');
      await page.goto(`${path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // What a visitor sees first: the page's heading, its data loaded.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The phone's own width, not innerWidth: a phone zooms out to show a too wide page, and
      // innerWidth grows with it.
      const widths = {
        document: await page.evaluate(() => document.documentElement.scrollWidth),
        viewport: page.viewportSize()!.width,
      };
      if (widths.document !== widths.viewport) {
        tooWide.push(`${path}: ${widths.document}px in a ${widths.viewport}px viewport`);
      }
    }
    expect(tooWide).toEqual([]);
  });
}
