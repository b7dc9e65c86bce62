import { expect, test, type APIRequestContext } from '../support/test.js';
import {
  followMenuLink,
  holdRequests,
  refuseRequests,
  type ApiProduct,
} from '../support/storefront.js';

const PRODUCTS_API = /\/api\/products\/\?/;

async function apiList(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  return (await request.get(`/api/products/${query}`)).json();
}

test.describe('the products list', () => {
  test('shows "Loading products..." until the list arrives', async ({ page, request }) => {
    const all = await apiList(request);
    // The first page comes rendered with its list; the app loads it for the next ones.
    await page.goto('/about');
    const held = await holdRequests(page, PRODUCTS_API);
    await followMenuLink(page, 'Products');
    await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await held.release();
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
    await expect(page.getByText('Loading products...')).toHaveCount(0);
  });

  test('shows the error and loads the list again with "Try Again"', async ({ page, request }) => {
    const all = await apiList(request);
    await page.goto('/about');
    await refuseRequests(page, PRODUCTS_API, 1);
    await followMenuLink(page, 'Products');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toContainText(
      'Cannot connect to Django server. Please ensure it is running on port 8000.',
    );
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
  });

  test('searches names and descriptions, keeping the search in the address', async ({
    page,
    request,
  }) => {
    const expected = await apiList(request, '?search=oak');
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('oak');
    await expect(page).toHaveURL(/\/products\?search=oak$/);
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((p) => p.name));

    // The address alone restores the search.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oak');
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((p) => p.name));
  });

  test('an empty search shows "No products found" with the hint, and can be cleared', async ({
    page,
    request,
  }) => {
    const all = await apiList(request);
    await page.goto('/products');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('zzz-no-such-gift');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
    await expect(search).toHaveValue('');
  });

  test('filters by category through its links and the address', async ({ page, request }) => {
    const giftCards = await apiList(request, '?category=gift-cards');
    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Gift cards' })
      .click();
    await expect(page).toHaveURL(/\/products\?category=gift-cards$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Gift cards' })).toBeVisible();
    await expect(page.getByTestId('product-name')).toHaveText(giftCards.map((p) => p.name));
  });

  test('filters by availability, and "All" shows everything again', async ({ page, request }) => {
    const all = await apiList(request);
    const outOfStock = await apiList(request, '?availability=out_of_stock');
    expect(outOfStock.length).toBeGreaterThan(0);
    await page.goto('/products');
    const filter = page.getByLabel('Availability');
    await filter.selectOption({ label: 'Out of stock' });
    await expect(page).toHaveURL(/availability=out_of_stock/);
    await expect(page.getByTestId('product-name')).toHaveText(outOfStock.map((p) => p.name));
    await filter.selectOption({ label: 'All' });
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
  });

  test('combines a category with a search', async ({ page, request }) => {
    const expected = await apiList(request, '?category=seasonal&search=candle');
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/products?category=seasonal&search=candle');
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((p) => p.name));
  });

  test('cards show a responsive picture with its size, and "Add to Cart" only through the cart', async ({
    page,
  }) => {
    await page.goto('/products');
    const image = page.getByTestId('product-card').first().getByRole('img');
    await expect(image).toHaveAttribute('srcset', /320w, .*640w, .*800w/);
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '800');
    await expect(image).toHaveAttribute('loading', 'lazy');
    // Signed out, no card offers "Add to Cart" (spec §2: signed-in visitors only).
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });
});
