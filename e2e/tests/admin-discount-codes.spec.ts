import { expect, test } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';

/** Issue 17 (ADR 0040): staff create a discount code in the admin and deactivate it. */
test('staff create a discount code, see it listed normalised, and deactivate it', async ({
  page,
}) => {
  test.slow();
  const code = `Spring-${Date.now().toString(36)}`;
  const stored = code.toUpperCase().replace('-', '');

  await signInToAdmin(page);
  await page.getByRole('menuitem', { name: 'Discount codes' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/discount-codes\/create$/);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Value' }).fill('15');
  await page.getByRole('textbox', { name: 'Minimum of products' }).fill('20.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: stored });
  await expect(row).toContainText('Percentage');

  await row.click();
  await expect(page).toHaveURL(/#\/discount-codes\/\d+$/);
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  // Opened again, it reads as the server kept it: inactive, its rules unchanged.
  await page.getByRole('row').filter({ hasText: stored }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Minimum of products' })).toHaveValue('20.00');
});
