import type { Page } from '@playwright/test';
import { expect } from './test.js';
import { newCustomer, registerThroughApi, signIn } from './auth.js';
import { BELGIAN_ADDRESS, TEST_CARDS, apiSession, payOnPaymentPage } from './checkout.js';
import { waitForShopMail } from './mail.js';

/** A new customer buys the gift card `slug` in the browser; them and the paid order's number. */
export async function buyGiftCard(page: Page, slug: string) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/cart');
  await page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' }).click();
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').slice(1);
  return { customer, number };
}

/** The gift card mail of order `number` as the buyer receives it, and the card's code in it. */
export async function giftCardMail(email: string, number: string) {
  const mail = await waitForShopMail(
    email,
    (caught) => caught.subject === `Your gift cards from order #${number}`,
  );
  const code = /Code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return { mail, code: code! };
}
