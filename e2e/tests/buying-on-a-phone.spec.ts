/**
 * Issue 31 "Buying", tried as a new shopper does: on a phone, in Dutch.
 */
import { expect, test } from '../support/test.js';
import { newCustomer } from '../support/auth.js';

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

test('sign-up: +32 by default, a number typed with its 0 is read as Belgian, one of another country is refused', async ({
  page,
}) => {
  const customer = newCustomer();
  await page.goto('/signup?lang=nl');
  const panel = page.getByRole('dialog', { name: 'Maak je account aan' });
  await expect(panel.getByLabel('Landcode')).toHaveValue('+32');

  await panel.getByLabel('Gebruikersnaam').fill(customer.username);
  await panel.getByLabel('E-mailadres').fill(customer.email);
  await panel.getByLabel('Telefoonnummer').fill('+33 6 12 34 56 78');
  await panel.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await panel.getByLabel('Bevestig wachtwoord').fill(customer.password);
  await panel.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(panel.getByText('Dit nummer heeft een andere landcode')).toBeVisible();

  await panel.getByLabel('Telefoonnummer').fill('0470 123 456');
  await panel.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(panel).toBeHidden();

  await page.goto('/data?lang=nl');
  await expect(page.getByRole('main').getByLabel('Telefoonnummer')).toHaveValue('+32470123456');
});
