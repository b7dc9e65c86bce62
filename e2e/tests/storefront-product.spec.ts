import { expect, test, type APIRequestContext } from '../support/test.js';
import {
  chooseLanguage,
  holdRequests,
  refuseRequests,
  type ApiProduct,
} from '../support/storefront.js';

async function products(request: APIRequestContext, lang = 'en'): Promise<ApiProduct[]> {
  return (await request.get(`/api/products/?lang=${lang}`)).json();
}

async function product(request: APIRequestContext, slug: string, lang = 'en'): Promise<ApiProduct> {
  return (await request.get(`/api/products/${slug}/?lang=${lang}`)).json();
}

/** A product with several pictures, and one with a single picture. */
async function galleryProducts(request: APIRequestContext) {
  const details = await Promise.all(
    (await products(request)).map((item) => product(request, item.slug)),
  );
  const many = details.find((item) => item.carousel_images.length >= 2)!;
  const single = details.find((item) => item.carousel_images.length === 0 && item.main_image_url)!;
  return { many, single };
}

test.describe('the product page', () => {
  test('shows the product with its price in the language style, and a back link', async ({
    page,
    request,
  }) => {
    const [first] = await products(request);
    await page.goto(`/product/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    const [euros, cents] = first!.price.split('.');
    await expect(page.getByTestId('product-price')).toHaveText(`€${euros}.${cents}`);

    await chooseLanguage(page, 'fr');
    await expect(page.getByTestId('product-price')).toHaveText(`${euros},${cents} €`);

    await page.getByRole('link', { name: 'Retour aux produits' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the language switch shows the names stored in French and Dutch', async ({
    page,
    request,
  }) => {
    const [first] = await products(request);
    const french = await product(request, first!.slug, 'fr');
    const dutch = await product(request, first!.slug, 'nl');
    expect(new Set([first!.name, french.name, dutch.name]).size).toBe(3);

    await page.goto(`/product/${first!.slug}`);
    const title = page.getByTestId('product-title');
    await expect(title).toHaveText(first!.name);
    await chooseLanguage(page, 'fr');
    await expect(title).toHaveText(french.name);
    await chooseLanguage(page, 'nl');
    await expect(title).toHaveText(dutch.name);
    await expect(page.getByTestId('product-description')).toContainText(
      dutch.description
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(0, 4)
        .join(' '),
    );
  });

  test('the gallery moves with its buttons, its dots and the arrow keys', async ({
    page,
    request,
  }) => {
    const { many } = await galleryProducts(request);
    const count = 1 + many.carousel_images.length;
    await page.goto(`/product/${many.slug}`);
    const slides = page.getByTestId('gallery-slide');
    await expect(slides).toHaveCount(count);
    const active = page.locator('[data-testid="gallery-slide"][data-active="true"]');
    const dots = page.getByRole('button', { name: /^Show picture \d+$/ });
    await expect(dots).toHaveCount(count);
    await expect(active).toHaveAttribute('aria-label', `Picture 1 of ${count}`);

    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(active).toHaveAttribute('aria-label', `Picture 2 of ${count}`);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: `Show picture ${count}` }).click();
    await expect(active).toHaveAttribute('aria-label', `Picture ${count} of ${count}`);

    // Next from the last picture wraps to the first; previous goes back again.
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(active).toHaveAttribute('aria-label', `Picture 1 of ${count}`);
    await page.getByRole('button', { name: 'Previous picture' }).click();
    await expect(active).toHaveAttribute('aria-label', `Picture ${count} of ${count}`);

    // Keyboard: focus a dot, then the arrow keys move through the pictures.
    await dots.first().focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', `Picture 1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveAttribute('aria-label', `Picture 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(active).toHaveAttribute('aria-label', `Picture 1 of ${count}`);
  });

  test('a product with one picture has no gallery buttons or dots', async ({ page, request }) => {
    const { single } = await galleryProducts(request);
    await page.goto(`/product/${single.slug}`);
    await expect(page.getByTestId('gallery-slide')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next picture' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show picture/ })).toHaveCount(0);
  });

  test('the main picture loads first with its variants and size', async ({ page, request }) => {
    const { many } = await galleryProducts(request);
    await page.goto(`/product/${many.slug}`);
    const first = page.getByTestId('gallery-slide').first().getByRole('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('srcset', /-800w-[0-9a-f]{10}\.webp 800w/);
    await expect(first).toHaveAttribute('width', '800');
    // The other pictures are hidden from assistive technology until shown, and load lazily.
    await expect(page.getByTestId('gallery-slide').nth(1).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('the quantity stays between 1 and 10', async ({ page, request }) => {
    const available = (await products(request)).find((item) => item.is_available)!;
    await page.goto(`/product/${available.slug}`);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    for (let step = 2; step <= 10; step += 1) {
      await increase.click();
      await expect(quantity).toHaveValue(String(step));
    }
    await expect(increase).toBeDisabled();
    await decrease.click();
    await expect(quantity).toHaveValue('9');

    await quantity.fill('25');
    await expect(quantity).toHaveValue('10');
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');

    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  });

  test('an unavailable product offers "Notify When Available" instead of buying', async ({
    page,
    request,
  }) => {
    const unavailable = (await products(request)).find((item) => !item.is_available)!;
    await page.goto(`/product/${unavailable.slug}`);
    // Issue 8: the button works (back-in-stock.spec.ts follows it through).
    await expect(page.getByRole('button', { name: 'Notify When Available' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
  });

  test('shows "Loading product..." while the product loads', async ({ page, request }) => {
    const [first] = await products(request);
    // The first page comes rendered with its product; the app loads it for the next ones.
    await page.goto('/products');
    const held = await holdRequests(page, /\/api\/products\/[^/?]+\/\?/);
    await page
      .getByTestId('product-card')
      .filter({ hasText: first!.name })
      .getByRole('link')
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading product...' })).toBeVisible();
    await held.release();
    await expect(page.getByTestId('product-title')).toHaveText(first!.name);
  });

  test('shows the error with back and retry, and retry loads the product', async ({
    page,
    request,
  }) => {
    const [first] = await products(request);
    await page.goto('/products');
    await refuseRequests(page, /\/api\/products\/[^/?]+\/\?/, 1);
    await page
      .getByTestId('product-card')
      .filter({ hasText: first!.name })
      .getByRole('link')
      .click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Cannot connect to Django server. Please ensure it is running on port 8000.',
    );
    await expect(alert.getByRole('link', { name: 'Back to products' })).toBeVisible();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('product-title')).toHaveText(first!.name);
  });

  test('an unknown product answers 404 and shows the not-found state', async ({ page }) => {
    const response = await page.goto('/product/no-such-gift');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByText('Product not found: no-such-gift')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Giftshop');
  });
});
