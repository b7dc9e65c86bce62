import { expect, test } from '../support/test.js';
import { chooseLanguage } from '../support/storefront.js';

interface Product {
  slug: string;
  name: string;
}

test('the products page shows the seeded cards, in French after choosing Français', async ({
  page,
  request,
}) => {
  const english: Product[] = await (await request.get('/api/products/?lang=en')).json();
  const french: Product[] = await (await request.get('/api/products/?lang=fr')).json();
  expect(english.length).toBeGreaterThanOrEqual(24);

  await page.goto('/products');
  const names = page.getByTestId('product-card').getByTestId('product-name');
  await expect(names).toHaveCount(english.length);
  await expect(names.first()).toHaveText(english[0]!.name);

  await chooseLanguage(page, 'fr');
  await expect(names.first()).toHaveText(french[0]!.name);
  await expect(names).toHaveText(french.map((product) => product.name));
  // The French names really are different texts, not the English ones again.
  expect(french[0]!.name).not.toBe(english[0]!.name);
});

test('a footer category link lands on a filtered list', async ({ page, request }) => {
  const seasonal: Product[] = await (await request.get('/api/products/?category=seasonal')).json();
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /seasonal/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\?category=seasonal$/);
  await expect(page.getByTestId('product-card')).toHaveCount(seasonal.length);
});

test('a product card opens its product page', async ({ page, request }) => {
  const products: Product[] = await (await request.get('/api/products/?lang=en')).json();
  await page.goto('/products');
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${products[0]!.slug}$`));
});
