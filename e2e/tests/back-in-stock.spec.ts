import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { DEMO_ADMIN, newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { linkInMail, startShopWithMail, type ShopWithMail } from '../support/mail.js';
import type { ApiProduct } from '../support/storefront.js';

/** One of the demo products that is out of stock (the demo data has four). */
async function outOfStockProduct(request: APIRequestContext, shopUrl = ''): Promise<ApiProduct> {
  const products = (await (await request.get(`${shopUrl}/api/products/`)).json()) as ApiProduct[];
  const unavailable = products.filter((product) => !product.is_available);
  expect(unavailable.length).toBeGreaterThan(0);
  return unavailable[0]!;
}

function notifyButton(page: Page) {
  return page.getByRole('button', { name: 'Notify When Available' });
}

/** What the shop answers when `email` asks again: proof the first request was stored. */
async function askAgain(request: APIRequestContext, slug: string, data: object, token?: string) {
  const response = await request.post(`/api/products/${slug}/notify/`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; email: string; detail: string };
}

test('a visitor gives an e-mail address to hear when an out-of-stock gift is back', async ({
  page,
  request,
}) => {
  const product = await outOfStockProduct(request);
  const email = `waiting.${Date.now()}@example.be`;
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await notifyButton(page).click();
  const address = page.getByLabel('Your e-mail address');
  await expect(address).toBeFocused();
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  await address.fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  const answer = page.getByTestId('notify-answer');
  await expect(answer).not.toBeEmpty();
  await expect(address).toHaveCount(0);

  const again = await askAgain(request, product.slug, { email });
  expect(again).toMatchObject({ status: 'already_subscribed', email });

  // Asked again in the page, the shop's answer says so.
  await page.reload();
  await notifyButton(page).click();
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('notify-answer')).toHaveText(again.detail);
});

test('a signed-in customer subscribes with one click, with the account e-mail', async ({
  page,
  request,
}) => {
  const product = await outOfStockProduct(request);
  const customer = newCustomer();
  await registerThroughApi(request, customer);

  await page.goto(`/product/${product.slug}`);
  await signIn(page, customer.email, customer.password);
  await notifyButton(page).click();
  await expect(page.getByTestId('notify-answer')).not.toBeEmpty();
  // No form: the account's address is used.
  await expect(page.getByLabel('Your e-mail address')).toHaveCount(0);

  const tokens = await request.post('/api/token/', {
    data: { username: customer.email, password: customer.password },
  });
  const { access } = (await tokens.json()) as { access: string };
  const again = await askAgain(request, product.slug, {}, access);
  expect(again).toMatchObject({ status: 'already_subscribed', email: customer.email });
});

test('an unsubscribe link that is not one says so', async ({ page }) => {
  await page.goto('/notify/unsubscribe/not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Back-in-stock notice' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Please use the link from your e-mail.',
  );
});

test.describe('when the gift is back on sale', () => {
  // Putting a product back on sale changes the catalogue every other test sees: this journey
  // runs on a shop of its own, with its own mail catcher.
  let shop: ShopWithMail;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startShopWithMail();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('the subscriber gets a mail, and its unsubscribe link works', async ({ page, request }) => {
    const product = await outOfStockProduct(request, shop.url);
    const email = `back.soon.${Date.now()}@example.be`;
    await page.goto(`${shop.url}/product/${product.slug}`);
    await notifyButton(page).click();
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByTestId('notify-answer')).not.toBeEmpty();

    // Staff put the product back on sale in the admin panel's API.
    const signedIn = await request.post(`${shop.url}/api/token/`, {
      data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const { access } = (await signedIn.json()) as { access: string };
    const headers = { Authorization: `Bearer ${access}` };
    const adminUrl = `${shop.url}/api/admin/products/${product.id}/`;
    const stored = (await (await request.get(adminUrl, { headers })).json()) as object;
    const update = await request.put(adminUrl, {
      headers,
      data: { ...stored, availability: 'in_stock', is_available: true, stock: 5 },
    });
    expect(update.status(), await update.text()).toBe(200);

    const mail = await shop.waitForMail(email, (candidate) =>
      candidate.text.includes('/notify/unsubscribe/'),
    );
    expect(mail.text).toContain(product.name);
    const unsubscribe = linkInMail(mail, '/notify/unsubscribe/');
    expect(unsubscribe.origin).toBe(shop.url);

    await page.goto(unsubscribe.href);
    await expect(page.getByTestId('unsubscribe-done')).toHaveText(
      "You're unsubscribed: we won't e-mail you when this product is back.",
    );
  });
});
