import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, signInToAdmin } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  isPaymentPage,
  payOnPaymentPage,
} from '../support/checkout.js';
import { startShopWithMail, waitForShopMail } from '../support/mail.js';

/**
 * Issue 27 (ADR 0091): staff configure the delivery methods in the admin, and the shop says what
 * they set; staff ship an order with a label made through the carrier seam, and the customer
 * follows the parcel from the mail and from My orders.
 */

interface OfferedMethod {
  code: string;
  price: string;
}

async function pickupPointPrice(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get('/api/delivery/methods/?country=BE');
  expect(response.status()).toBe(200);
  const methods = (await response.json()) as OfferedMethod[];
  return methods.find((method) => method.code === 'pickup-point')?.price;
}

/** Opens the pick-up point method in the admin and sets its Belgian price. */
async function setPickupPointPrice(admin: Page, price: string) {
  await admin.goto('/admin/#/delivery-methods');
  await admin.getByRole('row').filter({ hasText: 'pickup-point' }).click();
  await expect(admin).toHaveURL(/#\/delivery-methods\/\d+$/);
  const belgium = admin.getByRole('textbox', { name: 'Price (VAT included)' }).first();
  await belgium.fill(price);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Element updated')).toBeVisible();
}

test('staff change the pick-up point price and add a method; the shipping page and the methods API say so', async ({
  browser,
}) => {
  test.slow();
  // A shop of its own: every other test expects the demo's €3.95.
  const shop = await startShopWithMail();
  const context = await browser.newContext({ baseURL: shop.url });
  try {
    const page = await context.newPage();
    expect(await pickupPointPrice(page.request)).toBe('3.95');
    // Rendered and cached before the change: the change must reach the cached page too.
    await page.goto('/shipping?lang=nl');
    await expect(
      page.getByTestId('delivery-rates').locator('[data-method="pickup-point"]'),
    ).toContainText('België: 3,95 €');
    const admin = await context.newPage();
    await signInToAdmin(admin);
    await expect(admin.getByRole('menuitem', { name: 'Delivery methods' })).toBeVisible();
    await setPickupPointPrice(admin, '2.75');

    expect(await pickupPointPrice(page.request)).toBe('2.75');
    // The server-rendered page, in Dutch: the method, its price, the home threshold, the estimate.
    await page.goto('/shipping?lang=nl');
    const methods = page.getByTestId('delivery-rates');
    const pickup = methods.locator('[data-method="pickup-point"]');
    await expect(pickup).toContainText('Afhaalpunt of pakketautomaat');
    await expect(pickup).toContainText('België: 2,75 €');
    await expect(pickup).toContainText('Geleverd binnen 1 tot 3 werkdagen na je bestelling.');
    await expect(methods.locator('[data-method="home"]')).toContainText(
      'België: 4,95 €, gratis vanaf 50,00 € aan producten',
    );
    await expect(methods.locator('[data-method="collection"]')).toContainText('Voorbeeldstraat 1');
    // The terms name the same methods and prices.
    await page.goto('/terms?lang=nl');
    await expect(
      page.getByTestId('delivery-rates').locator('[data-method="pickup-point"]'),
    ).toContainText('België: 2,75 €');

    // A new method: the server's refusal of a negative price shows beside the price.
    await admin.goto('/admin/#/delivery-methods/create');
    await admin.getByRole('textbox', { name: 'Code' }).fill('evening-courier');
    await admin.getByRole('textbox', { name: 'Name (English)' }).fill('Evening courier');
    await admin.getByRole('textbox', { name: 'Name (Dutch)' }).fill('Avondkoerier');
    await admin.getByRole('textbox', { name: 'Name (French)' }).fill('Coursier du soir');
    const price = admin.getByRole('textbox', { name: 'Price (VAT included)' });
    await price.fill('-1');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Use a price like 24.99.')).toBeVisible();
    await price.fill('9.50');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Element created')).toBeVisible();
    await page.goto('/shipping?lang=en');
    await expect(
      page.getByTestId('delivery-rates').locator('[data-method="evening-courier"]'),
    ).toContainText('Belgium: €9.50');
  } finally {
    await context.close();
    await shop.stop();
  }
});

test('staff ship an order with a carrier label; the mail and My orders show the tracking link', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.cuttingBoard.slug, 'Voor Jan');
  const token = (
    (await (
      await page.request.post('/api/token/', {
        data: { username: customer.email, password: customer.password },
      })
    ).json()) as { access: string }
  ).access;
  const chosen = await page.request.put('/api/cart/delivery/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { method: 'home', country: 'BE' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const { checkout_url: checkoutUrl } = await api.startCheckout();
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));
  const confirmation = await waitForShopMail(customer.email, (mail) => /#\d+/.test(mail.subject));
  const orderNumber = /#(\d+)/.exec(confirmation.subject)![1]!;

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await admin.goto(`/admin/#/orders/${orderNumber}`);
  await admin.getByRole('button', { name: 'Create label and ship' }).click();
  await expect(admin.getByText('The label is made and the order shipped')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Print label' })).toBeVisible();
  await context.close();

  // The shipped mail carries the carrier's public tracking page.
  const shipped = await waitForShopMail(
    customer.email,
    (mail) => mail.subject !== confirmation.subject && /https:\/\/\S+/.test(mail.text),
  );
  const trackingUrl = /(https:\/\/\S*track\S*)/i.exec(shipped.text)?.[1];
  expect(trackingUrl, shipped.text).toBeTruthy();

  // My orders shows the carrier's tracking number as that same link.
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/my-orders');
  const link = page.getByRole('link', { name: /opens the carrier’s tracking page/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', trackingUrl!);
});
