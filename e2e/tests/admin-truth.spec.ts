import { expect, test, type Page } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';
import { buyGiftCard } from '../support/gift-cards.js';

/**
 * The admin shows the truth (issue 31): nothing of a page hides under the top bar, whatever
 * the page and the window's width.
 */

/** How far the top of the page's content lies below the bottom of the app bar (>= 0: visible). */
async function contentBelowTopBar(admin: Page): Promise<number> {
  return admin.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const content = document.querySelector('#main-content')!;
    const tops = Array.from(content.querySelectorAll('*'))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.width > 0)
      .map((box) => box.top);
    return Math.min(...tops) - bar.bottom;
  });
}

for (const width of [1280, 800]) {
  test(`the top bar hides no page's top (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInToAdmin(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const resource of ['', 'orders', 'products', 'categories', 'gift-cards', 'customers']) {
      await page.goto(`/admin/#/${resource}`);
      await expect(
        page
          .locator('#main-content')
          .getByRole('heading')
          .first()
          .or(page.locator('#main-content table'))
          .first(),
      ).toBeVisible();
      expect(await contentBelowTopBar(page), resource || 'dashboard').toBeGreaterThanOrEqual(0);
    }
  });
}

test('a gift card’s screen fills every field, saying “—” where there is nothing yet', async ({
  page,
  browser,
}) => {
  test.slow();
  const { customer } = await buyGiftCard(page, 'gift-card-25');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await admin.goto('/admin/#/gift-cards');
  await admin.getByRole('row').filter({ hasText: customer.email }).first().click();
  await expect(admin).toHaveURL(/#\/gift-cards\/\d+\/show$/);
  await expect(admin.getByText(customer.email)).toBeVisible();
  const fields = admin.locator('#main-content .ra-field');
  const empty: string[] = [];
  for (const field of await fields.all()) {
    // The void button sits in the layout too; it is an action, not a field.
    if ((await field.getByRole('button').count()) > 0) continue;
    const lines = (await field.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length < 2) empty.push(lines[0] ?? '(no label)');
  }
  expect(empty).toEqual([]);
  await adminContext.close();
});

test('the Dutch admin names products and their categories in Dutch where a Dutch name exists', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'nl-BE' });
  const admin = await context.newPage();
  await signInToAdmin(admin, 'nl');
  await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await admin.goto('/admin/#/products?perPage=100');
  const row = admin.getByRole('row').filter({ hasText: 'gift-card-25' });
  await expect(row).toContainText('Cadeaubon € 25');
  await expect(row).toContainText('Cadeaubonnen');
  await expect(row).not.toContainText('Gift card');
  await context.close();
});
