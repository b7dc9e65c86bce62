import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.js';
import {
  header,
  loginPanel,
  logOut,
  newCustomer,
  registerThroughApi,
  signIn,
} from '../support/auth.js';

// Demo products (apps/server/src/db/seed/demo-catalogue.ts).
const BOUQUET = {
  slug: 'mothers-day-dried-flower-bouquet',
  name: "Mother's Day dried flower bouquet",
};
const BOARD = { slug: 'engraved-oak-cutting-board', name: 'Engraved oak cutting board' };

async function signInAsNewCustomer(page: Page) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
}

const cartButton = (page: Page) => header(page).getByTestId('cart-button');
const badge = (page: Page) => header(page).getByTestId('cart-badge');

test('a customer fills the cart from a card and a product page, then adjusts and clears it', async ({
  page,
}) => {
  await signInAsNewCustomer(page);
  await expect(cartButton(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // From a product card: one bouquet.
  await page.goto('/products');
  const card = page.getByTestId('product-card').filter({ hasText: BOUQUET.name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  // A product whose text is required sends the shopper to its page instead.
  await expect(
    page
      .getByTestId('product-card')
      .filter({ hasText: BOARD.name })
      .getByRole('link', { name: 'Personalise' }),
  ).toBeVisible();

  // From the product page: three boards engraved "Peeters".
  await page.goto(`/product/${BOARD.slug}`);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeDisabled();
  const text = page.getByRole('textbox', { name: /Name or short line to engrave/ });
  // Counted as people see characters (issue 14): past 30 the buttons wait, nothing is cut off.
  await text.fill(`Peeters ${'\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'.repeat(23)}`);
  await expect(page.getByText('31/30')).toBeVisible();
  await expect(add).toBeDisabled();
  await text.fill('Peeters');
  await expect(page.getByText('7/30')).toBeVisible();
  const increase = page.getByRole('button', { name: 'Increase quantity', exact: true });
  await increase.click();
  await increase.click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await add.click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(badge(page)).toHaveText('4');

  // The dropdown: both lines, the engraving text and the total (42.00 + 3 × 49.90).
  await cartButton(page).click();
  const dropdown = page.getByTestId('cart-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByTestId('cart-dropdown-line')).toHaveCount(2);
  await expect(dropdown.getByText('4 items')).toBeVisible();
  await expect(dropdown.getByText('“Peeters”')).toBeVisible();
  await expect(dropdown.getByTestId('cart-dropdown-total')).toHaveText('€191.70');
  const box = await dropdown.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(320);
  await dropdown.getByRole('link', { name: 'View cart' }).click();

  // The cart page: lines, line totals and the summary.
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const bouquetLine = lines.filter({ hasText: BOUQUET.name });
  const boardLine = lines.filter({ hasText: BOARD.name });
  await expect(boardLine.getByTestId('cart-line-personalization')).toContainText('Peeters');
  await expect(boardLine.getByText('€49.90 each')).toBeVisible();
  await expect(boardLine.getByTestId('cart-line-total')).toHaveText('€149.70');
  await expect(page.getByText('Subtotal (4 items)')).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('€191.70');
  // Home delivery in Belgium (the helpers' choice) is free from €50.
  await expect(page.getByTestId('cart-delivery-total')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText('€191.70');
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();

  // Plus adds one; minus down to zero removes the line.
  await bouquetLine
    .getByRole('button', { name: `Increase the quantity of ${BOUQUET.name}` })
    .click();
  await expect(bouquetLine.getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText('€233.70');
  const decrease = bouquetLine.getByRole('button', {
    name: `Decrease the quantity of ${BOUQUET.name}`,
  });
  await decrease.click();
  await expect(bouquetLine.getByTestId('cart-line-quantity')).toHaveText('1');
  await decrease.click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('€149.70');
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
  await expect(badge(page)).toHaveText('3');

  // Clearing asks first: cancelling keeps the cart, confirming empties it.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await dialog.getByRole('button', { name: 'Yes, clear cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(badge(page)).toHaveCount(0);

  // The server keeps it: a reload shows the same empty cart.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('Buy Now adds the personalised product and lands on the cart', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto(`/product/${BOARD.slug}`);
  await page.getByRole('textbox', { name: /Name or short line to engrave/ }).fill('Anna & Tom');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-personalization')).toContainText('Anna & Tom');
  // Home delivery in Belgium (the helpers' choice): €4.95 below €50.
  await expect(page.getByTestId('cart-total')).toHaveText('€54.85');

  // The line's name opens the product.
  await line.getByRole('link', { name: BOARD.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${BOARD.slug}$`));
});

test('a visitor who is not signed in gets the login panel instead of a cart', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('card-add-to-cart')).toHaveCount(0);
  await expect(header(page).getByTestId('cart-button')).toHaveCount(0);

  await page.goto(`/product/${BOUQUET.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(loginPanel(page)).toBeVisible();
});

test('after a sign-out the next shopper on the browser never sees the previous cart', async ({
  page,
}) => {
  await signInAsNewCustomer(page);
  await page.goto('/products');
  const card = page.getByTestId('product-card').filter({ hasText: BOUQUET.name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge(page)).toHaveText('1');
  await logOut(page);
  await expect(cartButton(page)).toHaveCount(0);

  // The next shopper's cart is held on its way: until it comes, nothing of the first one shows.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/cart\/\?/, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  const next = newCustomer();
  await registerThroughApi(page.request, next);
  const asked = page.waitForRequest(/\/api\/cart\/\?/);
  await signIn(page, next.email, next.password);
  await asked;
  await expect(cartButton(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await cartButton(page).click();
  const dropdown = page.getByTestId('cart-dropdown');
  await expect(dropdown.getByText('0 items')).toBeVisible();
  await expect(dropdown.getByTestId('cart-dropdown-line')).toHaveCount(0);

  release();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('the signed-in cart button appears in the place kept for it: the header’s links do not move', async ({
  page,
}) => {
  const firstLink = () => header(page).getByRole('navigation').getByRole('link').first();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const signedOut = await firstLink().boundingBox();

  await signInAsNewCustomer(page);
  await page.goto('/products');
  const card = page.getByTestId('product-card').filter({ hasText: BOUQUET.name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  // Added (leaving the page at once could cancel the request still on its way).
  await expect(badge(page)).toHaveText('1');
  await page.goto('/');
  // The server renders the page signed out; the badge comes once the page is the browser's.
  await expect(badge(page)).toHaveText('1');
  expect(await firstLink().boundingBox()).toEqual(signedOut);
});

test('the cart speaks the shopper language, names and labels included', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto(`/product/${BOARD.slug}`);
  await page.getByRole('textbox', { name: /Name or short line to engrave/ }).fill('Lies');
  await page.getByTestId('add-to-cart').click();
  await expect(badge(page)).toHaveText('1');

  await page.goto('/cart');
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
  await page.reload();
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('link', { name: 'Gegraveerde eikenhouten snijplank' })).toBeVisible();
  await expect(line.getByTestId('cart-line-personalization')).toContainText(
    'Naam of korte tekst om te graveren',
  );
  await expect(page.getByText('Subtotaal (1 artikel)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Doorgaan naar afrekenen' })).toBeVisible();
});

test('the cart page, the dropdown and the personalisation field have no serious accessibility violations', async ({
  page,
}) => {
  // Three axe runs: each takes seconds on a busy machine (as storefront-a11y.spec.ts allows).
  test.setTimeout(90_000);
  await signInAsNewCustomer(page);
  await page.goto(`/product/${BOARD.slug}`);
  await page.getByRole('textbox', { name: /Name or short line to engrave/ }).fill('Jules');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  expect(await serious()).toEqual([]);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await serious()).toEqual([]);

  await cartButton(page).click();
  await expect(page.getByTestId('cart-dropdown')).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await serious()).toEqual([]);
});
