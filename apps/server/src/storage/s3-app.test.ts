import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUploadSchema, adminProductSchema, loginResponseSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import { newCustomer, type Customer } from '../test/checkout.js';
import { paidDemoMugWithPhoto, uploadTestPhoto } from '../test/photos.js';
import { eraseAccount } from '../data-rights/index.js';
import { deletePhotoFiles, purgeExpiredPhotos } from '../data-rights/photos.js';
import { inTransaction } from '../db/transaction.js';
import { createStorage, type Storage } from './index.js';

/**
 * The shop on an S3-compatible bucket (s3rver on a free port, ADR 0082): a picture staff upload
 * through one instance is stored in the bucket, served under /media by any instance, and the
 * private uploads area is never reachable there.
 */
let scratch: string;
let s3: S3rver;
let first: TestApp;
let second: TestApp;
let bucket: Storage;
let bucketClient: S3Client;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'shop-s3-app-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: scratch,
    configureBuckets: [{ name: 'giftshop', configs: [] }],
  });
  const { port } = await s3.run();
  const env = {
    S3_BUCKET: 'giftshop',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  first = await createTestApp({ demo: true, paymentSandbox: true, env });
  second = await createTestApp({ shareDatabaseWith: first, env });
  bucket = createStorage(first.config.storage);
  bucketClient = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
});

afterAll(async () => {
  bucketClient?.destroy();
  await second?.close();
  await first?.close();
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

async function adminToken(shop: TestApp): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'admin@example.com', password: 'Admin12345' },
  });
  return loginResponseSchema.parse(response.json()).access;
}

async function uploadPicture(shop: TestApp, token: string) {
  const png = await sharp({
    create: { width: 1400, height: 700, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mug.png');
  const encoded = new Response(form);
  return shop.app.inject({
    method: 'POST',
    url: '/api/admin/uploads/',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      authorization: `Bearer ${token}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('pictures in an S3-compatible bucket', () => {
  it('stores an admin upload in the bucket and serves it and its variants from every instance', async () => {
    expect(first.config.storage.kind).toBe('s3');
    const response = await uploadPicture(first, await adminToken(first));
    expect(response.statusCode, response.body).toBe(201);
    const upload = adminUploadSchema.parse(response.json());

    expect(await bucket.media.exists(upload.path)).toBe(true);
    const served = await second.app.inject({ url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1400);

    const manifest = JSON.parse(
      (await bucket.media.get(`${upload.path}.variants.json`))!.body.toString(),
    );
    const variant = await second.app.inject({ url: `/media/${manifest.variants[0].path}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets a product name only a picture that is in the bucket', async () => {
    const token = await adminToken(first);
    const upload = adminUploadSchema.parse((await uploadPicture(first, token)).json());
    const categories = await first.app.inject({
      url: '/api/admin/categories/',
      headers: { authorization: `Bearer ${token}` },
    });
    const categoryId = (categories.json() as { id: number }[])[0]!.id;
    const product = (mainPath: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/admin/products/',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          name: 'Bucket mug',
          price: 12.5,
          category_id: categoryId,
          stock: 3,
          main_image: { path: mainPath, alt: 'A blue mug' },
        },
      });
    const missing = await product('products/upload-0000000000000000.png');
    expect(missing.statusCode).toBe(400);
    const created = await product(upload.path);
    expect(created.statusCode, created.body).toBe(201);
    expect(adminProductSchema.parse(created.json()).main_image?.path).toBe(upload.path);
  });

  it('never serves the private uploads area, nor a path that leaves the media area', async () => {
    await bucket.uploads.put('secret/original.jpg', Buffer.from('private'), 'image/jpeg');
    for (const url of [
      '/media/uploads/secret/original.jpg',
      '/media/../uploads/secret/original.jpg',
      '/media/%2e%2e/uploads/secret/original.jpg',
      '/media/products/nothing-here.webp',
    ]) {
      const response = await first.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private');
    }
  });
});

describe("customers' photos in the bucket", () => {
  async function uploadPhoto(shop: TestApp, customer: Customer) {
    const id = await uploadTestPhoto(shop, customer, {
      width: 900,
      height: 600,
      colour: { r: 200, g: 120, b: 30 },
    });
    const { rows } = await first.database.pool.query<{ original_key: string; preview_key: string }>(
      'select original_key, preview_key from customer_uploads where id = $1',
      [id],
    );
    return { id, keys: [rows[0]!.original_key, rows[0]!.preview_key] };
  }

  function read(shop: TestApp, url: string, customer?: Customer) {
    return shop.app.inject({
      url,
      headers: customer ? { authorization: `Bearer ${customer.access}` } : {},
    });
  }

  it('are read through any instance by their owner only, and never under /media', async () => {
    const owner = await newCustomer(first);
    const stranger = await newCustomer(first);
    const { id, keys } = await uploadPhoto(first, owner);
    for (const key of keys) expect(await bucket.uploads.exists(key), key).toBe(true);

    const preview = await read(second, `/api/cart/uploads/${id}/preview/`, owner);
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('webp');
    const original = await read(second, `/api/cart/uploads/${id}/original/`, owner);
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
    for (const kind of ['preview', 'original']) {
      const other = await read(second, `/api/cart/uploads/${id}/${kind}/`, stranger);
      expect(other.statusCode, kind).toBe(404);
    }
    for (const key of keys) {
      for (const url of [`/media/${key}`, `/media/uploads/${key}`, `/media/../uploads/${key}`]) {
        const response = await read(second, url, owner);
        expect(response.statusCode, url).toBe(404);
      }
    }
  });

  /** The keys (below the uploads area) of the thumbnails kept of an upload in the bucket. */
  async function keptThumbnails(uploadId: string): Promise<string[]> {
    const listed = await bucketClient.send(
      new ListObjectsV2Command({ Bucket: 'giftshop', Prefix: `uploads/thumbnails/${uploadId}/` }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!.slice('uploads/'.length));
  }

  it('are placed on the product from the bucket by any instance, kept there once drawn, and leave it with the photo (ADR 0100, 0105)', async () => {
    // The demo's pictures are seeded into the local folder: the mug's goes into the bucket.
    const { rows } = await first.database.pool.query<{ path: string }>(
      `select main_image_path as path from products where slug = 'hand-thrown-mug-with-initials'`,
    );
    const mugPicture = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 240, g: 230, b: 210 } },
    })
      .webp()
      .toBuffer();
    await bucket.media.put(rows[0]!.path, mugPicture, 'image/webp');
    const customer = await newCustomer(first);
    const { orderId, lineId, uploadId } = await paidDemoMugWithPhoto(first, customer, {
      photo: { width: 900, height: 600, colour: { r: 200, g: 120, b: 30 } },
      placement: { x: 0.5, y: 0.5, scale: 1 },
    });
    const url = `/api/checkout/orders/${orderId}/lines/${lineId}/photo/`;
    const thumbnail = await read(second, url, customer);
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 250]);

    // Drawn by the second instance, kept in the bucket: the first reads it and draws nothing.
    const [key, ...others] = await keptThumbnails(uploadId);
    expect(others).toEqual([]);
    expect((await bucket.uploads.get(key!))?.body.equals(thumbnail.rawPayload)).toBe(true);
    const marker = Buffer.from('kept thumbnail');
    await bucket.uploads.put(key!, marker, 'image/jpeg');
    const again = await read(first, url, customer);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marker)).toBe(true);
    const stranger = await newCustomer(first);
    expect((await read(first, url, stranger)).statusCode).toBe(404);

    // A year after the order ended its photo leaves the bucket, and the thumbnail with it.
    await first.database.pool.query(`update orders set status = 'delivered' where id = $1`, [
      orderId,
    ]);
    await first.database.pool.query(
      `update order_status_history set created_at = now() - interval '366 days' where order_id = $1`,
      [orderId],
    );
    await purgeExpiredPhotos(first.database.db, bucket.uploads);
    expect(await keptThumbnails(uploadId)).toEqual([]);
    expect((await read(second, url, customer)).statusCode).toBe(404);
  });

  it('leave the bucket when their time is up, and with an erased account', async () => {
    const customer = await newCustomer(first);
    const unused = await uploadPhoto(first, customer);
    await first.database.pool.query(
      `update customer_uploads set created_at = now() - interval '31 days' where id = $1`,
      [unused.id],
    );
    await purgeExpiredPhotos(first.database.db, bucket.uploads);
    for (const key of unused.keys) expect(await bucket.uploads.exists(key), key).toBe(false);

    const kept = await uploadPhoto(second, customer);
    await inTransaction({ pool: first.database.pool, jobs: first.app.jobs }, (tx) =>
      eraseAccount(tx, customer.id),
    );
    // What the `delete-photo-files` job the erasure queued does, with the data it was given.
    const job = await first.database.pool.query<{ data: unknown }>(
      `select data from pgboss.job where name = 'delete-photo-files' and data::text like $1`,
      [`%${kept.id}%`],
    );
    expect(job.rows).toHaveLength(1);
    await deletePhotoFiles(bucket.uploads, job.rows[0]!.data);
    for (const key of kept.keys) expect(await bucket.uploads.exists(key), key).toBe(false);
  });
});
