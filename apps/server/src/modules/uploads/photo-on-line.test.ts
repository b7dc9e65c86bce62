import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, productDetailSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eraseAccount } from '../../data-rights/index.js';
import { deletePhotoFiles, purgeExpiredPhotos } from '../../data-rights/photos.js';
import { inTransaction } from '../../db/transaction.js';
import { storageFor } from '../../storage/index.js';
import { checkoutAndPay, newCustomer, newProduct, type Customer } from '../../test/checkout.js';
import { uploadTestPhoto } from '../../test/photos.js';

let shop: TestApp;
let uploadsDir: string;
let mugId: number;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { UPLOADS_DIR: uploadsDir },
  });
  const idOf = async (slug: string) =>
    productDetailSchema.parse((await shop.app.inject({ url: `/api/products/${slug}/` })).json()).id;
  mugId = await idOf('hand-thrown-mug-with-initials');
});
afterAll(async () => {
  await shop.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

function uploadPhoto(customer: Customer): Promise<string> {
  return uploadTestPhoto(shop, customer, {
    width: 1600,
    height: 1200,
    colour: { r: 20, g: 120, b: 60 },
  });
}

/** An add; the mug takes initials, which it requires. */
function add(customer: Customer, payload: Record<string, unknown>) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/cart/add/?lang=fr',
    headers: { authorization: `Bearer ${customer.access}` },
    payload: { personalization: 'AB', ...payload },
  });
}

const PLACED = { x: 0.5, y: 0.4, scale: 1.5 };

/** Reads the thumbnail of the order's one line as its owner (My orders), which keeps it. */
async function readLineThumbnail(customer: Customer, orderId: number) {
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from order_items where order_id = $1',
    [orderId],
  );
  const thumbnail = await shop.app.inject({
    url: `/api/checkout/orders/${orderId}/lines/${rows[0]!.id}/photo/`,
    headers: { authorization: `Bearer ${customer.access}` },
  });
  expect(thumbnail.statusCode, thumbnail.body).toBe(200);
}

/** The files of an upload's kept thumbnails in the private uploads folder (ADR 0105). */
function keptThumbnails(uploadId: string): Promise<string[]> {
  return readdir(path.join(uploadsDir, 'thumbnails', uploadId)).catch(() => []);
}

describe('POST /api/cart/add/ with a photo', () => {
  it('puts the photo and its placement on the line, which has no right of withdrawal, and on the order line', async () => {
    const customer = await newCustomer(shop);
    const uploadId = await uploadPhoto(customer);
    const added = await add(customer, {
      product_id: mugId,
      quantity: 1,
      photo: { upload_id: uploadId, placement: PLACED },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = cartSchema.parse(added.json()).items;
    expect(line).toMatchObject({
      withdrawal_right: false,
      photo: {
        upload_id: uploadId,
        placement: PLACED,
        preview_url: `/api/cart/uploads/${uploadId}/preview/`,
      },
    });

    const { orderId } = await checkoutAndPay(shop, customer);
    const { rows } = await shop.database.pool.query<{
      photo: unknown;
      withdrawal_right: boolean;
    }>('select photo, withdrawal_right from order_items where order_id = $1', [orderId]);
    expect(rows).toEqual([
      { photo: { upload_id: uploadId, placement: PLACED }, withdrawal_right: false },
    ]);
    const uploads = await shop.database.pool.query<{ ordered: boolean }>(
      'select ordered_at is not null as ordered from customer_uploads where id = $1',
      [uploadId],
    );
    expect(uploads.rows).toEqual([{ ordered: true }]);
  });

  it('refuses a placement outside the printable area with a message on the field', async () => {
    const customer = await newCustomer(shop);
    const uploadId = await uploadPhoto(customer);
    for (const placement of [
      { x: 1.2, y: 0.5, scale: 1 },
      { x: 0.5, y: -0.1, scale: 1 },
      { x: 0.5, y: 0.5, scale: 0.5 },
    ]) {
      const refused = await add(customer, {
        product_id: mugId,
        photo: { upload_id: uploadId, placement },
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toContainEqual(
        expect.stringMatching(/^photo\.placement\./),
      );
    }
  });

  it("refuses another customer's photo, a photo on a product without one, and a required photo missing", async () => {
    const owner = await newCustomer(shop);
    const other = await newCustomer(shop);
    const uploadId = await uploadPhoto(owner);
    const photo = { upload_id: uploadId, placement: PLACED };

    const foreign = await add(other, { product_id: mugId, photo });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      'photo.upload_id': ['Cette photo n’existe pas. Envoyez-la à nouveau.'],
    });

    const plain = await add(owner, {
      product_id: await newProduct(shop),
      personalization: '',
      photo,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ photo: ['Ce produit ne prend pas de photo.'] });

    await shop.database.pool.query(`update products set photo_mode = 'required' where id = $1`, [
      mugId,
    ]);
    try {
      const missing = await add(owner, { product_id: mugId });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ photo: ['Ce produit demande une photo.'] });
    } finally {
      await shop.database.pool.query(`update products set photo_mode = 'optional' where id = $1`, [
        mugId,
      ]);
    }
  });
});

describe('the retention of photos (ADR 0097)', () => {
  const storage = () => storageFor(shop.config.storage);

  it('deletes an upload no order took after 30 days, and an order’s photos a year after it ended, with a note', async () => {
    const customer = await newCustomer(shop);
    const unused = await uploadPhoto(customer);
    const recent = await uploadPhoto(customer);
    const ordered = await uploadPhoto(customer);
    await add(customer, { product_id: mugId, photo: { upload_id: ordered, placement: PLACED } });
    const { orderId } = await checkoutAndPay(shop, customer);
    await readLineThumbnail(customer, orderId);
    expect(await keptThumbnails(ordered)).toHaveLength(1);
    await shop.database.pool.query(
      `update customer_uploads set created_at = now() - interval '31 days' where id = any($1)`,
      [[unused, ordered]],
    );
    await shop.database.pool.query(`update orders set status = 'delivered' where id = $1`, [
      orderId,
    ]);
    await shop.database.pool.query(
      `update order_status_history set created_at = now() - interval '366 days' where order_id = $1`,
      [orderId],
    );

    expect(await purgeExpiredPhotos(shop.database.db, storage().uploads)).toEqual({
      unused: 1,
      ordered: 1,
    });
    const { rows } = await shop.database.pool.query<{ id: string }>(
      'select id from customer_uploads where user_id = $1',
      [customer.id],
    );
    expect(rows.map((row) => row.id)).toEqual([recent]);
    const preview = await shop.app.inject({
      url: `/api/cart/uploads/${unused}/preview/`,
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(preview.statusCode).toBe(404);
    expect(await storage().uploads.exists(`photos/${customer.id}/${ordered}.jpg`)).toBe(false);
    // The thumbnail kept of it went with it: nothing of the photo outlives it.
    expect(await keptThumbnails(ordered)).toEqual([]);
    const notes = await shop.database.pool.query<{ reason_code: string }>(
      `select reason_code from order_status_history where order_id = $1 and reason_code = 'photosDeleted'`,
      [orderId],
    );
    expect(notes.rows).toHaveLength(1);
  });

  it('erases an account’s photos with it, those of its kept orders too, and their thumbnails', async () => {
    const customer = await newCustomer(shop);
    const uploadId = await uploadPhoto(customer);
    await add(customer, { product_id: mugId, photo: { upload_id: uploadId, placement: PLACED } });
    // An order keeps the account row (anonymised), so nothing is deleted by a cascade.
    const { orderId } = await checkoutAndPay(shop, customer);
    await readLineThumbnail(customer, orderId);
    expect(await keptThumbnails(uploadId)).toHaveLength(1);
    await inTransaction({ pool: shop.database.pool, jobs: shop.app.jobs }, (tx) =>
      eraseAccount(tx, customer.id),
    );
    const { rows } = await shop.database.pool.query(
      'select id from customer_uploads where id = $1',
      [uploadId],
    );
    expect(rows).toEqual([]);
    // What the `delete-photo-files` job the erasure queued does, with the data it was given.
    const job = await shop.database.pool.query<{ data: unknown }>(
      `select data from pgboss.job where name = 'delete-photo-files' and data::text like $1`,
      [`%${uploadId}%`],
    );
    expect(job.rows).toHaveLength(1);
    await deletePhotoFiles(storage().uploads, job.rows[0]!.data);
    expect(await storage().uploads.exists(`photos/${customer.id}/${uploadId}.jpg`)).toBe(false);
    expect(await storage().uploads.exists(`photos/${customer.id}/${uploadId}-preview.webp`)).toBe(
      false,
    );
    expect(await keptThumbnails(uploadId)).toEqual([]);
  });
});
