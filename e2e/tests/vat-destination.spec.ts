import { expect, test } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';
import {
  TEST_CARDS,
  cartDeliveredIn,
  isPaymentPage,
  latestInvoiceText,
  payOnPaymentPage,
} from '../support/checkout.js';
import { startShopWithMail } from '../support/mail.js';

/**
 * Issue 28 (ADR 0093): with the One-Stop Shop switched on by staff, a consumer delivered in
 * France pays French VAT inside the same gross price, on the cart and on the invoice.
 */

const PARIS = {
  name: 'Camille Martin',
  line1: '12 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  country: 'FR',
};

test('with OSS on, a consumer delivered in France sees 20 % VAT on the cart and the invoice', async ({
  browser,
}) => {
  test.slow();
  // A shop of its own: the switch changes the VAT of every other test's foreign deliveries.
  const shop = await startShopWithMail();
  const staff = await browser.newContext({ baseURL: shop.url });
  const context = await browser.newContext({ baseURL: shop.url });
  try {
    const admin = await staff.newPage();
    await signInToAdmin(admin);
    await expect(admin.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await admin.getByRole('menuitem', { name: 'Settings' }).click();
    await admin.getByLabel('VAT of the delivery country (OSS)').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Element updated')).toBeVisible();
    await staff.close();

    const page = await context.newPage();
    const { customer } = await cartDeliveredIn(page, 'FR');
    const main = page.getByRole('main');
    await expect(main.getByText('incl. 20 % VAT').first()).toBeVisible();
    await expect(main.getByText('incl. 21 % VAT')).toHaveCount(0);

    await main.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(isPaymentPage);
    await payOnPaymentPage(page, { card: TEST_CARDS.pays, email: customer.email, shipping: PARIS });
    await page.waitForURL(/\/checkout\/success\?session_id=/);

    const invoice = await latestInvoiceText(page);
    expect(invoice).toMatch(/20 ?%/);
    expect(invoice).not.toMatch(/21 ?%/);
  } finally {
    await staff.close();
    await context.close();
    await shop.stop();
  }
});
