import sharp from 'sharp';
import { expect } from 'vitest';
import { photoUploadSchema, productDetailSchema } from '@shop/contracts';
import type { TestApp } from './app.js';
import { checkoutAndPay, type Customer } from './checkout.js';

/** A flat-colour JPEG photo sent by `customer` (POST /api/cart/uploads/); its upload id. */
export async function uploadTestPhoto(
  shop: TestApp,
  customer: Customer,
  photo: { width: number; height: number; colour: { r: number; g: number; b: number } },
): Promise<string> {
  const jpeg = await sharp({
    create: { width: photo.width, height: photo.height, channels: 3, background: photo.colour },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const encoded = new Response(form);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/uploads/',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      authorization: `Bearer ${customer.access}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return photoUploadSchema.parse(response.json()).id;
}

/**
 * A paid order of the demo mug (initials "AB") with the customer's photo placed on it: the
 * order's id, its one line and the upload.
 */
export async function paidDemoMugWithPhoto(
  shop: TestApp,
  customer: Customer,
  options: {
    photo: Parameters<typeof uploadTestPhoto>[2];
    placement: { x: number; y: number; scale: number };
    language?: string;
  },
): Promise<{ orderId: number; lineId: number; uploadId: string }> {
  const uploadId = await uploadTestPhoto(shop, customer, options.photo);
  const mug = await shop.app.inject({ url: '/api/products/hand-thrown-mug-with-initials/' });
  const added = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add/',
    headers: { authorization: `Bearer ${customer.access}` },
    payload: {
      product_id: productDetailSchema.parse(mug.json()).id,
      quantity: 1,
      personalization: 'AB',
      photo: { upload_id: uploadId, placement: options.placement },
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const { orderId } = await checkoutAndPay(shop, customer, options.language);
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from order_items where order_id = $1 order by id',
    [orderId],
  );
  return { orderId, lineId: rows[0]!.id, uploadId };
}
