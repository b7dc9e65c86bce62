import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from '@playwright/test';
import { expect, test, type Page } from '../support/test.js';
import { DEMO_ADMIN, newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { apiSession, MADE_TO_ORDER } from '../support/checkout.js';
import { REPO_ROOT } from '../support/shop-server.js';
import { startPrivateShop, type PrivateShop } from '../support/storefront.js';

/**
 * Stored XSS, where staff and customers read what others typed: a personalisation text in the
 * storefront's cart and the admin's order page, a product description (even one that reached
 * the database unsanitised) in the admin's product form, and both in the order mail. Nothing
 * runs: no dialog, no flag set by the payload, no element of its making.
 * storefront-xss.spec.ts covers descriptions on the storefront's product page.
 */

// Fits the star map's 80-character personalisation.
const PERSONALISATION = `<img src=x onerror="alert('p')"><script>window.__xss='s'</script><b id=inj>`;
const DESCRIPTION =
  '<p>Hand-poured soy candle.</p>' +
  '<script>window.__xss = "script"; alert("d")</script>' +
  '<img src="/no-such-picture.png" onerror="window.__xss = \'onerror\'" id="injected-img">' +
  '<p onmouseover="window.__xss = \'handler\'">Burns for 40 hours.</p>' +
  '<a href="javascript:window.__xss=\'link\'">Care guide</a>';

let shop: PrivateShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startPrivateShop();
});
test.afterAll(async () => {
  await shop?.stop();
});

/** Records dialogs from now on; `check` asserts that nothing of the payload ran or exists. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();
    expect(await page.locator('#inj, #injected-img, script:not([src]):not([type])').count()).toBe(
      0,
    );
  };
}

async function adminSignIn(page: Page) {
  await page.goto(`${shop.server.url}/admin/`);
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Orders to ship')).toBeVisible();
}

test('a personalisation with script shows as text in the cart and in the admin order', async ({
  page,
  browser,
}) => {
  test.slow();
  const checkNothingRan = guard(page);
  const customer = newCustomer();
  // The API calls go to this test's own shop, not the suite's shared server.
  const shopApi = await request.newContext({ baseURL: shop.server.url });
  await registerThroughApi(shopApi, customer);
  const api = await apiSession(shopApi, customer.email, customer.password);
  const product = await api.addToCart(MADE_TO_ORDER.starMap.slug, PERSONALISATION);
  expect(product.name).toBe(MADE_TO_ORDER.starMap.name);

  await page.goto(`${shop.server.url}/`);
  await signIn(page, customer.email, customer.password);
  await page.goto(`${shop.server.url}/cart`);
  await expect(page.getByRole('main').getByText(PERSONALISATION)).toBeVisible();
  await checkNothingRan();

  await api.startCheckout();
  const access = await page.evaluate(() => localStorage.getItem('access_token'));
  const orders = await shopApi.get('/api/checkout/orders/?status=all', {
    headers: { Authorization: `Bearer ${access}` },
  });
  const list = (await orders.json()) as { orders: { order_id: number }[] };
  const orderId = list.orders[0]!.order_id;
  await shopApi.dispose();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const checkAdmin = guard(admin);
  await adminSignIn(admin);
  await admin.goto(`${shop.server.url}/admin/#/orders/${orderId}`);
  await expect(admin.getByTestId('personalisation')).toHaveText(PERSONALISATION);
  await checkAdmin();
  await adminContext.close();
});

test('a description with script, even unsanitised in the database, runs nothing in the admin form', async ({
  page,
}) => {
  const checkNothingRan = guard(page);
  await shop.addProductUnsanitised({
    slug: 'xss-admin-candle',
    name: 'Soy candle (admin)',
    description: DESCRIPTION,
    price: '18.00',
  });
  const product = (await (
    await page.request.get(`${shop.server.url}/api/products/xss-admin-candle/`)
  ).json()) as { id: number };

  await adminSignIn(page);
  await page.goto(`${shop.server.url}/admin/#/products/${product.id}`);
  await expect(page.getByLabel('Name (English)')).toHaveValue('Soy candle (admin)');
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByText('Burns for 40 hours.')).toBeVisible();
  await expect(page.getByText('Hand-poured soy candle.')).toBeVisible();
  await page.getByText('Burns for 40 hours.').hover();
  await checkNothingRan();
  await expect(page.locator('[onerror], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
});

test('the order mail shows typed script as text', async ({ page }) => {
  const { renderMail } = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'apps/server/dist/mail/templates.js')).href
  )) as {
    renderMail(
      template: string,
      language: string,
      data: unknown,
      seller: unknown,
    ): { html: string };
  };
  // The seller the footer names; a script typed there shows as text too.
  const seller = {
    legalName: `Shop <script>alert('seller')</script>`,
    address: { street: 'Wetstraat 1', postalCode: '1000', city: 'Brussel', country: 'BE' },
    enterpriseNumber: '0123.456.749',
    vatNumber: 'BE0123456749',
    email: 'shop@example.be',
    phone: '+32 2 000 00 00',
  };
  const order = {
    orderId: 42,
    customerEmail: 'ada@example.be',
    total: '30.00',
    lines: [
      {
        productName: `Star map <img src=x onerror="alert('n')">`,
        quantity: 1,
        unitPrice: '30.00',
        personalization: PERSONALISATION,
        withdrawalRight: false,
      },
    ],
    shipping: {
      name: `Ada <script>alert('name')</script>`,
      address1: 'Wetstraat 16 <b id=inj>',
      address2: null,
      postalCode: '1000',
      city: `Brussel<svg onload="alert('city')">`,
      country: 'BE',
    },
    withdrawalFormUrl: 'https://shop.example.be/withdrawal-form',
    vatBreakdown: [{ rate: '21', taxable_amount: '12.81', vat_amount: '2.69' }],
    gift: {
      isGift: true,
      message: `For Ada <script>alert('gift')</script>`,
      wrappingPrice: '3.50',
    },
  };
  for (const template of ['order-confirmation', 'new-order-alert']) {
    const checkNothingRan = guard(page);
    await page.setContent(renderMail(template, 'en', order, seller).html);
    await expect(page.getByText(PERSONALISATION)).toBeVisible();
    await expect(page.getByText(`Ada <script>alert('name')</script>`)).toBeVisible();
    await page.waitForTimeout(200);
    await checkNothingRan();
    expect(await page.locator('img, svg, script').count()).toBe(0);
  }
});
