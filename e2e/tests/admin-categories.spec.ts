import { expect, test } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';

test('staff create a category, cannot delete one that holds products, and delete an empty one', async ({
  page,
}) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const name = `Seasonal ${stamp}`;

  await signInToAdmin(page);
  await page.getByRole('menuitem', { name: 'Categories' }).click();

  // A category the demo products use: the server refuses and says why.
  await page.getByRole('row').filter({ hasText: 'Personalised gifts' }).first().click();
  await expect(page).toHaveURL(/#\/categories\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/still holds \d+ products?/)).toBeVisible();
  await expect(page).toHaveURL(/#\/categories\/\d+$/);

  await page.getByRole('menuitem', { name: 'Categories' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  // The list's column headers carry the same names: wait for the form, then fill its fields.
  await expect(page).toHaveURL(/#\/categories\/create$/);
  await page.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await page.getByRole('textbox', { name: 'Name (French)' }).fill(`Saisonnier ${stamp}`);
  await page.getByRole('textbox', { name: 'Name (Dutch)' }).fill(`Seizoensgebonden ${stamp}`);
  await page.getByRole('spinbutton', { name: 'Order' }).fill('42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  // Its slug is made from the English name.
  await expect(row).toContainText(`seasonal-${stamp}`);

  await row.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Element deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the refusal to delete a category that holds products is in the staff member’s language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-BE' });
  const page = await context.newPage();
  await signInToAdmin(page, 'fr');
  await page.getByRole('menuitem', { name: 'Catégories' }).click();
  await page.getByRole('row').filter({ hasText: 'Personalised gifts' }).first().click();
  await expect(page).toHaveURL(/#\/categories\/\d+$/);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(/contient encore \d+ produits? \(archivés compris\)/)).toBeVisible();
  await context.close();
});
