import { test as beforeTheApp } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import type { ApiProduct } from '../support/storefront.js';

/**
 * Issue 31, finding on a phone in Dutch: search in the header of every page (working before
 * the app takes the page over), forgiving of accents and typos, and a product list made for
 * thumbs (two columns, the number of results, a sort, a category shown at once).
 */

const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
test.use(PHONE);
beforeTheApp.use(PHONE);

// Demo products (apps/server/src/db/seed/demo-catalogue.ts).
const BOARD = 'Gegraveerde eikenhouten snijplank';
/** Its Dutch description reads "in rood en crème". */
const STOCKING = 'Kerstsok met geborduurde naam';

function banner(page: Page) {
  return page.getByRole('banner');
}

/** Opens the header's search and searches for `text` the way a thumb does. */
async function searchFromHeader(page: Page, text: string): Promise<void> {
  await banner(page).getByLabel('Zoeken', { exact: true }).tap();
  const field = banner(page).getByRole('searchbox', { name: 'Zoeken in de winkel' });
  await field.fill(text);
  await field.press('Enter');
}

async function apiNames(request: APIRequestContext, query: string): Promise<string[]> {
  const products: ApiProduct[] = await (await request.get(`/api/products/${query}`)).json();
  return products.map((product) => product.name);
}

test('a signed-out visitor on a phone sees search and the cart in the header', async ({ page }) => {
  await page.goto('/?lang=nl');
  await expect(banner(page).getByLabel('Zoeken', { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Winkelmandje' })).toBeVisible();
  // The cart needs an account (spec): the cart asks to sign in.
  await banner(page).getByRole('link', { name: 'Winkelmandje' }).tap();
  await expect(page.getByRole('dialog', { name: 'Meld je aan bij je account' })).toBeVisible();
});

// Playwright's own `test`: the project's `page.goto` waits for the take-over.
beforeTheApp(
  'the header search works before the app takes over, and forgives a typo',
  async ({ page }) => {
    // None of the app's scripts arrive: the page stays as the server rendered it.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about?lang=nl', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await searchFromHeader(page, 'snijplnk');

    await expect(page).toHaveURL(/\/products\?search=snijplnk$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('product-name')).toHaveText([BOARD]);
  },
);

test('the header search ignores accents and leads to the product', async ({ page }) => {
  await page.goto('/contact?lang=nl');
  await searchFromHeader(page, 'rood en creme');

  await expect(page).toHaveURL(/\/products\?search=rood\+en\+creme$/);
  await expect(page.getByTestId('product-name')).toHaveText([STOCKING]);
  await page.getByRole('link', { name: STOCKING }).tap();
  await expect(page.getByRole('heading', { level: 1, name: STOCKING })).toBeVisible();
});

test('the list shows two columns of cards, their number and a sort', async ({ page, request }) => {
  const catalogue = await apiNames(request, '?lang=nl');
  await page.goto('/products?lang=nl');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(catalogue.length);
  await expect(page.getByTestId('product-count')).toHaveText(`${catalogue.length} producten`);

  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!),
  );
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);

  await page.getByLabel('Sorteren op').selectOption({ label: 'Prijs: laag naar hoog' });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  const cheapestFirst = await apiNames(request, '?lang=nl&sort=price_asc');
  await expect(page.getByTestId('product-name')).toHaveText(cheapestFirst);

  await page.getByLabel('Sorteren op').selectOption({ label: 'Prijs: hoog naar laag' });
  await expect(page.getByTestId('product-name')).toHaveText(
    await apiNames(request, '?lang=nl&sort=price_desc'),
  );
});

test('choosing a category shows its products at once', async ({ page, request }) => {
  const giftCards = await apiNames(request, '?lang=nl&category=gift-cards');
  await page.goto('/products?lang=nl');
  await page
    .getByRole('navigation', { name: 'Categorieën' })
    .getByRole('link', { name: 'Cadeaubonnen' })
    .tap();

  await expect(page.getByTestId('product-count')).toHaveText(`${giftCards.length} producten`);
  await expect(page.getByTestId('product-name')).toHaveText(giftCards);
  await expect(page.getByTestId('product-card').first()).toBeInViewport({ ratio: 0.5 });
});

test('a search that finds nothing suggests the closest names and the categories', async ({
  page,
}) => {
  await page.goto('/products?lang=nl&search=snijplankje%20eik%20groot');
  const empty = page.getByRole('status').filter({ hasText: 'Geen producten gevonden' });
  await expect(empty).toContainText('Bedoelde je:');
  await expect(empty.getByRole('link', { name: 'Cadeaubonnen' })).toBeVisible();
  await empty.getByRole('link', { name: BOARD }).tap();
  await expect(page.getByRole('heading', { level: 1, name: BOARD })).toBeVisible();
});
