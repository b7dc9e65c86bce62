import { expect, test } from '@playwright/test';
import { signInToAdmin } from '../support/auth.js';

/** The admin's one search box in the app bar (issue 19), here in French. */
test('the app bar’s search finds a product by its Dutch name and a customer by e-mail, and opens them', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ locale: 'fr-BE' });
  const admin = await context.newPage();
  await signInToAdmin(admin, 'fr');
  await expect(admin.getByRole('heading', { level: 1, name: 'Aujourd’hui' })).toBeVisible();

  const search = admin.getByRole('combobox', {
    name: 'Rechercher des commandes, des clients et des produits',
  });
  await search.fill('sterrenkaart');
  // Results come grouped under each kind's name.
  const results = admin.getByRole('listbox');
  await expect(results.getByText('Produits', { exact: true })).toBeVisible();
  await results.getByRole('option', { name: /Personalised star map print/ }).click();
  await expect(admin).toHaveURL(/#\/products\/\d+$/);
  // The product form comes with its own chunk (rich-text editor, zod): give it time to load.
  await expect(admin.getByLabel('Nom (anglais)')).toHaveValue('Personalised star map print', {
    timeout: 30_000,
  });

  await search.fill('admin@exa');
  await expect(results.getByText('Clients', { exact: true })).toBeVisible();
  await results.getByRole('option', { name: /admin@example\.com/ }).click();
  await expect(admin).toHaveURL(/#\/customers\/\d+$/);

  await search.fill('zzzz-nothing-like-this');
  await expect(admin.getByText('Aucun résultat')).toBeVisible();
  await context.close();
});
