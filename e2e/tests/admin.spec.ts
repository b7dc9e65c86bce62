import path from 'node:path';
import { expect, test } from '../support/test.js';
import { accountMenuButton, DEMO_ADMIN, signIn, signInToAdmin } from '../support/auth.js';
import { paidOrder } from '../support/checkout.js';
import { REPO_ROOT } from '../support/shop-server.js';

const PICTURE = path.join(REPO_ROOT, 'apps/server/seed-assets/products/autumn-candle-set.webp');

test('the demo admin opens the Admin Panel from the storefront and creates a product the shop shows in French', async ({
  page,
  context,
}) => {
  // Two tabs, a react-admin form, an upload with its variants and a storefront page.
  test.slow();
  const stamp = Date.now().toString(36);
  const names = {
    en: `Walnut Keepsake Box ${stamp}`,
    fr: `Boîte à souvenirs en noyer ${stamp}`,
    nl: `Walnoten herinneringsdoos ${stamp}`,
  };

  await page.goto('/');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await accountMenuButton(page).click();
  const [admin] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: /Admin Panel/ }).click(),
  ]);

  // Signed in already: the storefront's sign-in carries over.
  await expect(admin).toHaveURL(/\/admin\//);
  await expect(admin.getByText('Orders to ship')).toBeVisible();

  await admin.getByRole('menuitem', { name: 'Products' }).click();
  await admin.getByRole('link', { name: 'Create' }).click();
  await admin.getByLabel('Name (English)').fill(names.en);
  await admin.getByRole('combobox', { name: 'Category', exact: true }).click();
  await admin.getByRole('option', { name: 'Personalised gifts' }).click();
  await admin.getByLabel('Price (€)').fill('34.50');

  await admin.getByRole('tab', { name: 'French' }).click();
  await admin.getByLabel('Name (French)').fill(names.fr);
  await admin.getByRole('tab', { name: 'Dutch' }).click();
  await admin.getByLabel('Name (Dutch)').fill(names.nl);

  await admin.getByRole('tab', { name: 'Pictures' }).click();
  await admin.locator('input[type="file"]').first().setInputFiles(PICTURE);
  await expect(admin.locator('img[src^="blob:"]').first()).toBeVisible();

  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Element created')).toBeVisible();
  await expect(admin).toHaveURL(/#\/products\/\d+$/);
  // Saved, the edit page opens on its General tab with the product as stored: the slug made
  // from the English name. (No tab click here: for a moment after the address changes the
  // create form is still on screen, and its General tab leads back to /products/create.)
  const slug = `walnut-keepsake-box-${stamp}`;
  await expect(admin.getByLabel('Slug')).toHaveValue(slug);

  const shop = await context.newPage();
  await shop.goto(`/product/${slug}?lang=fr`);
  await expect(shop.getByRole('heading', { level: 1, name: names.fr })).toBeVisible();
  await expect(shop.getByText('34,50')).toBeVisible();
  const picture = shop.locator('main img').first();
  await expect(picture).toHaveAttribute('src', /\/media\/products\/upload-[0-9a-f]+/);
});

test('the admin ships a paid order with a tracking number and the customer sees it shipped', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await paidOrder(page, 'Ghent, 12 May 2024');

  // The admin signs in on the panel's own login page, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await admin.getByRole('menuitem', { name: 'Orders' }).click();
  await admin.getByPlaceholder('Order number or e-mail').fill(customer.email);
  // The search applies after a short pause: wait for it, or the click lands on a list being redrawn.
  await expect(admin).toHaveURL(/filter=[^&]*%22q%22/);
  const row = admin.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Processing');
  // Open the order by its number: the row's e-mail cell is a mailto link, which a click in
  // the middle of a wide row may land on. The list may also redraw once after the search
  // lands, swallowing a click; click again until the order opens, as a person would.
  await expect(async () => {
    await row.getByText(/^#\d+$/).click();
    await expect(admin).toHaveURL(/#\/orders\/\d+$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  await expect(admin.getByTestId('personalisation')).toHaveText('Ghent, 12 May 2024');
  await expect(admin.getByText('Gent', { exact: false }).first()).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Shipped' }).click();
  await admin.getByLabel('Tracking number (optional)').fill('3SGFT0012345');
  await admin.getByRole('button', { name: 'Update status' }).click();
  await expect(admin.getByText('Element updated')).toBeVisible();
  await adminContext.close();

  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/my-orders');
  const card = page.getByRole('main').getByTestId('order-card').first();
  await expect(card.getByText('Shipped')).toBeVisible();
});
