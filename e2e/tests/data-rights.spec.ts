import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.js';
import { header, newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { translationOf } from '../support/checkout.js';

/** Issue 16, ADR 0035: My account downloads the customer's data and erases the account. */

test('"Download my data" saves a JSON file with the profile', async ({ page, request }) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/data');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`giftshop-data-${today}.json`);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; username: string };
    orders: unknown[];
    consents: unknown[];
  };
  expect(data.profile).toMatchObject({ email: customer.email, username: customer.username });
  expect(data.orders).toEqual([]);
  expect(data.consents).toEqual([]);
});

test('deleting the account from My account (in Dutch) signs out for good', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/data?lang=nl');

  // The profile form above has a current-password field of its own.
  const main = page.getByRole('main').getByRole('region', { name: 'Jouw gegevens' });
  await main.getByRole('button', { name: 'Mijn account verwijderen' }).click();
  await expect(main.getByText('Dit kan niet ongedaan worden gemaakt.')).toBeVisible();
  const password = main.getByLabel(await translationOf('Current password', 'nl'), {
    exact: true,
  });
  await password.fill('Wrong4you');
  await main.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();
  await expect(main.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();

  await password.fill(customer.password);
  await main.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/(\?lang=nl)?$/);
  const signInButton = header(page).getByRole('link', {
    name: await translationOf('Sign in', 'nl'),
    exact: true,
  });
  await expect(signInButton).toBeVisible();

  // The account is gone: its password no longer signs in.
  const signInAgain = await request.post('/api/token/', {
    data: { username: customer.email, password: customer.password },
  });
  expect(signInAgain.status()).toBe(401);
});
