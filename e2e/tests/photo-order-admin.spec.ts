import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi, signInToAdmin } from '../support/auth.js';
import {
  BELGIAN_ADDRESS,
  isPaymentPage,
  payOnPaymentPage,
  TEST_CARDS,
} from '../support/checkout.js';

/**
 * Issue 29 (ADR 0100): staff open a paid order with a customer's photo on a mug, see the photo
 * on the product and download the original the customer sent.
 */

/** A flat-colour PNG of `width` × `height` pixels, made without an image library. */
function flatPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then RGB per pixel.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([30, 140, 90])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('staff see the photo on the mug in the admin order and download the original', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const token = await page.request.post('/api/token/', {
    data: { username: customer.email, password: customer.password },
  });
  const headers = {
    Authorization: `Bearer ${((await token.json()) as { access: string }).access}`,
  };

  const uploaded = await page.request.post('/api/cart/uploads/', {
    headers,
    multipart: {
      file: { name: 'holiday.png', mimeType: 'image/png', buffer: flatPng(640, 480) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id: uploadId } = (await uploaded.json()) as { id: string };
  const mug = (await (
    await page.request.get('/api/products/hand-thrown-mug-with-initials/')
  ).json()) as { id: number };
  const added = await page.request.post('/api/cart/add/', {
    headers,
    data: {
      product_id: mug.id,
      quantity: 1,
      personalization: 'AV',
      photo: { upload_id: uploadId, placement: { x: 0.5, y: 0.5, scale: 1.2 } },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const started = await page.request.post('/api/checkout/create-checkout-session/', { headers });
  expect(started.status(), await started.text()).toBe(200);
  await page.goto(((await started.json()) as { checkout_url: string }).checkout_url);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));
  type Orders = { orders: { order_id: number; status: string }[] };
  const orders = async () =>
    (await (await page.request.get('/api/checkout/orders/', { headers })).json()) as Orders;
  // Paid once the payment's event has reached the shop.
  await expect.poll(async () => (await orders()).orders[0]?.status).toBe('processing');
  const orderId = (await orders()).orders[0]!.order_id;

  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByText('Orders to ship')).toBeVisible();
  await admin.goto(`/admin/#/orders/${orderId}`);
  await expect(admin.getByRole('combobox', { name: 'Status' })).toBeVisible();
  const photo = admin.getByTestId('line-photo');
  await expect(photo.getByRole('img', { name: /The customer’s photo on/ })).toBeVisible();

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    photo.getByRole('button', { name: 'Download the original photo' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(download.suggestedFilename()).toBe(`photo-${uploadId}.png`);
  expect(bytes.length).toBeGreaterThan(0);
  // A PNG, as the customer sent it (re-encoded without metadata).
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  await context.close();
});
