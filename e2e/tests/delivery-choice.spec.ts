import { pdfText } from '../../apps/server/src/test/pdf-text.js';
import { expect, test, type Page } from '../support/test.js';
import { DEMO_ADMIN } from '../support/auth.js';
import {
  MADE_TO_ORDER,
  TEST_CARDS,
  chooseDeliveryOnCartPage,
  isPaymentPage,
  signedInWithStarMap,
  translationOf,
} from '../support/checkout.js';
import { chooseLanguage } from '../support/storefront.js';

/** Issue 27: the customer chooses the delivery on the cart, and checkout needs the choice. */

function deliverySection(page: Page) {
  return page.getByRole('main').getByTestId('cart-delivery');
}

/** Pays by card on the sandbox's page in Dutch, where no address is asked. */
async function payByCardInDutch(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Kaart', exact: true }).check();
  await page.getByLabel('Kaartnummer').fill(TEST_CARDS.pays);
  await page
    .getByLabel('Vervaldatum (MM / JJ)')
    .fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Beveiligingscode (CVC)').fill('123');
  await page.getByLabel('Naam op de kaart').fill(name);
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: /^Betaal / }).click();
}

test('in Dutch: checkout asks the delivery first; a pick-up point near 1000 is on the order and its packing slip', async ({
  page,
}) => {
  await signedInWithStarMap(page);
  await chooseLanguage(page, 'nl');
  await page.goto('/cart');
  const main = page.getByRole('main');
  const proceed = main.getByRole('button', {
    name: await translationOf('Proceed to checkout', 'nl'),
  });

  // Without a choice the server refuses, and the cart says so beside the choice.
  await proceed.click();
  await expect(deliverySection(page).getByRole('alert')).toHaveText(
    'Kies hoe je bestelling geleverd wordt.',
  );

  await deliverySection(page)
    .getByRole('radio', { name: /Afhaalpunt of pakketautomaat/ })
    .check();
  await expect(deliverySection(page).getByText('3,95 €')).toBeVisible();
  await deliverySection(page).getByLabel('Postcode').fill('1000');
  await deliverySection(page)
    .getByRole('button', { name: await translationOf('Find points', 'nl') })
    .click();
  await chooseDeliveryOnCartPage(page, /Bureau de Poste Bruxelles De Brouckère/);
  await expect(deliverySection(page).getByTestId('cart-pickup-point')).toContainText(
    'Bureau de Poste Bruxelles De Brouckère, Boulevard Anspach 1, 1000 Bruxelles',
  );
  await expect(main.getByTestId('cart-delivery-total')).toHaveText('3,95 €');
  await expect(main.getByTestId('cart-total')).toHaveText('38,85 €');

  await proceed.click();
  await page.waitForURL(isPaymentPage);
  // The point is the delivery address: the payment page asks none.
  await expect(page.getByLabel('Straat en huisnummer')).toHaveCount(0);
  await payByCardInDutch(page, 'Anna Peeters');

  await page.waitForURL(/\/checkout\/success\?session_id=/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');

  await page.goto('/my-orders');
  await expect(page.getByTestId('order-pickup-point').first()).toContainText(
    'Bureau de Poste Bruxelles De Brouckère, Boulevard Anspach 1, 1000 Bruxelles',
  );

  // Staff print the packing slip: the point's address is where the parcel goes.
  const token = await page.request.post('/api/token/', {
    data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const { access } = (await token.json()) as { access: string };
  const slip = await page.request.get(`/api/admin/orders/${number}/packing-slip/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(slip.status()).toBe(200);
  const text = (await pdfText(await slip.body())).replace(/\s+/g, ' ');
  expect(text).toContain('Bureau de Poste Bruxelles De Brouckère');
  expect(text).toContain('Boulevard Anspach 1');
});

test('collection at the workshop: the cart says where and when, the payment page asks no address', async ({
  page,
}) => {
  await signedInWithStarMap(page);
  // Before a choice the cart panel shows the methods offered and sends the choice to the cart.
  await page.getByRole('banner').getByTestId('cart-button').click();
  const methods = page.getByTestId('cart-dropdown-methods');
  await expect(methods).toContainText('Home delivery€4.95');
  await expect(methods).toContainText('Collect at the workshopFree');
  await expect(page.getByTestId('cart-dropdown-delivery')).toHaveText('Choose in your cart');
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await chooseDeliveryOnCartPage(page, /Collect at the workshop/);
  const main = page.getByRole('main');
  // Where and when, as staff set the workshop (the demo's).
  const workshop = main.getByTestId('cart-workshop');
  await expect(workshop).toContainText('Voorbeeldstraat 1');
  await expect(workshop).toContainText('1000 Brussel');
  await expect(workshop).toContainText('Open: Wednesday to Saturday, 10:00 to 17:00');
  await expect(main.getByTestId('cart-delivery-total')).toHaveText('Free');
  await expect(main.getByTestId('cart-total')).toHaveText('€34.90');

  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(isPaymentPage);
  await expect(page.getByText('Collect at the workshop')).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByLabel('Street and number')).toHaveCount(0);
});

test('home delivery in Belgium: €4.95 under €50, free from €50', async ({ page }) => {
  const { api } = await signedInWithStarMap(page);
  await page.goto('/cart');
  const main = page.getByRole('main');
  const home = deliverySection(page).getByRole('radio', { name: /Home delivery/ });
  await expect(home).toHaveAccessibleName(/€4\.95.*Free from €50\.00/);
  await chooseDeliveryOnCartPage(page, /Home delivery/);
  await expect(main.getByTestId('cart-delivery-total')).toHaveText('€4.95');
  await expect(main.getByTestId('cart-total')).toHaveText('€39.85');

  // A second star map: €69.80 of products, so delivery is free.
  await api.addToCart(MADE_TO_ORDER.starMap.slug, 'For Jules');
  await page.reload();
  await expect(main.getByTestId('cart-delivery-total')).toHaveText('Free');
  await expect(main.getByTestId('cart-total')).toHaveText('€69.80');
  await expect(home).toBeChecked();
});
