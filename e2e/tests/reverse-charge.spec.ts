import { moneyFromCents, moneyToApi, parseMoney, vatIncluded } from '@shop/contracts';
import { expect, test } from '../support/test.js';
import {
  TEST_CARDS,
  cartDeliveredIn,
  isPaymentPage,
  latestInvoiceText,
  payOnPaymentPage,
} from '../support/checkout.js';

/**
 * Issue 28 (ADR 0094): a Dutch company with a valid VAT number, its goods delivered in the
 * Netherlands, pays the shown prices less the Belgian VAT in them and downloads an invoice at
 * 0 % with the reverse-charge mention and its legal basis. (A Belgian company downloading its
 * e-invoice is withdrawals.spec.ts's.)
 */

const COMPANY = {
  name: 'Bakkerij de Vries BV',
  street: 'Dorpsstraat 3',
  postalCode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  // The commonly published valid Dutch example: it passes the "elfproef" (ADR 0088).
  vatNumber: 'NL004495445B01',
} as const;

const AMSTERDAM = {
  name: 'Sanne de Vries',
  line1: 'Dorpsstraat 3',
  postalCode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
};

test('a Dutch company with a valid VAT number pays without Belgian VAT and gets a reverse-charge invoice', async ({
  page,
}) => {
  test.slow();
  const { customer, cart } = await cartDeliveredIn(page, 'NL');
  const main = page.getByRole('main');
  // The cart knows no company yet: consumer prices, Belgian VAT included.
  await expect(main.getByText('incl. 21 % VAT').first()).toBeVisible();
  const net = (price: string) => vatIncluded(parseMoney(price), 21).taxable;
  // "20.62": each page writes it in its own money format.
  const expected = moneyToApi(
    moneyFromCents(net(cart.items[0]!.unit_price) + net(cart.delivery_total)),
  );

  await page.getByLabel("I need an invoice in my company's name").check();
  await page.getByLabel('Company name').fill(COMPANY.name);
  await page.getByLabel('Street and number').fill(COMPANY.street);
  await page.getByLabel('Postal code').fill(COMPANY.postalCode);
  await page.getByLabel('City').fill(COMPANY.city);
  await page.getByLabel('Country code (e.g. BE)').fill(COMPANY.country);
  await page.getByLabel('VAT number').fill(COMPANY.vatNumber);
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();

  // The payment page asks the amount without VAT and says why.
  await page.waitForURL(isPaymentPage);
  await expect(page.getByText(/VAT 0 % – reverse charge/)).toBeVisible();
  await expect(page.locator('.total-amount')).toContainText(expected);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: AMSTERDAM,
  });
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-total')).toContainText(expected);
  await expect(page.getByText('VAT 0 % – reverse charge')).toBeVisible();

  const invoice = await latestInvoiceText(page);
  expect(invoice).toMatch(/0 ?%/);
  expect(invoice).not.toMatch(/21 ?%/);
  expect(invoice).toContain('Reverse charge / Autoliquidation / Verlegging');
  expect(invoice).toContain('art. 39bis');
  expect(invoice).toContain(COMPANY.vatNumber);
});
