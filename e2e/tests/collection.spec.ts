import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, signInToAdmin } from '../support/auth.js';
import { isPaymentPage, MADE_TO_ORDER, TEST_CARDS } from '../support/checkout.js';

/**
 * Collection at the workshop (issue 27): the customer chooses it, pays without being asked an
 * address, staff mark the order ready for collection and then collected in the admin, and the
 * customer follows it on My orders; the "ready" mail is in the outbox.
 */

/** The customer's own API calls, with a token of their account (the cart UI is not used here). */
async function customerApi(page: Page, email: string, password: string) {
  const signedIn = await page.request.post('/api/token/', { data: { username: email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access } = (await signedIn.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  return {
    async call(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
      const response = await page.request.fetch(url, {
        method,
        headers,
        ...(data === undefined ? {} : { data }),
      });
      const body = await response.text();
      expect(response.status(), body).toBeLessThan(300);
      return JSON.parse(body) as unknown;
    },
  };
}

/** The hosted payment page when no address is asked: the card, the terms, Pay. */
async function payByCardWithoutAddress(page: Page, name: string) {
  await page.waitForURL(isPaymentPage);
  await expect(page.getByText('Collect at the workshop')).toBeVisible();
  await expect(page.getByLabel('Street and number')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByLabel('Card number').fill(TEST_CARDS.pays);
  await page
    .getByLabel('Expiry date (MM / YY)')
    .fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => !isPaymentPage(url));
}

test('a customer collects an order at the workshop: ready, then collected, on My orders and in the mail', async ({
  page,
  browser,
}) => {
  // A payment, two admin changes and the storefront in two browsers.
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  const api = await customerApi(page, customer.email, customer.password);

  const product = (await api.call('GET', `/api/products/${MADE_TO_ORDER.starMap.slug}/`)) as {
    id: number;
  };
  await api.call('POST', '/api/cart/add/', {
    product_id: product.id,
    quantity: 1,
    personalization: 'Leuven, 3 June 2025',
  });
  const cart = (await api.call('PUT', '/api/cart/delivery/', {
    method: 'collection',
    country: 'BE',
  })) as { delivery: { kind: string; price: string } | null };
  expect(cart.delivery).toMatchObject({ kind: 'collection', price: '0.00' });
  const started = (await api.call('POST', '/api/checkout/create-checkout-session/')) as {
    checkout_url: string;
  };
  await page.goto(started.checkout_url);
  await payByCardWithoutAddress(page, 'Lotte Claes');

  type Orders = { orders: { order_id: number; status: string }[] };
  // Paid once the payment's event has reached the shop, which may come after the success page.
  await expect
    .poll(
      async () => ((await api.call('GET', '/api/checkout/orders/')) as Orders).orders[0]?.status,
    )
    .toBe('processing');
  const orders = (await api.call('GET', '/api/checkout/orders/')) as Orders;
  const orderId = orders.orders[0]!.order_id;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByText('Orders to ship')).toBeVisible();
  await admin.goto(`/admin/#/orders/${orderId}`);
  // The order's screen, not the dashboard it replaces (whose list names personalisations too).
  await expect(admin.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(admin.getByTestId('personalisation')).toHaveText('Leuven, 3 June 2025');
  await expect(admin.getByText('Collection at the workshop')).toBeVisible();
  // Never shipped: no label to make, and "Collected" only once it is ready.
  await expect(admin.getByRole('button', { name: 'Create label and ship' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Collected' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Ready for collection' }).click();
  await expect(admin.getByText('Element updated')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Collected' })).toBeVisible();

  await page.goto('/my-orders');
  const card = page.getByRole('main').getByTestId('order-card').first();
  await expect(card.getByText(`Order #${orderId}`)).toBeVisible();
  await expect(card.getByText('Ready for collection')).toBeVisible();

  // The customer's mail in the outbox: where, when and what to bring.
  await admin.getByRole('menuitem', { name: 'Mail outbox' }).click();
  await admin.getByPlaceholder('Recipient or subject').fill(customer.email);
  await expect(admin).toHaveURL(/filter=[^&]*%22q%22/);
  const subject = `Your order #${orderId} is ready for collection`;
  const mailRow = admin.getByRole('row').filter({ hasText: subject });
  await expect(mailRow).toHaveCount(1);
  await mailRow.getByText(subject).click();
  const mail = admin.locator('iframe[title="Mail as HTML"]').contentFrame();
  await expect(mail.getByText('Voorbeeldstraat 1')).toBeVisible();
  await expect(mail.getByText('Wednesday to Saturday, 10:00 to 17:00')).toBeVisible();
  await expect(mail.getByText(`Please bring your order number, #${orderId}`)).toBeVisible();

  await admin.goto(`/admin/#/orders/${orderId}`);
  await admin.getByRole('button', { name: 'Collected' }).click();
  await expect(admin.getByText('Element updated')).toBeVisible();
  await expect(
    admin.getByText('This order is collected: its status no longer changes.'),
  ).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(card.getByText('Collected')).toBeVisible();
});
