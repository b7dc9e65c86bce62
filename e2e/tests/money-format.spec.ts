import { expect, test } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';

/**
 * One money format per language (issue 31, ADR 0072): the storefront and the admin write the
 * same price the same way, as mails and invoices do (their API tests check those): "€25.00"
 * in English, "25,00 €" in Dutch and French.
 */
const EXPECTED = { en: '€25.00', nl: '25,00 €', fr: '25,00 €' } as const;

for (const language of ['en', 'nl', 'fr'] as const) {
  test(`a price reads the same in the shop and the admin (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: `${language}-BE` });
    const page = await context.newPage();
    await page.goto(`/product/gift-card-25?lang=${language}`);
    await expect(page.getByTestId('product-price')).toHaveText(EXPECTED[language]);

    await signInToAdmin(page, language);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('/admin/#/products?perPage=100');
    const row = page.getByRole('row').filter({ hasText: 'gift-card-25' });
    await expect(row.getByText(EXPECTED[language], { exact: true })).toBeVisible();
    await context.close();
  });
}
