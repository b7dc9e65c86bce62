import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  payOnPaymentPage,
  seriousA11yViolations,
} from '../support/checkout.js';
import { chooseLanguage } from '../support/storefront.js';

test('the confirmation shows the paid order in the chosen language', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug, 'For Anna');
  await api.addToCart(MADE_TO_ORDER.cuttingBoard.slug, 'Peeters');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  const { checkout_url } = await api.startCheckout();
  await page.goto(checkout_url);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });

  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
  await expect(page.getByText('Personalisation: For Anna')).toBeVisible();
  await expect(page.getByText('Personalisation: Peeters')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€84.80');
  await expect(page.getByTestId('shipping-address')).toContainText('Veldstraat 12');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await chooseLanguage(page, 'nl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('84,80 €');
  await expect(page.getByTestId('shipping-address')).toContainText('België');
  await expect(page.getByRole('main').getByText('In behandeling')).toBeVisible();

  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown payment session shows an error card with a way home', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  await page.goto('/checkout/success?session_id=cs_test_not_a_session');
  const card = page.getByRole('alert');
  await expect(card).toContainText('Error loading order details');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
