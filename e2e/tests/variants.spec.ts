import { expect, test, type APIRequestContext } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, signInToAdmin } from '../support/auth.js';

// The demo serving board (apps/server/src/db/seed/demo-catalogue.ts): two sizes × two woods,
// the large walnut board sold out (ADR 0080).
const BOARD = 'engraved-wooden-serving-board';

interface ApiVariant {
  id: number;
  sku: string;
  price: string;
}

async function boardVariant(request: APIRequestContext, sku: string): Promise<ApiVariant> {
  const product = (await (await request.get(`/api/products/${BOARD}/`)).json()) as {
    variants: ApiVariant[];
  };
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  expect(variant, sku).toBeDefined();
  return variant!;
}

test('in Dutch, a shopper chooses a size and a wood, sees price and availability follow, and the cart names the choice', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  await page.goto(`/product/${BOARD}?lang=nl`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gegraveerde houten serveerplank' }),
  ).toBeVisible();
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(/^Vanaf 39,90\s€$/);
  const add = page.getByTestId('add-to-cart');
  // Nothing chosen yet: the button says what is missing and refuses.
  await expect(add).toHaveText('Kies eerst een maat');
  await expect(add).toBeDisabled();

  const size = page.getByRole('group', { name: 'Maat' });
  const wood = page.getByRole('group', { name: 'Houtsoort' });
  await size.getByRole('radio', { name: 'Groot', exact: true }).check();
  await expect(add).toHaveText('Kies eerst een houtsoort');
  // The large walnut board is sold out: shown, and named unavailable, not hidden.
  const walnut = wood.getByRole('radio', { name: 'Notelaar (niet beschikbaar)' });
  await expect(walnut).toBeVisible();

  await walnut.check();
  await expect(price).toHaveText(/^64,90\s€$/);
  await expect(page.getByText('Niet op voorraad')).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Verwittig mij bij beschikbaarheid' }),
  ).toBeVisible();
  const walnutBoard = await boardVariant(page.request, 'BOARD-L-WAL');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${walnutBoard.id}(&|$)`));

  await wood.getByRole('radio', { name: 'Eik', exact: true }).check();
  await expect(price).toHaveText(/^54,90\s€$/);
  await expect(page.getByText('Op voorraad')).toBeVisible();
  const oakBoard = await boardVariant(page.request, 'BOARD-L-OAK');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${oakBoard.id}(&|$)`));
  await expect(add).toHaveText('In winkelmandje');
  await add.click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();

  await page.goto('/cart?lang=nl');
  await expect(page.getByTestId('cart-line-variant')).toHaveText('Maat: Groot, Houtsoort: Eik');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page opened with ?variant= shows that variant, server-rendered', async ({ page }) => {
    const oakBoard = await boardVariant(page.request, 'BOARD-L-OAK');
    await page.goto(`/product/${BOARD}?lang=nl&variant=${oakBoard.id}`);
    await expect(page.getByTestId('product-price')).toHaveText(/^54,90\s€$/);
    await expect(page.getByRole('radio', { name: 'Groot', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Eik', exact: true })).toBeChecked();
    await expect(page.getByTestId('add-to-cart')).toHaveText('In winkelmandje');
  });
});

test('staff see the serving board’s grid of combinations and sell the medium walnut board out', async ({
  page,
}) => {
  const product = (await (await page.request.get(`/api/products/${BOARD}/`)).json()) as {
    id: number;
  };
  await signInToAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.goto(`/admin/#/products/${product.id}`);
  const editor = page.getByTestId('variant-editor');
  await expect(editor.getByRole('heading', { name: 'Options and variants' })).toBeVisible();
  await expect(editor.getByLabel('Option (NL)').first()).toHaveValue('Maat');
  const grid = editor.getByRole('table', { name: 'Options and variants' });
  await expect(grid.getByRole('row')).toHaveCount(5);
  // The other tests choose large boards: this one changes only the medium walnut board.
  const walnut = grid.getByRole('row').filter({ hasText: 'Medium / Walnut' });
  await walnut.getByLabel('Stock').fill('0');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  const mediumWalnut = await boardVariant(page.request, 'BOARD-M-WAL');
  await page.goto(`/product/${BOARD}?variant=${mediumWalnut.id}`);
  await expect(page.getByRole('radio', { name: 'Walnut (unavailable)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Notify When Available' })).toBeVisible();
});
