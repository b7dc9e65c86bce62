/**
 * Issue 31 "Buying", tried as a new shopper does: on a phone, in Dutch.
 */
import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, type NewCustomer } from '../support/auth.js';
import { MADE_TO_ORDER, apiSession } from '../support/checkout.js';

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

/** Signs in on the /login page in Dutch (on a phone the header's sign-in sits in the menu). */
async function signInInDutch(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/login?lang=nl');
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(customer.email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await main.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?lang=nl)?$/);
}

test('gift options: one tap on wrapping after typing a message ticks it; the message comes back with the gift box', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await signInInDutch(page, customer);

  await page.goto('/cart?lang=nl');
  const main = page.getByRole('main');
  await main.getByLabel('Dit is een cadeau').tap();
  const message = main.getByLabel('Cadeauboodschap (optioneel)');
  await message.fill('Gelukkige verjaardag, Anna!');
  // Straight from the message to the box: one tap ticks it.
  const wrapping = main.getByLabel(/^Cadeauverpakking/);
  await wrapping.tap();
  await expect(wrapping).toBeChecked();
  await expect(main.getByTestId('cart-wrapping')).toBeVisible();

  await page.reload();
  await expect(main.getByLabel(/^Cadeauverpakking/)).toBeChecked();
  await expect(main.getByLabel('Cadeauboodschap (optioneel)')).toHaveValue(
    'Gelukkige verjaardag, Anna!',
  );

  // Not a gift after all, then a gift again: the message typed is still there.
  await main.getByLabel('Dit is een cadeau').tap();
  await expect(main.getByLabel('Cadeauboodschap (optioneel)')).toBeHidden();
  await main.getByLabel('Dit is een cadeau').tap();
  await expect(main.getByLabel('Cadeauboodschap (optioneel)')).toHaveValue(
    'Gelukkige verjaardag, Anna!',
  );
});
