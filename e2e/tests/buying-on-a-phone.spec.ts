/**
 * Issue 31 "Buying", tried as a new shopper does: on a phone, in Dutch.
 */
import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, type NewCustomer } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  MADE_TO_ORDER,
  TEST_CARDS,
  apiSession,
  isPaymentPage,
  payOnPaymentPage,
} from '../support/checkout.js';

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

test('an add tapped signed out is made once signed in, and every add says so beside the cart, focus kept', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/product/engraved-wooden-wine-box?lang=nl');
  await page.getByTestId('personalization-input').fill('Voor Jan');
  await page.getByLabel('Aantal verhogen').tap();
  await page.getByTestId('add-to-cart').tap();

  // The sign-in is a step of the add.
  const panel = page.getByRole('dialog', { name: 'Meld je aan bij je account' });
  await panel.getByLabel('E-mailadres').fill(customer.email);
  await panel.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await panel.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(panel).toBeHidden();

  const notice = page
    .locator('[aria-live="polite"]')
    .filter({ has: page.getByTestId('cart-added-notice') });
  await expect(notice).toContainText(
    'Je bent aangemeld: Gegraveerde houten wijnkist zit in je winkelwagen.',
  );
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2');

  // Another add: the count changes, the notice names the product, focus stays on the button.
  await notice.getByRole('button', { name: 'Sluiten' }).tap();
  await expect(page.getByTestId('cart-added-notice')).toBeHidden();
  const add = page.getByTestId('add-to-cart');
  await add.tap();
  await expect(notice).toContainText('Gegraveerde houten wijnkist zit in je winkelwagen.');
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('4');
  await expect(add).toBeFocused();

  await notice.getByRole('link', { name: 'Bekijk winkelwagen' }).tap();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('main')).toContainText('Gegraveerde houten wijnkist');
  await expect(page.getByRole('main')).toContainText('Voor Jan');
});

test('a long cart: the total and Proceed to checkout stay on screen, and the bar starts the checkout', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  for (const slug of [
    MADE_TO_ORDER.starMap.slug,
    MADE_TO_ORDER.cuttingBoard.slug,
    'engraved-wooden-wine-box',
    'personalised-leather-keyring',
  ]) {
    await api.addToCart(slug, 'Anna');
  }
  await signInInDutch(page, customer);

  await page.goto('/cart?lang=nl');
  const main = page.getByRole('main');
  await expect(main.getByTestId('cart-line')).toHaveCount(4);
  const bar = page.getByTestId('cart-checkout-bar');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('Totaal');
  await expect(bar).toContainText((await main.getByTestId('cart-total').textContent()) ?? '');
  // The summary's own button is further down, past the lines.
  await expect(main.getByRole('complementary')).not.toBeInViewport();

  // Once the summary is reached, its own button is the one in sight.
  await main.getByRole('complementary').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport();

  await bar.getByRole('button', { name: 'Doorgaan naar afrekenen' }).tap();
  await page.waitForURL((url) => !url.pathname.startsWith('/cart'));
});

for (const [language, viewCart, checkout] of [
  ['nl', 'Bekijk winkelwagen', 'Afrekenen'],
  ['fr', 'Voir le panier', 'Commander'],
  ['en', 'View cart', 'Checkout'],
] as const) {
  test(`the cart panel in ${language}: every line whole, its buttons' texts fit`, async ({
    page,
  }) => {
    const customer = newCustomer();
    await registerThroughApi(page.request, customer);
    const api = await apiSession(page.request, customer.email, customer.password);
    for (const slug of [
      MADE_TO_ORDER.starMap.slug,
      MADE_TO_ORDER.cuttingBoard.slug,
      'engraved-wooden-wine-box',
      'personalised-leather-keyring',
      'hand-thrown-mug-with-initials',
    ]) {
      await api.addToCart(slug, 'Anna');
    }
    await signInInDutch(page, customer);
    await page.goto(`/about?lang=${language}`);
    await page.getByRole('banner').getByTestId('cart-button').tap();
    const panel = page.getByTestId('cart-dropdown');
    await expect(panel.getByTestId('cart-dropdown-line')).toHaveCount(5);
    // No line is cut by a scrolling list of its own: the list is as tall as its lines.
    const list = panel.getByRole('list');
    expect(await list.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    for (const name of [viewCart, checkout]) {
      const button = panel.getByRole(name === viewCart ? 'link' : 'button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
  });
}

test('an add tapped signed out is made once the visitor has signed up instead', async ({
  page,
}) => {
  const customer = newCustomer();
  await page.goto('/product/engraved-wooden-wine-box?lang=nl');
  await page.getByTestId('add-to-cart').tap();
  await page
    .getByRole('dialog', { name: 'Meld je aan bij je account' })
    .getByRole('button', { name: 'Maak er een aan' })
    .tap();

  const panel = page.getByRole('dialog', { name: 'Maak je account aan' });
  await panel.getByLabel('Gebruikersnaam').fill(customer.username);
  await panel.getByLabel('E-mailadres').fill(customer.email);
  await panel.getByLabel('Telefoonnummer').fill(customer.nationalNumber);
  await panel.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await panel.getByLabel('Bevestig wachtwoord').fill(customer.password);
  await panel.getByRole('button', { name: 'Account aanmaken' }).tap();
  await expect(panel).toBeHidden();

  await expect(page.getByTestId('cart-added-notice')).toContainText(
    'Gegraveerde houten wijnkist zit in je winkelwagen.',
  );
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1');
});

test('a gift card’s recipient and day given when adding it: the paid card is mailed to them on that day', async ({
  page,
}) => {
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await signInInDutch(page, customer);

  await page.goto('/product/gift-card-25?lang=nl');
  const main = page.getByRole('main');
  // A card that is mailed promises no home delivery.
  await expect(main.getByText(/Levering aan huis/)).toHaveCount(0);
  await main.getByLabel('Naar iemand sturen').tap();
  await main.getByLabel('E-mailadres van de ontvanger').fill('anna.ontvanger@example.be');
  await main.getByLabel('Naam van de ontvanger').fill('Anna');
  await main.getByLabel('Je boodschap').fill('Gelukkige verjaardag, Anna!');
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await main.getByLabel('Versturen op').fill(day);
  await main.getByRole('button', { name: 'In winkelmandje' }).tap();
  await expect(main.getByTestId('added-to-cart')).toBeVisible();

  const api = await apiSession(page.request, customer.email, customer.password);
  const { checkout_url: checkoutUrl } = await api.startCheckout();
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));

  await page.goto('/my-orders?lang=nl');
  const cards = page.getByRole('region', { name: 'Mijn cadeaubonnen' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('listitem')).toContainText('naar anna.ontvanger@example.be gemaild');
});
