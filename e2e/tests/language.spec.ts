import { expect, test } from '../support/test.js';
import { chooseLanguage } from '../support/storefront.js';

test('switching to Nederlands shows Dutch text and survives a reload', async ({ page }) => {
  await page.goto('/');
  const navigation = page.getByRole('banner').getByRole('navigation').first();
  await expect(navigation.getByRole('link', { name: 'Products', exact: true })).toBeVisible();

  await chooseLanguage(page, 'nl');
  await expect(navigation.getByRole('link', { name: 'Producten', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');

  await page.reload();
  await expect(navigation.getByRole('link', { name: 'Producten', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
