import { expect, test } from '../support/test.js';
import { DEMO_ADMIN, newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  payOnPaymentPage,
} from '../support/checkout.js';

const MESSAGE = 'Happy birthday, Anna!\nLove from Jules';

test('a gift with a message and wrapping: on the cart, the payment page, the order and its packing slip', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByLabel('This is a gift').check();
  const message = main.getByLabel('Gift message (optional)');
  await message.fill(MESSAGE);
  await expect(main.getByTestId('gift-message-counter')).toHaveText('37 / 300 characters');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/cart/gift/') && response.ok(),
  );
  await message.blur();
  await saved;
  await main.getByLabel('Gift wrapping (€3.50)').check();
  await expect(main.getByTestId('cart-wrapping')).toHaveText('€3.50');
  await expect(main.getByTestId('cart-subtotal')).toHaveText('€34.90');
  // Home delivery in Belgium (the helpers' choice): €4.95 below €50.
  await expect(main.getByTestId('cart-total')).toHaveText('€43.35');

  // A reload shows what the server kept.
  await page.reload();
  await expect(main.getByLabel('This is a gift')).toBeChecked();
  await expect(main.getByLabel('Gift message (optional)')).toHaveValue(MESSAGE);

  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/cart'));
  await expect(page.getByText('Gift wrapping')).toBeVisible();
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });

  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-gift-message')).toContainText('Happy birthday, Anna!');
  await expect(page.getByTestId('order-wrapping')).toContainText('Gift wrapped (€3.50)');
  await expect(page.getByTestId('order-total')).toHaveText('€43.35');
  await expect(page.getByRole('heading', { name: 'Recipient' })).toBeVisible();
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').slice(1);

  // Staff print the packing slip.
  const token = await page.request.post('/api/token/', {
    data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const { access } = (await token.json()) as { access: string };
  const slip = await page.request.get(`/api/admin/orders/${number}/packing-slip/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the wrapping page names the price staff set', async ({ page }) => {
  await page.goto('/wrapping');
  await expect(page.getByTestId('wrapping-price')).toContainText('€3.50');
});
