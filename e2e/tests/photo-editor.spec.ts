import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '../support/test.js';
import {
  newCustomer,
  registerThroughApi,
  signIn,
  signInToAdmin,
  storedTokens,
} from '../support/auth.js';
import { BELGIAN_ADDRESS, chooseBankRedirect } from '../support/checkout.js';

/**
 * A photo on the gift (issue 29, ADR 0099), in Dutch: the shopper puts a photo on the demo mug,
 * places it with the keyboard, sees it in the cart and pays; the placement goes with the order,
 * and staff download the original in the admin.
 */

// The demo mug takes an optional photo in a band of its main picture (demo-photos.ts).
const MUG = 'hand-thrown-mug-with-initials';
/** 1600 × 1000 pixels: more than the mug's minimum (1200 × 800), so no warning. */
const PHOTO = path.join(import.meta.dirname, '../fixtures/photo-1600x1000.jpg');

interface ApiLinePhoto {
  upload_id: string;
  placement: { x: number; y: number; scale: number };
  preview_url: string;
}

async function photoStyle(page: Page) {
  return page.getByTestId('photo-editor-photo').evaluate((photo: HTMLElement) => ({
    left: photo.style.left,
    top: photo.style.top,
    width: photo.style.width,
  }));
}

test('in Dutch, a shopper puts a photo on a mug, moves and zooms it with the keyboard, and pays; the order keeps the placement and staff download the original', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  await page.goto(`/product/${MUG}?lang=nl`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const add = page.getByTestId('add-to-cart');
  // The mug's initials are required, its photo optional.
  await page.getByLabel('Initialen om te schilderen').fill('AP');
  await expect(add).toBeEnabled();
  await page.getByLabel('Voeg je foto toe').setInputFiles(PHOTO);

  const editor = page.getByRole('application', { name: 'Je foto op het product' });
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('photo-editor-photo')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
  // The initials are drawn on the preview with the photo.
  await expect(editor.getByTestId('photo-editor-text')).toHaveText('AP');
  // At zoom 1 the landscape photo covers the band's height exactly and overhangs its sides.
  const before = await photoStyle(page);
  expect(before.top).toBe('0%');

  const announced = page.getByTestId('photo-editor-announcement');
  await editor.focus();
  await editor.press('+');
  await editor.press('=');
  await expect(announced).toHaveText('Zoom 150 %');
  const zoomed = await photoStyle(page);
  expect(parseFloat(zoomed.width)).toBeCloseTo(parseFloat(before.width) * 1.5, 1);

  for (let press = 0; press < 3; press++) await editor.press('ArrowLeft');
  await editor.press('ArrowUp');
  await expect(announced).toHaveText('Foto verplaatst');
  const moved = await photoStyle(page);
  expect(parseFloat(moved.left)).toBeLessThan(parseFloat(zoomed.left));
  expect(parseFloat(moved.top)).toBeLessThan(parseFloat(zoomed.top));

  const added = page.waitForResponse(
    (response) => response.url().includes('/api/cart/add/') && response.ok(),
  );
  await add.click();
  await added;
  await expect(page.getByTestId('added-to-cart')).toBeVisible();

  // The cart line holds the photo with the placement set: 3 × 2 % left, 2 % up, zoom 150 %.
  const { access } = await storedTokens(page);
  const headers = { Authorization: `Bearer ${access}` };
  const cart = (await (await page.request.get('/api/cart/', { headers })).json()) as {
    items: { photo: ApiLinePhoto | null }[];
  };
  const linePhoto = cart.items[0]?.photo;
  expect(linePhoto).toBeTruthy();
  expect(linePhoto!.placement.x).toBeCloseTo(0.44, 6);
  expect(linePhoto!.placement.y).toBeCloseTo(0.48, 6);
  expect(linePhoto!.placement.scale).toBe(1.5);

  await page.goto('/cart?lang=nl');
  const thumbnail = page.getByRole('img', { name: 'Je foto' });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);

  await page
    .getByRole('main')
    .getByRole('button', { name: /afrekenen/i })
    .click();
  await chooseBankRedirect(page, {
    method: 'Bancontact',
    language: 'nl',
    shipping: BELGIAN_ADDRESS,
  });
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=/);

  // My orders shows the paid mug with the photo on it, and the order's line keeps the placement.
  await page.goto('/my-orders?lang=nl');
  await expect(page.getByText('Handgedraaide mok met initialen').first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Jouw foto op Handgedraaide mok met initialen' }),
  ).toBeVisible();
  const orders = (await (await page.request.get('/api/checkout/orders/', { headers })).json()) as {
    orders: { order_id: number; items: { photo: ApiLinePhoto | null }[] }[];
  };
  const [order] = orders.orders;
  const orderPhoto = order?.items[0]?.photo;
  expect(orderPhoto?.upload_id).toBe(linePhoto!.upload_id);
  expect(orderPhoto?.placement).toEqual(linePhoto!.placement);

  // Staff download the original the customer sent, for production.
  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByText('Orders to ship')).toBeVisible();
  await admin.goto(`/admin/#/orders/${order!.order_id}`);
  const staffPhoto = admin.getByTestId('line-photo');
  await expect(staffPhoto.getByRole('img')).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    staffPhoto.getByRole('button', { name: 'Download the original photo' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  // A JPEG, as the customer sent it (re-encoded without its metadata).
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await context.close();
});
