import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, signInToAdmin } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  TEST_CARDS,
  apiSession,
  chooseBankRedirect,
  downloadedPdfText,
  payOnPaymentPage,
} from '../support/checkout.js';
import { chooseLanguage } from '../support/storefront.js';

/**
 * Paying the way Belgians and the Dutch pay (issue 26, ADR 0050): Bancontact and iDEAL | Wero
 * on the payment page, the test authorisation page that stands in for the bank, and the
 * method named in words on the shop's pages and documents.
 */

/** Made to order, no personalisation: it can be ordered as often as the tests like. */
const PLAIN = { slug: 'mothers-day-dried-flower-bouquet' } as const;

/** A signed-in customer with the plain product in the cart, on the cart page in `language`. */
async function customerAtCart(page: Page, language: 'en' | 'nl') {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  const product = (await api.addToCart(PLAIN.slug)) as { name: string };
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/cart');
  if (language !== 'en') await chooseLanguage(page, language);
  await page
    .getByRole('main')
    .getByRole('button', { name: /checkout|afrekenen/i })
    .click();
  return { customer, productName: product.name };
}

async function authorise(page: Page, button: 'Authorize test payment' | 'Fail test payment') {
  await page.getByRole('button', { name: button }).click();
}

async function orderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  return ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
}

test('a Belgian customer pays with Bancontact in Dutch; the invoice says Bancontact', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await customerAtCart(page, 'nl');
  await chooseBankRedirect(page, {
    method: 'Bancontact',
    language: 'nl',
    shipping: BELGIAN_ADDRESS,
  });
  await authorise(page, 'Authorize test payment');
  const orderId = await orderNumber(page);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Betaald met: Bancontact');

  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: `#${orderId}` });
  await expect(card).toContainText('Bancontact');
  const invoice = await downloadedPdfText(
    page,
    card.getByRole('button', { name: /^Factuur .* downloaden/ }),
  );
  expect(invoice.replace(/\s+/g, ' ')).toMatch(/Betaald op \S+ met Bancontact\./);
});

test('a failed Bancontact authorisation, then a card: one paid order', async ({ page }) => {
  test.setTimeout(60_000);
  const { customer } = await customerAtCart(page, 'en');
  await chooseBankRedirect(page, {
    method: 'Bancontact',
    language: 'en',
    shipping: BELGIAN_ADDRESS,
  });
  await authorise(page, 'Fail test payment');
  // Back on the payment page with Stripe's words; the session is still open.
  await expect(page.getByRole('alert')).toContainText(
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  );
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  const orderId = await orderNumber(page);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Paid with: Visa •••• 4242');

  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText(`#${orderId}`);
});

test('a customer pays with iDEAL | Wero in English, choosing the bank', async ({ page }) => {
  test.setTimeout(60_000);
  await customerAtCart(page, 'en');
  await chooseBankRedirect(page, {
    method: 'iDEAL | Wero',
    language: 'en',
    shipping: BELGIAN_ADDRESS,
    bank: 'ING',
  });
  await expect(page.getByRole('heading', { name: 'iDEAL | Wero test payment' })).toBeVisible();
  await authorise(page, 'Authorize test payment');
  await orderNumber(page);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Paid with: iDEAL | Wero');
});

test('staff refund a line of a Bancontact order; the credit note names Bancontact', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { productName } = await customerAtCart(page, 'en');
  await chooseBankRedirect(page, {
    method: 'Bancontact',
    language: 'en',
    shipping: BELGIAN_ADDRESS,
  });
  await authorise(page, 'Authorize test payment');
  const orderId = await orderNumber(page);

  const adminContext = await page.context().browser()!.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await admin.goto(`/admin/#/orders/${orderId}`);
  await expect(admin.getByText('Bancontact', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Refund lines' }).click();
  const refund = admin.getByRole('dialog');
  await refund.getByLabel(new RegExp(`^${productName}`)).fill('1');
  await refund.getByLabel('Reason').fill('Arrived broken');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText('Refunded.')).toBeVisible();
  await adminContext.close();

  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: `#${orderId}` });
  const creditNote = await downloadedPdfText(
    page,
    card.getByRole('button', { name: /^Download credit note / }),
  );
  expect(creditNote.replace(/\s+/g, ' ')).toContain('Originally paid by Bancontact.');
});
