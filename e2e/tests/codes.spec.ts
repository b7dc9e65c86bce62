import { expect, test } from '../support/test.js';
import { DEMO_ADMIN, newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  payOnPaymentPage,
} from '../support/checkout.js';

/** Issue 17 (ADR 0040): a discount code typed on the cart, shown and charged on the payment page. */
test('a discount code applied on the cart shows on the payment page and lowers what is charged', async ({
  page,
}) => {
  // Staff create the code in the admin's API.
  const token = await page.request.post('/api/token/', {
    data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const { access } = (await token.json()) as { access: string };
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/admin/discount-codes/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { code, kind: 'percent', value: '10' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/cart');
  const main = page.getByRole('main');
  // Home delivery in Belgium (the helpers' choice): €4.95 below €50.
  await expect(main.getByTestId('cart-total')).toHaveText('€39.85');

  const field = main.getByLabel('Gift card or discount code');
  // An unknown code is refused under the field, saying so.
  await field.fill('no-such-code');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'The code NOSUCHCODE does not exist. Check it and try again.',
  );

  // Typed in lower case with a dash, as a customer might.
  await field.fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByTestId('cart-code')).toContainText(`Discount code ${code}`);
  await expect(main.getByTestId('cart-subtotal')).toHaveText('€34.90');
  await expect(main.getByTestId('cart-discount')).toHaveText('−€3.49');
  await expect(main.getByTestId('cart-total')).toHaveText('€36.36');
  await expect(field).toHaveValue('');

  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/cart'));
  // The sandbox's hosted page (Stripe Checkout's stand-in) names the discount and its total.
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('−€3.49')).toBeVisible();
  await expect(page.locator('.total-amount')).toHaveText('€36.36');
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });

  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await expect(page.getByTestId('order-discount')).toContainText('−€3.49');
  await expect(page.getByTestId('order-total')).toHaveText('€36.36');
});
