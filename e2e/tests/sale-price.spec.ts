import { expect, test } from '../support/test.js';

const ON_SALE = {
  slug: 'wooden-advent-calendar-with-name',
  name: 'Wooden Advent calendar with name',
};

test('a product on sale shows its price against the lowest price of the 30 days before the reduction', async ({
  page,
}) => {
  // Server-rendered: the reference is in the HTML before any script runs.
  const html = await (await page.request.get(`/product/${ON_SALE.slug}`)).text();
  expect(html).toContain('Lowest price in the 30 days before the reduction: €69.00');

  await page.goto(`/product/${ON_SALE.slug}`);
  await expect(page.getByTestId('product-price')).toHaveText('€64.00');
  const reference = page.getByRole('main').getByTestId('sale-reference');
  await expect(reference).toContainText('Lowest price in the 30 days before the reduction: €69.00');
  await expect(reference).toContainText('−7 %');
  // The regular price is no reference: it is not shown struck through.
  await expect(page.getByRole('main').getByText('€79.00')).toHaveCount(0);

  await page.goto('/products?category=seasonal');
  const card = page.getByRole('article').filter({ hasText: ON_SALE.name });
  await expect(card.getByText('€64.00')).toBeVisible();
  await expect(card.getByTestId('sale-reference')).toContainText('€69.00');
});

test('the reference is in Dutch and French too', async ({ page }) => {
  const nl = await (await page.request.get(`/product/${ON_SALE.slug}?lang=nl`)).text();
  expect(nl).toContain('Laagste prijs in de 30 dagen vóór de korting');
  const fr = await (await page.request.get(`/product/${ON_SALE.slug}?lang=fr`)).text();
  expect(fr).toContain('Prix le plus bas des 30 jours précédant la réduction');
});
