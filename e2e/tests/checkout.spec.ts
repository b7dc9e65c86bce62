import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, type NewCustomer } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  isPaymentPage,
  payOnPaymentPage,
  translationOf,
} from '../support/checkout.js';
import { chooseLanguage, refuseRequests } from '../support/storefront.js';

const DEDICATION = 'Gent, 14 Feb 2026 - for Anna';

/** A new customer, signed in in the browser, looking at a product page. */
async function signedInCustomer(page: Page, slug: string): Promise<NewCustomer> {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto(`/product/${slug}`);
  await signIn(page, customer.email, customer.password);
  return customer;
}

/** Personalises the star map on its page and adds it, as a shopper does. */
async function addStarMapThroughPage(page: Page) {
  const { label } = MADE_TO_ORDER.starMap;
  await page.getByLabel(label).fill(DEDICATION);
  const added = page.waitForResponse(
    (response) => response.url().includes('/api/cart/add/') && response.ok(),
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await added;
}

function proceedToCheckout(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' });
}

function checkoutAlert(page: Page) {
  return page.getByRole('alertdialog');
}

test('a customer pays for a personalised gift and follows the order', async ({ page }) => {
  const customer = await signedInCustomer(page, MADE_TO_ORDER.starMap.slug);
  await addStarMapThroughPage(page);

  await page.goto('/cart');
  await proceedToCheckout(page).click();
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });

  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(number).toMatch(/^#\d+$/);
  await expect(page.getByText(MADE_TO_ORDER.starMap.name)).toBeVisible();
  await expect(page.getByText(`Personalisation: ${DEDICATION}`)).toBeVisible();
  const address = page.getByTestId('shipping-address');
  await expect(address).toContainText(BELGIAN_ADDRESS.name);
  await expect(address).toContainText(BELGIAN_ADDRESS.line1);
  await expect(address).toContainText(`${BELGIAN_ADDRESS.postalCode} ${BELGIAN_ADDRESS.city}`);
  await expect(address).toContainText('Belgium');
  await expect(page.getByRole('main').getByText('Processing')).toBeVisible();

  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);

  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Processing')).toBeVisible();
  await expect(card.getByText(MADE_TO_ORDER.starMap.name)).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
  });
  await expect(card.getByText(today)).toBeVisible();
  // Home delivery in Belgium (the helpers' choice): €4.95 below €50.
  await expect(card.getByText('€39.85')).toBeVisible();
  await expect(card.getByText('1 item', { exact: true })).toBeVisible();
});

test('a declined card stays on the payment page and the cart is kept', async ({ page }) => {
  const customer = await signedInCustomer(page, MADE_TO_ORDER.starMap.slug);
  await addStarMapThroughPage(page);

  await page.goto('/cart');
  await proceedToCheckout(page).click();
  await payOnPaymentPage(page, {
    card: TEST_CARDS.declined,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });

  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  expect(isPaymentPage(new URL(page.url()))).toBe(true);

  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(MADE_TO_ORDER.starMap.name)).toBeVisible();
  await expect(proceedToCheckout(page)).toBeEnabled();
});

test("a cart emptied elsewhere gets the server's explanation", async ({ page }) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/cart');
  await expect(proceedToCheckout(page)).toBeEnabled();

  // Another tab or device empties the cart while this page still shows the line.
  await api.clearCart();
  const explanation = await api.checkoutRefusal();

  await proceedToCheckout(page).click();
  const alert = checkoutAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(explanation);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a dropped connection gives the generic text, in French too', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/cart');

  await refuseRequests(page, /\/api\/checkout\/create-checkout-session\//, 2);
  await proceedToCheckout(page).click();
  const alert = checkoutAlert(page);
  await expect(alert).toContainText('Error during checkout process. Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(proceedToCheckout(page)).toBeEnabled();

  await chooseLanguage(page, 'fr');
  const proceedFr = page
    .getByRole('main')
    .getByRole('button', { name: await translationOf('Proceed to checkout', 'fr') });
  await proceedFr.click();
  await expect(alert).toContainText(
    'Erreur lors de la création de la session de paiement. Veuillez réessayer.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();

  // The connection is back: the same button now leaves for the payment page.
  await proceedFr.click();
  await page.waitForURL(isPaymentPage);
});

test("the header's cart starts checkout too, and its alerts show over any page", async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/products');
  await signIn(page, customer.email, customer.password);

  const openCart = () =>
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart: / })
      .click();
  const checkout = page.getByRole('dialog').getByRole('button', { name: 'Checkout' });

  await refuseRequests(page, /\/api\/checkout\/create-checkout-session\//, 1);
  await openCart();
  await checkout.click();
  const alert = checkoutAlert(page);
  await expect(alert).toContainText('Error during checkout process. Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  if (!(await checkout.isVisible())) await openCart();
  await checkout.click();
  await page.waitForURL(isPaymentPage);
});
