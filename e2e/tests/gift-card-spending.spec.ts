import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  payOnPaymentPage,
} from '../support/checkout.js';
import { buyGiftCard, giftCardMail } from '../support/gift-cards.js';

/** The card's balance as My gift cards shows it. */
async function balanceInMyGiftCards(page: Page, code: string) {
  await page.goto('/my-orders');
  return page.getByRole('region', { name: 'My gift cards' }).getByRole('listitem', { name: code });
}

/** Types the card's code in the cart's field, as a customer copies it from the mail. */
async function applyCard(page: Page, code: string) {
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByLabel('Gift card or discount code').fill(code.toLowerCase());
  await main.getByRole('button', { name: 'Apply' }).click();
  return main;
}

/**
 * Issue 17 follow-up (ADR 0043): a €25 gift card bought on the payment page, then spent in two
 * orders: the first it pays whole (no payment page: the cart asks the address and the terms),
 * the second it pays in part and the payment page charges only the rest.
 */
test('a gift card pays a first order whole from the cart, then part of a second', async ({
  page,
}) => {
  test.slow();
  const { customer, number } = await buyGiftCard(page, 'gift-card-25');
  const { code } = await giftCardMail(customer.email, number);
  await expect(await balanceInMyGiftCards(page, code)).toContainText('€25.00');
  const api = await apiSession(page.request, customer.email, customer.password);

  // 1. A €19.90 personalised keyring, collected at the workshop (free): the card pays it all,
  // so there is no payment page.
  await api.chooseDelivery({ method: 'collection', country: 'BE' });
  await api.addToCart('personalised-leather-keyring', 'Jules');
  let main = await applyCard(page, code);
  await expect(main.getByTestId('cart-gift-cards')).toHaveText('−€19.90');
  await expect(main.getByTestId('cart-total')).toHaveText('€0.00');
  // The header's cart sends a cart paid whole to the cart page, where the address is asked.
  await page.goto('/');
  await page.getByRole('banner').getByTestId('cart-button').click();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForURL(/\/cart$/);
  const details = main.getByTestId('no-payment-page');
  await expect(details.getByRole('group', { name: 'Where should we send it?' })).toBeVisible();
  const terms = details.getByRole('checkbox', { name: /I have read and accept the terms/ });
  // The terms name the line without a right of withdrawal before the order is placed.
  await expect(details.getByText(/without a right of withdrawal/)).toContainText(
    'Personalised leather keyring',
  );

  // Nothing filled in: each field says so, and the customer stays on the cart.
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(details.getByLabel("Recipient's name")).toHaveAccessibleDescription(
    'This field is required.',
  );
  await expect(terms).toHaveAccessibleDescription(
    'You must accept the terms and conditions to place your order.',
  );
  await expect(page).toHaveURL(/\/cart$/);

  await details.getByLabel("Recipient's name").fill('Jules Maes');
  await details.getByLabel('Street and number').fill('Meir 12');
  await details.getByLabel('Postal code').fill('2000');
  await details.getByLabel('City').fill('Antwerpen');
  await details.getByLabel('Country').selectOption('BE');
  await terms.check();
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Straight to the confirmation page: paid by the card, shipped to the address typed above.
  await page.waitForURL(/\/checkout\/success\?session_id=giftcard_/);
  await expect(page.getByTestId('order-gift-cards')).toContainText('−€19.90');
  await expect(page.getByTestId('order-total')).toHaveText('€0.00');
  const address = page.getByTestId('shipping-address');
  await expect(address).toContainText('Jules Maes');
  await expect(address).toContainText('Meir 12');
  await expect(address).toContainText('2000 Antwerpen');
  await expect(await balanceInMyGiftCards(page, code)).toContainText('€5.10');

  // 2. A €34.90 star map delivered at home (€4.95): the card pays its last €5.10, the payment
  // page charges €34.75.
  await api.chooseDelivery({ method: 'home', country: 'BE' });
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  main = await applyCard(page, code);
  await expect(main.getByTestId('cart-gift-cards')).toHaveText('−€5.10');
  await expect(main.getByTestId('cart-total')).toHaveText('€34.75');
  // A payment page will ask the address and the terms: the cart does not.
  await expect(main.getByTestId('no-payment-page')).toHaveCount(0);
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/cart'));
  await expect(page.locator('.total-amount')).toHaveText('€34.75');
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-gift-cards')).toContainText('−€5.10');
  await expect(page.getByTestId('order-total')).toHaveText('€34.75');
  await expect(await balanceInMyGiftCards(page, code)).toContainText('€0.00');
});
