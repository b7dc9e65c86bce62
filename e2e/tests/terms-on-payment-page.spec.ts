import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi } from '../support/auth.js';
import { MADE_TO_ORDER, apiSession, isPaymentPage } from '../support/checkout.js';

/** Issue 16, ADR 0035: the payment page asks for the terms and names the lines without withdrawal. */

test('the payment page asks for the terms, links them and names the personalised line', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug, 'For Anna');

  const { checkout_url } = await api.startCheckout();
  await page.goto(checkout_url);
  await page.waitForURL(isPaymentPage);
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await expect(terms).not.toBeChecked();
  await expect(terms).toHaveAttribute('required', '');
  const label = page.locator('label[for="terms-of-service"]');
  await expect(label).toContainText('I have read and accept the terms and conditions');
  await expect(label).toContainText(
    `without a right of withdrawal (art. VI.53 Belgian Code of Economic Law): ${MADE_TO_ORDER.starMap.name}.`,
  );
  const link = label.getByRole('link', { name: 'terms and conditions' });
  expect(new URL((await link.getAttribute('href'))!).pathname).toBe('/terms');
});
