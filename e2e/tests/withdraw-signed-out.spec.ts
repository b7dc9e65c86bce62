import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  isPaymentPage,
  payOnPaymentPage,
} from '../support/checkout.js';
import { linkInMail, waitForShopMail } from '../support/mail.js';
import { chooseLanguage } from '../support/storefront.js';

/**
 * The withdrawal function for everyone (issue 24, art. 11a; ADR 0047): a visitor who is not
 * signed in finds "Hier de overeenkomst herroepen" in the footer, asks for a link with the
 * order's number and e-mail address, follows the mailed link, chooses a line, confirms their
 * name and address and presses "Herroeping bevestigen".
 */

/** Made to order, no personalisation: it keeps the right of withdrawal. */
const PLAIN = { slug: 'mothers-day-dried-flower-bouquet' } as const;

/** An order paid on the payment page: a personalised star map (no right) and a plain line. */
async function paidOrderWithTwoLines(page: Page) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug, 'Gent, 14 Feb 2026');
  await api.addToCart(PLAIN.slug);
  const { checkout_url: checkoutUrl } = await api.startCheckout();
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));
  const orderMail = await waitForShopMail(customer.email, (mail) => /#\d+/.test(mail.subject));
  const orderNumber = /#(\d+)/.exec(orderMail.subject)![1]!;

  return { customer, orderNumber };
}

test('a signed-out visitor withdraws in Dutch through the footer and the mailed link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { customer, orderNumber } = await paidOrderWithTwoLines(page);

  // This browser never signed in: a visitor on the home page, in Dutch.
  await page.goto('/');
  await chooseLanguage(page, 'nl');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Hier de overeenkomst herroepen' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hier de overeenkomst herroepen' }),
  ).toBeVisible();
  await page.getByLabel('Bestelnummer').fill(orderNumber);
  await page.getByLabel('E-mailadres van de bestelling').fill(customer.email);
  await page.getByRole('button', { name: 'Stuur me de link' }).click();
  await expect(page.getByRole('status')).toContainText('hebben we een link naar dat adres');

  const mail = await waitForShopMail(
    customer.email,
    (candidate) => candidate.subject === `Bestelling #${orderNumber}: je link om te herroepen`,
  );
  const link = linkInMail(mail, '/withdraw/');
  await page.goto(`${link.pathname}${link.search}`);

  await expect(
    page.getByRole('heading', { level: 1, name: `Bestelling #${orderNumber} herroepen` }),
  ).toBeVisible();
  const lines = page.getByTestId('withdrawal-line');
  await expect(lines).toHaveCount(2);
  // The star map was made to the customer's specifications: it says so and cannot be chosen.
  await expect(lines.filter({ hasText: MADE_TO_ORDER.starMap.name })).toContainText(
    'Gemaakt volgens jouw specificaties: geen herroepingsrecht.',
  );
  await expect(lines.getByRole('combobox')).toHaveCount(1);
  await expect(lines.getByRole('combobox')).toHaveValue('1');

  // The statement shows the name and the address the acknowledgement goes to.
  await expect(page.getByLabel('Je naam')).toHaveValue(BELGIAN_ADDRESS.name);
  await expect(page.getByLabel('E-mailadres voor de ontvangstbevestiging')).toHaveValue(
    customer.email,
  );
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
  await expect(page.getByRole('status')).toContainText('Je herroeping is geregistreerd.');
  await expect(page.getByRole('status')).toContainText(customer.email);

  const acknowledgement = await waitForShopMail(
    customer.email,
    (candidate) => candidate.subject === `Order #${orderNumber}: we received your withdrawal`,
  );
  expect(acknowledgement.text).not.toContain(MADE_TO_ORDER.starMap.name);
});

test('signed in, the withdrawal page goes straight to the customer’s order', async ({ page }) => {
  test.setTimeout(90_000);
  const { customer, orderNumber } = await paidOrderWithTwoLines(page);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click();
  // The customer's one order that can be withdrawn from opens at once.
  await expect(
    page.getByRole('heading', { name: `Withdraw from order #${orderNumber}` }),
  ).toBeVisible();
  await expect(page.getByTestId('withdrawal-line')).toHaveCount(2);
  await expect(page.getByLabel('Your name')).toHaveValue(BELGIAN_ADDRESS.name);
  await expect(page.getByLabel('E-mail address for the acknowledgement')).toHaveValue(
    customer.email,
  );
  // The withdrawal makes the orders be asked again; with it the order is no longer open, and
  // the acknowledgement must still show once that answer is in.
  const ordersAskedAgain = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && /\/api\/checkout\/orders\/\?/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await ordersAskedAgain;
  await expect(page.getByRole('status')).toContainText('Your withdrawal is recorded.');
});
