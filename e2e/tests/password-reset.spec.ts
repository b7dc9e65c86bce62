import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.js';
import {
  accountMenuButton,
  header,
  loginPanel,
  newCustomer,
  registerThroughApi,
  submitLogin,
} from '../support/auth.js';
import { linkInMail, waitForShopMail } from '../support/mail.js';

const NEW_PASSWORD = 'Fresh2Start';

function forgotPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Reset your password' });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target),
    }));
}

/** From the header: sign in, 'Forgot password?', the address, and the answer. */
async function askForResetLink(page: Page, email: string) {
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await loginPanel(page).getByRole('button', { name: 'Forgot password?' }).click();
  const panel = forgotPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Send reset link' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `If an account exists for ${email}, a link to choose a new password is on its way. The link is valid for 60 minutes.`,
  );
}

/** The reset link of the mail the shop sent to `email`. */
async function mailedResetLink(email: string): Promise<string> {
  const mail = await waitForShopMail(email, (candidate) =>
    candidate.text.includes('/reset-password/'),
  );
  const link = linkInMail(mail, '/reset-password/');
  return `${link.pathname}${link.search}`;
}

test('a customer who forgot the password sets a new one from the mailed link and signs in with it', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);

  await page.goto('/');
  await askForResetLink(page, customer.email);
  const link = await mailedResetLink(customer.email);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The rules of sign-up hold here too, checked before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm new password').fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your password has been changed. You can now sign in with your new password.'),
  ).toBeVisible();

  // The old password is gone, the new one signs in.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  const panel = loginPanel(page);
  await submitLogin(panel, customer.email, customer.password);
  await expect(panel.getByRole('alert')).toBeVisible();
  await submitLogin(panel, customer.email, NEW_PASSWORD);
  await expect(panel).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
});

test('a reset link works once: opened again, it is refused and offers a new one', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  const asked = await request.post('/api/password-reset/', { data: { email: customer.email } });
  expect(asked.status()).toBe(200);
  const link = await mailedResetLink(customer.email);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/^Your password has been changed\./)).toBeVisible();

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another3Try');
  await page.getByLabel('Confirm new password').fill('Another3Try');
  await page.getByRole('button', { name: 'Save new password' }).click();
  // The server's own words about the used link, and a way to ask for a new one.
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(forgotPanel(page)).toBeVisible();

  // The password of the first use still holds.
  const signIn = await request.post('/api/token/', {
    data: { username: customer.email, password: NEW_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
});

test('the forgot-password form answers the same for an address without an account', async ({
  page,
}) => {
  await page.goto('/');
  await askForResetLink(page, `nobody.${Date.now()}@example.be`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the reset page speaks Dutch and French, and has no serious accessibility problems', async ({
  page,
}) => {
  await page.goto('/reset-password/some-token?lang=nl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/reset-password/some-token?lang=fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }),
  ).toBeVisible();
});
