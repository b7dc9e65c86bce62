import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn, signInToAdmin } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  downloadedPdfText,
  isPaymentPage,
  payOnPaymentPage,
} from '../support/checkout.js';
import { waitForShopMail } from '../support/mail.js';
import { chooseLanguage } from '../support/storefront.js';

/**
 * The withdrawal function (issue 16, art. 11a; ADR 0034): a personalised and a plain product,
 * the exception shown in the cart, payment, withdrawal of the plain line on My orders, and the
 * staff refund of it in the admin. In English the walk also asks for a company invoice before
 * paying, downloads the invoice, and after the refund downloads its credit note.
 */

const COMPANY = {
  name: 'Atelier Dupont SRL',
  street: 'Rue Neuve 1',
  postalCode: '1000',
  city: 'Bruxelles',
  vatNumber: 'BE0123456749',
} as const;

/** Made to order, no personalisation: it keeps the right of withdrawal. */
const PLAIN = { slug: 'mothers-day-dried-flower-bouquet' } as const;

const TEXTS = {
  en: {
    noRight: 'No right of withdrawal: made to your specifications',
    open: 'Withdraw from contract here',
    confirm: 'Confirm withdrawal',
    reason: 'Reason (optional)',
    name: 'Your name',
    email: 'E-mail address for the acknowledgement',
    done: 'Your withdrawal is recorded.',
  },
  nl: {
    noRight: 'Geen herroepingsrecht: gemaakt volgens jouw specificaties',
    open: 'Hier de overeenkomst herroepen',
    confirm: 'Herroeping bevestigen',
    reason: 'Reden (niet verplicht)',
    name: 'Je naam',
    email: 'E-mailadres voor de ontvangstbevestiging',
    done: 'Je herroeping is geregistreerd.',
  },
} as const;

/** A signed-in customer whose cart holds a personalised star map and the plain kit. */
async function customerWithTwoLines(page: Page) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug, 'Gent, 14 Feb 2026');
  const plain = (await api.addToCart(PLAIN.slug)) as { name: string };
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  return { customer, plainName: plain.name };
}

async function payFromCart(page: Page, email: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: /checkout|afrekenen|commande/i })
    .click();
  await payOnPaymentPage(page, { card: TEST_CARDS.pays, email, shipping: BELGIAN_ADDRESS });
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  return ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
}

for (const language of ['en', 'nl'] as const) {
  test(`a customer withdraws from the plain line of an order (${language})`, async ({ page }) => {
    // A whole journey: cart, payment page, My orders, the mail and, in English, the admin.
    test.setTimeout(90_000);
    const texts = TEXTS[language];
    const { customer, plainName } = await customerWithTwoLines(page);
    await page.goto('/cart');
    if (language !== 'en') await chooseLanguage(page, language);

    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const starMapLine = lines.filter({ has: page.getByTestId('cart-line-personalization') });
    await expect(starMapLine.getByTestId('cart-line-no-withdrawal')).toHaveText(texts.noRight);
    await expect(page.getByTestId('cart-line-no-withdrawal')).toHaveCount(1);

    if (language === 'en') {
      // Asked before paying: an issued invoice never changes. A wrong VAT number is refused
      // beside its field; the corrected one goes with the checkout.
      await page.getByLabel("I need an invoice in my company's name").check();
      await page.getByLabel('Company name').fill(COMPANY.name);
      await page.getByLabel('Street and number').fill(COMPANY.street);
      await page.getByLabel('Postal code').fill(COMPANY.postalCode);
      await page.getByLabel('City').fill(COMPANY.city);
      await page.getByLabel('VAT number').fill('BE 123');
      await page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' }).click();
      await expect(page.getByText('Enter a valid EU VAT number')).toBeVisible();
      await page.getByLabel('VAT number').fill(COMPANY.vatNumber);
    }

    // The sandbox's payment page is read in English here (support/checkout.ts).
    if (language !== 'en') await chooseLanguage(page, 'en');
    const orderId = await payFromCart(page, customer.email);
    if (language !== 'en') await chooseLanguage(page, language);
    await page.goto('/my-orders');
    const card = page.getByTestId('order-card').filter({ hasText: `#${orderId}` });
    let invoiceNumber = '';
    if (language === 'en') {
      const download = card.getByRole('button', { name: /^Download invoice .*\(PDF\)$/ });
      invoiceNumber = ((await download.textContent()) ?? '').match(/\d{4}-\d{6}/)?.[0] ?? '';
      const invoice = await downloadedPdfText(page, download);
      expect(invoice).toContain(`Invoice ${invoiceNumber}`);
      expect(invoice).toContain(COMPANY.name);
      expect(invoice).toContain(COMPANY.vatNumber);
      expect(invoice).toContain(plainName);
      // A Belgian company also downloads the invoice as its Peppol e-invoice (ADR 0087).
      const eInvoice = card.getByRole('button', {
        name: `Download invoice ${invoiceNumber} as e-invoice (XML, Peppol)`,
      });
      const [saved] = await Promise.all([page.waitForEvent('download'), eInvoice.click()]);
      expect(saved.suggestedFilename()).toBe(`invoice-${invoiceNumber}.xml`);
      const xml = await readFile(await saved.path(), 'utf8');
      expect(xml).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
      expect(xml).toContain(`<cbc:CompanyID>${COMPANY.vatNumber}</cbc:CompanyID>`);
      expect(xml).toContain(`<cbc:Name>${plainName}</cbc:Name>`);
    }
    await card.getByRole('button', { name: texts.open }).click();

    const dialog = page.getByRole('dialog');
    // Both lines are listed; only the plain one can be chosen (the star map says why).
    await expect(dialog.getByTestId('withdrawal-line')).toHaveCount(2);
    await expect(dialog.getByTestId('withdrawal-line').getByRole('combobox')).toHaveCount(1);
    // All eligible units are chosen to start with (names are in the interface language).
    await expect(dialog.getByTestId('withdrawal-line').getByRole('combobox')).toHaveValue('1');
    // The statement shows the name and the address the acknowledgement goes to (art. 11a(2)).
    await expect(dialog.getByLabel(texts.name)).toHaveValue(BELGIAN_ADDRESS.name);
    await expect(dialog.getByLabel(texts.email)).toHaveValue(customer.email);
    await dialog.getByLabel(texts.reason).fill('Two of them already');
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(dialog.getByRole('status')).toContainText(texts.done);

    // The acknowledgement arrives by mail (in the order's language) with what was withdrawn.
    const mail = await waitForShopMail(
      customer.email,
      (candidate) => candidate.subject === `Order #${orderId}: we received your withdrawal`,
    );
    expect(mail.text).toContain(`1 x ${plainName}`);
    expect(mail.text).not.toContain(MADE_TO_ORDER.starMap.name);

    await dialog.getByRole('button', { name: language === 'en' ? 'Close' : 'Sluiten' }).click();
    // Nothing is left to withdraw from: the personalised line never had the right.
    await expect(card.getByRole('button', { name: texts.open })).toHaveCount(0);

    if (language !== 'en') return;

    // Staff see the withdrawal with its deadline, then refund the withdrawn line.
    const adminContext = await page.context().browser()!.newContext();
    const admin = await adminContext.newPage();
    await signInToAdmin(admin);
    // The day's work lists it first, with the days left to refund it.
    const owed = admin
      .getByRole('region', { name: /Withdrawals waiting for their refund/ })
      .getByTestId('withdrawal-to-refund')
      .filter({ hasText: customer.email });
    await expect(owed).toContainText(`#${orderId}`);
    await expect(owed).toContainText(`1 × ${plainName}`);
    await expect(owed).toContainText('14 days left');
    await admin.getByRole('menuitem', { name: 'Withdrawals' }).click();
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(`1 × ${plainName}`);
    await expect(row).toContainText('14 days left');

    await row.getByText(`#${orderId}`).click();
    await expect(admin).toHaveURL(new RegExp(`#/orders/${orderId}$`));
    await expect(admin.getByTestId('order-withdrawals')).toContainText(`1 × ${plainName}`);
    await admin.getByRole('button', { name: 'Refund lines' }).click();
    const refund = admin.getByRole('dialog');
    await refund.getByLabel(new RegExp(`^${plainName}`)).fill('1');
    await refund.getByLabel('Reason').fill('Withdrawal received');
    await refund.getByLabel('Put the units back in stock').check();
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText('Refunded.')).toBeVisible();
    await expect(admin.getByTestId('order-withdrawals')).toContainText('Refunded');
    await adminContext.close();

    // The refund has its credit note, which refers to the invoice; the customer downloads it.
    await page.reload();
    const creditNote = await downloadedPdfText(
      page,
      card.getByRole('button', { name: /^Download credit note .*\(PDF\)$/ }),
    );
    expect(creditNote).toContain('Credit note');
    expect(creditNote).toContain(invoiceNumber);
    expect(creditNote).toContain(plainName);
  });
}

test('after a withdrawal, My orders shows it on the order: lines, date and refund (phone, nl)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(PLAIN.slug);
  const { checkout_url: checkoutUrl } = await api.startCheckout();
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-orders?lang=nl');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-withdrawals')).toHaveCount(0);
  await card.getByRole('button', { name: TEXTS.nl.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: TEXTS.nl.confirm }).click();
  await expect(dialog.getByRole('status')).toContainText(TEXTS.nl.done);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();

  const productName = (
    (await (await page.request.get(`/api/products/${PLAIN.slug}/?lang=nl`)).json()) as {
      name: string;
    }
  ).name;
  const today = new Intl.DateTimeFormat('en-GB').format(new Date());
  const withdrawals = card.getByTestId('order-withdrawals');
  await expect(withdrawals.getByRole('heading', { name: 'Herroepingen' })).toBeVisible();
  const withdrawal = withdrawals.getByTestId('order-withdrawal');
  await expect(withdrawal).toContainText(`Herroepen op ${today}`);
  await expect(withdrawal).toContainText(/Terugbetaling uiterlijk op \d{2}\/\d{2}\/\d{4}/);
  await expect(withdrawal).toContainText(productName);
  await expect(withdrawal).toContainText('× 1');
});
