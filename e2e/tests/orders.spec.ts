import { expect, test, type Page } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { MADE_TO_ORDER, apiSession, seriousA11yViolations } from '../support/checkout.js';
import { chooseLanguage, refuseRequests } from '../support/storefront.js';

async function signedInOnMyOrders(page: Page) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  return { customer, api: await apiSession(page.request, customer.email, customer.password) };
}

function orderCards(page: Page) {
  return page.getByRole('main').getByTestId('order-card');
}

test('a customer without orders is told so, and a failed load can be retried', async ({ page }) => {
  await signedInOnMyOrders(page);
  await refuseRequests(page, /\/api\/checkout\/orders\//, 1);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to fetch orders');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(orderCards(page)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('orders come nine to a page, filtered by status, with at most three items a card', async ({
  page,
}) => {
  test.slow();
  const { api } = await signedInOnMyOrders(page);
  // The oldest order holds four products; nine more follow with the star map alone.
  const names: string[] = [];
  for (const product of [
    MADE_TO_ORDER.starMap,
    MADE_TO_ORDER.cuttingBoard,
    MADE_TO_ORDER.babyBlanket,
    MADE_TO_ORDER.petPortrait,
  ]) {
    names.push((await api.addToCart(product.slug)).name);
  }
  const first = await api.startCheckout();
  expect(first.checkout_url).toBeTruthy();
  // A customer has one open payment page (issue 14): each checkout of a changed cart expires
  // the page before it, whose order is cancelled. Nine cancelled orders and one pending remain.
  await api.clearCart();
  for (let count = 0; count < 9; count += 1) {
    await api.addToCart(MADE_TO_ORDER.starMap.slug);
    await api.startCheckout();
  }

  await page.goto('/my-orders');
  await expect(orderCards(page)).toHaveCount(9);
  const pages = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(orderCards(page).first().getByText('Pending')).toBeVisible();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(orderCards(page)).toHaveCount(1);
  const oldest = orderCards(page).first();
  await expect(oldest.getByText('4 items', { exact: true })).toBeVisible();
  for (const name of names.slice(0, 3)) await expect(oldest.getByText(name)).toBeVisible();
  await expect(oldest.getByText(names[3]!)).toHaveCount(0);
  await expect(oldest.getByText('+1 more item', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Back and forward keep the page, as they keep any other address.
  await page.goBack();
  await expect(orderCards(page)).toHaveCount(9);

  const filter = page.getByLabel('Status');
  await filter.selectOption({ label: 'Processing' });
  await expect(page).toHaveURL(/[?&]status=processing/);
  await expect(page.getByText('No orders found')).toBeVisible();

  await filter.selectOption({ label: 'Pending' });
  await expect(orderCards(page)).toHaveCount(1);

  await filter.selectOption({ label: 'Cancelled' });
  await expect(orderCards(page)).toHaveCount(9);
  await expect(orderCards(page).first().getByText('Cancelled')).toBeVisible();

  await chooseLanguage(page, 'fr');
  await expect(orderCards(page).first().getByText('Annulée')).toBeVisible();
  await expect(page.getByLabel('Statut')).toHaveValue('cancelled');
  await page.getByLabel('Statut').selectOption({ label: 'Toutes les commandes' });
  const pagesFr = page.getByRole('navigation', { name: 'Pages de commandes' });
  await expect(pagesFr.getByText('Page 1 sur 2')).toBeVisible();
  await expect(orderCards(page).first().getByText('En attente')).toBeVisible();
});
