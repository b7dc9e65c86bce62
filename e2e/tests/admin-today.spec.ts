import { expect, test, type Browser } from '@playwright/test';
import { signInToAdmin } from '../support/auth.js';
import { paidOrder, seriousA11yViolations } from '../support/checkout.js';
import { startShopWithMail, type ShopWithMail } from '../support/mail.js';

/**
 * The admin's dashboard opens on the day's work (issue 19), in the staff member's language:
 * Dutch from a Dutch browser, French chosen in the app bar's language menu and remembered.
 */

// A shop of its own: the list of orders to make shows the oldest 25, and the whole suite's
// paid orders on the shared shop would push this file's new ones past them.
let shop: ShopWithMail;
test.beforeAll(async () => {
  shop = await startShopWithMail();
});
test.afterAll(async () => {
  await shop?.stop();
});

async function adminPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, baseURL: shop.url });
  return { context, admin: await context.newPage() };
}

/** A customer's page on this file's shop. */
async function shopperPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: shop.url });
  return context.newPage();
}

const BELGIAN_DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test('in Dutch, the dashboard lists the day’s work and ships an order from the list', async ({
  browser,
}) => {
  test.slow();
  const personalisation = `Voor oma ${Date.now()}`;
  const page = await shopperPage(browser);
  await paidOrder(page, personalisation);
  await page.context().close();

  const { context, admin } = await adminPage(browser, 'nl-BE');
  // A Dutch browser opens the panel in Dutch, the sign-in page included.
  await signInToAdmin(admin, 'nl');

  await expect(admin.getByRole('heading', { level: 1, name: 'Vandaag' })).toBeVisible();
  await expect(admin.locator('html')).toHaveAttribute('lang', 'nl');
  const toShip = admin.getByRole('region', { name: /Te maken en te verzenden/ });
  const entry = toShip.getByTestId('order-to-ship').filter({ hasText: personalisation });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('personalisation')).toHaveText(personalisation);
  // Belgian formats: "23/11/2026 14:48" and "49,90 €", as on invoices and in the shop.
  await expect(entry).toContainText(BELGIAN_DATE_TIME);
  await expect(entry).toContainText(/\d+,\d{2}\s€/);
  for (const list of [
    /Herroepingen die op hun terugbetaling wachten/,
    /Uitverkocht of bijna op/,
    /Onbeantwoorde contactberichten/,
    /Mislukte mails/,
  ]) {
    await expect(admin.getByRole('region', { name: list })).toBeVisible();
  }

  const orderNumber = (await entry.getByRole('link').first().textContent())!.match(/#(\d+)/)![1]!;
  // The packing slip opens from the list, a PDF in a new tab.
  const [slip] = await Promise.all([
    context.waitForEvent('page'),
    entry.getByRole('button', { name: `Pakbon van bestelling #${orderNumber}` }).click(),
  ]);
  await expect.poll(() => slip.url()).toMatch(/^blob:/);
  await slip.close();
  await entry.getByLabel('Trackingnummer (optioneel)').fill('3SGFT0077');
  await entry
    .getByRole('button', { name: `Bestelling #${orderNumber} als verzonden markeren` })
    .click();
  await expect(
    admin.getByText(`Bestelling #${orderNumber} is als verzonden gemarkeerd`),
  ).toBeVisible();
  await expect(
    toShip.getByTestId('order-to-ship').filter({ hasText: personalisation }),
  ).toHaveCount(0);

  // The order itself says so, in Dutch.
  await admin.goto(`/admin/#/orders/${orderNumber}`);
  await expect(admin.getByRole('combobox', { name: 'Status' })).toContainText('Verzonden');
  await expect(admin.getByText('3SGFT0077')).toBeVisible();
  await context.close();
});

test('in French, chosen in the language menu and remembered, the dashboard ships an order', async ({
  browser,
}) => {
  test.slow();
  const personalisation = `Pour mamie ${Date.now()}`;
  const page = await shopperPage(browser);
  await paidOrder(page, personalisation);
  await page.context().close();

  const { context, admin } = await adminPage(browser, 'en-GB');
  await signInToAdmin(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  await admin.getByRole('button', { name: 'Language: English' }).click();
  await admin.getByRole('menuitem', { name: 'Français' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Aujourd’hui' })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Aujourd’hui' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Langue : Français' })).toBeVisible();

  const toShip = admin.getByRole('region', { name: /À fabriquer et à expédier/ });
  const entry = toShip.getByTestId('order-to-ship').filter({ hasText: personalisation });
  await expect(entry.getByTestId('personalisation')).toHaveText(personalisation);
  await expect(entry).toContainText(BELGIAN_DATE_TIME);
  await expect(entry).toContainText(/\d+,\d{2}\s€/);
  const orderNumber = (await entry.getByRole('link').first().textContent())!.match(/(\d+)/)![1]!;
  await entry
    .getByRole('button', { name: `Marquer la commande n° ${orderNumber} comme expédiée` })
    .click();
  await expect(
    admin.getByText(`La commande n° ${orderNumber} est marquée comme expédiée`),
  ).toBeVisible();
  await expect(
    toShip.getByTestId('order-to-ship').filter({ hasText: personalisation }),
  ).toHaveCount(0);

  // The sales charts, in French, with their figures as tables: today's row counts the order
  // and the best sellers name the product in French.
  const sales = admin.getByTestId('sales');
  await expect(sales.getByRole('heading', { name: 'Ventes', exact: true })).toBeVisible();
  await expect(sales.getByTestId('sales-totals')).toContainText(/dont TVA \d+,\d{2}\s€/);
  await expect(sales.getByTestId('sales-gift-share')).toHaveText(
    /^Commandes cadeaux : \d+ sur \d+ \(\d+ %\)$/,
  );
  await sales.getByText('Afficher les chiffres en tableau').first().click();
  const todayInBrussels = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const todayRow = sales.getByTestId('sales-table').getByRole('row', { name: todayInBrussels });
  await expect(todayRow.getByRole('cell').first()).not.toHaveText('0');
  await expect(sales.getByTestId('sales-table').locator('tbody tr')).toHaveCount(30);
  await sales.getByRole('button', { name: '90 jours' }).click();
  await expect(sales.getByTestId('sales-table').locator('tbody tr')).toHaveCount(90);
  await expect(sales.getByTestId('best-sellers-table')).toContainText(
    'Carte du ciel étoilé personnalisée',
  );

  // The orders list speaks French too, with the order now shipped.
  await admin.getByRole('menuitem', { name: 'Commandes' }).click();
  const row = admin.getByRole('row').filter({ hasText: `#${orderNumber}` });
  await expect(row).toContainText('Expédiée');
  await expect(row).toContainText(BELGIAN_DATE_TIME);
  await context.close();
});

test('the admin’s main screens have no serious accessibility problems', async ({ browser }) => {
  // Five axe runs on a machine shared by several suites: the product form's alone takes ~20 s.
  test.setTimeout(240_000);
  // An order on the dashboard and in the orders list, so their rows are checked too.
  const page = await shopperPage(browser);
  await paidOrder(page, `Axe ${Date.now()}`);
  await page.context().close();
  const { context, admin } = await adminPage(browser, 'en-GB');
  // Each screen is checked once loaded: react-admin's loading bars have no accessible name.
  const loaded = () => expect(admin.getByRole('progressbar')).toHaveCount(0);
  await signInToAdmin(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(admin.getByRole('region', { name: /To make and ship/ })).toBeVisible();
  // The charts too, with their tables opened.
  await expect(admin.getByTestId('sales-totals')).toBeVisible();
  for (const summary of await admin.getByText('Show the figures as a table').all()) {
    await summary.click();
  }
  await loaded();
  expect(await seriousA11yViolations(admin), 'dashboard').toEqual([]);

  await admin.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(admin.getByRole('row').nth(1)).toBeVisible();
  await loaded();
  expect(await seriousA11yViolations(admin), 'orders list').toEqual([]);

  await admin
    .getByRole('row')
    .nth(1)
    .getByText(/^#\d+$/)
    .click();
  await expect(admin.getByRole('button', { name: 'Update status' })).toBeVisible();
  await loaded();
  expect(await seriousA11yViolations(admin), 'order').toEqual([]);

  await admin.getByRole('menuitem', { name: 'Products' }).click();
  await expect(admin.getByRole('row').nth(1)).toBeVisible();
  await loaded();
  expect(await seriousA11yViolations(admin), 'products list').toEqual([]);

  await admin.getByRole('row').nth(1).click();
  await expect(admin.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(admin.getByLabel('Low stock below')).toBeVisible();
  await loaded();
  expect(await seriousA11yViolations(admin), 'product form').toEqual([]);
  await context.close();
});
