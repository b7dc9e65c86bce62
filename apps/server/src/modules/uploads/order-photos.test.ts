import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminShopSettingsRecordSchema,
  orderLinePhotoPath,
  ordersPageSchema,
} from '@shop/contracts';
import type { TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newCustomer, type Customer } from '../../test/checkout.js';
import { paidDemoMugWithPhoto } from '../../test/photos.js';
import { pdfPicturesDrawn, pdfText } from '../../test/pdf-text.js';
import { startShopWithMail, type TestSmtpServer } from '../../test/smtp.js';
import { purgeExpiredPhotos } from '../../data-rights/photos.js';
import { storageFor } from '../../storage/index.js';

/**
 * The photo of an order line where the order is shown (issue 29, ADR 0100): the confirmation
 * mail's inline thumbnail, My orders' thumbnail for its owner only, the admin's print-ready
 * composition, the packing slip; and the retention setting staff edit (ADR 0097).
 */

let shop: TestApp;
let smtp: TestSmtpServer;
let uploadsDir: string;
let admin: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-order-photos-'));
  ({ shop, smtp } = await startShopWithMail({
    demo: true,
    paymentSandbox: true,
    env: { UPLOADS_DIR: uploadsDir, RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' },
  }));
  admin = await signInAsDemoAdmin(shop);
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
  await rm(uploadsDir, { recursive: true, force: true });
});

const PHOTO = { width: 1600, height: 1200 };
const GREEN = { r: 20, g: 160, b: 60 };
const PLACED = { x: 0.5, y: 0.5, scale: 1.5 };

/** A paid order of one mug with the customer's photo placed on it; its id and line. */
function paidPhotoOrder(customer: Customer, language = 'en') {
  return paidDemoMugWithPhoto(shop, customer, {
    photo: { ...PHOTO, colour: GREEN },
    placement: PLACED,
    language,
  });
}

function read(token: string | null, url: string) {
  return shop.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A pixel's colour is near `colour`. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
const near = (a: { r: number; g: number; b: number }, b: typeof GREEN) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 40;

describe('the confirmation mail', () => {
  it('shows the photo on the product inline beside its line, and says so in the text', async () => {
    const customer = await newCustomer(shop);
    const { orderId, lineId } = await paidPhotoOrder(customer, 'nl');
    await shop.app.mail.sendOrderMails(orderId);
    const { rows } = await shop.database.pool.query<{ id: number; attachments: unknown }>(
      'select id, attachments from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${orderId}`],
    );
    expect(rows[0]!.attachments).toContainEqual({ kind: 'line-photo', orderId, lineId });
    await shop.app.mail.deliver(rows[0]!.id);
    const cid = `line-photo-${lineId}@giftshop`;
    const mail = smtp.received.find(
      (received) => received.to.includes(customer.email) && received.text.includes(`${orderId}`),
    );
    expect(mail).toBeDefined();
    expect(mail!.html).toContain(`src="cid:${cid}"`);
    expect(mail!.html).toContain('alt="Jouw foto op');
    expect(mail!.text).toMatch(/1 x .+ \(met jouw foto\)/);
    const inline = mail!.attachments.find((attachment) => attachment.cid === cid);
    expect(inline?.contentType).toBe('image/jpeg');
    const meta = await sharp(inline!.content).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 400]);
  });
});

describe("an order line's photo", () => {
  it('is in the order answers, and its thumbnail is read by the owner and staff only', async () => {
    const owner = await newCustomer(shop);
    const stranger = await newCustomer(shop);
    const { orderId, lineId, uploadId } = await paidPhotoOrder(owner);
    const url = `/api/checkout/orders/${orderId}/lines/${lineId}/photo/`;

    const mine = ordersPageSchema.parse((await read(owner.access, '/api/checkout/orders/')).json());
    expect(mine.orders[0]!.items[0]!.photo).toEqual({
      upload_id: uploadId,
      placement: PLACED,
      thumbnail_url: url,
    });

    const thumbnail = await read(owner.access, url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    // Kept a day by the browser of whoever may see it (never by a shared cache), and only for
    // the same sign-in: the photo is the customer's (ADR 0105).
    expect(thumbnail.headers['cache-control']).toBe('private, max-age=86400');
    expect(thumbnail.headers['vary']).toBe('authorization');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta.width).toBe(400);
    // The area's centre on the mug shows the photo's green.
    const area = { x: 0.3, y: 0.3, width: 0.4, height: 0.35 };
    const centre = await colourAt(
      thumbnail.rawPayload,
      Math.round((area.x + area.width / 2) * meta.width!),
      Math.round((area.y + area.height / 2) * meta.height!),
    );
    expect(near(centre, GREEN), JSON.stringify(centre)).toBe(true);

    expect((await read(admin, url)).statusCode).toBe(200);
    expect((await read(null, url)).statusCode).toBe(401);
    const other = await read(stranger.access, url);
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.length).toBeLessThan(500);
    expect(
      (await read(owner.access, `/api/checkout/orders/${orderId}/lines/${lineId + 1000}/photo/`))
        .statusCode,
    ).toBe(404);
  });

  it('is drawn once and kept privately: later reads answer the kept file (ADR 0105)', async () => {
    const owner = await newCustomer(shop);
    const stranger = await newCustomer(shop);
    const { orderId, lineId, uploadId } = await paidPhotoOrder(owner);
    const url = `/api/checkout/orders/${orderId}/lines/${lineId}/photo/`;
    const folder = path.join(uploadsDir, 'thumbnails', uploadId);
    const kept = () => readdir(folder).catch(() => [] as string[]);

    const first = await read(owner.access, url);
    expect(first.statusCode).toBe(200);
    const [file, ...others] = await kept();
    expect(others).toEqual([]);
    expect(file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect((await readFile(path.join(folder, file!))).equals(first.rawPayload)).toBe(true);

    // A later read answers the kept file as it is: it is not drawn again.
    const marker = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 255, g: 0, b: 255 } },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(folder, file!), marker);
    expect((await read(owner.access, url)).rawPayload.equals(marker)).toBe(true);
    expect((await read(admin, url)).rawPayload.equals(marker)).toBe(true);
    const other = await read(stranger.access, url);
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.equals(marker)).toBe(false);

    // Another placement (or picture, or printable area) is another drawing, kept beside it.
    await shop.database.pool.query(
      `update order_items set photo = jsonb_set(photo, '{placement,scale}', '2') where id = $1`,
      [lineId],
    );
    const moved = await read(owner.access, url);
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.equals(marker)).toBe(false);
    expect((await sharp(moved.rawPayload).metadata()).width).toBe(400);
    expect(await kept()).toHaveLength(2);
  });

  it('gives staff the original and the print-ready area at the photo’s resolution', async () => {
    const customer = await newCustomer(shop);
    const { orderId, lineId, uploadId } = await paidPhotoOrder(customer);
    const order = adminOrderDetailSchema.parse(
      (await read(admin, `/api/admin/orders/${orderId}/`)).json(),
    );
    const printUrl = `/api/admin/orders/${orderId}/lines/${lineId}/print/`;
    expect(order.items[0]!.photo).toEqual({
      upload_id: uploadId,
      placement: PLACED,
      thumbnail_url: `/api/checkout/orders/${orderId}/lines/${lineId}/photo/`,
      original_url: `/api/cart/uploads/${uploadId}/original/`,
      print_url: printUrl,
    });
    expect((await read(admin, order.items[0]!.photo!.original_url!)).statusCode).toBe(200);

    const print = await read(admin, printUrl);
    expect(print.statusCode, print.body).toBe(200);
    expect(print.headers['content-type']).toBe('image/png');
    expect(print.headers['content-disposition']).toContain('attachment');
    // The mug's area (0.4 × 0.35 of its picture) in the photo's own pixels, zoomed 1.5 times.
    const picture = await storageFor(shop.config.storage).media.get(
      'products/hand-thrown-mug-with-initials.webp',
    );
    const mug = await sharp(picture!.body).metadata();
    const aspect = (0.4 * mug.width!) / (0.35 * mug.height!);
    const width = Math.min(PHOTO.width, PHOTO.height * aspect) / PLACED.scale;
    const meta = await sharp(print.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      Math.round(width),
      Math.round(width / aspect),
    ]);
    expect(near(await colourAt(print.rawPayload, 10, 10), GREEN)).toBe(true);

    expect((await read(customer.access, printUrl)).statusCode).toBe(403);
  });

  it('is on the packing slip as a thumbnail beside its line', async () => {
    const customer = await newCustomer(shop);
    const { orderId } = await paidPhotoOrder(customer, 'fr');
    const slip = await read(admin, `/api/admin/orders/${orderId}/packing-slip/`);
    expect(slip.statusCode).toBe(200);
    expect(await pdfText(slip.rawPayload)).toContain('Photos à imprimer');
    // The one picture on the slip: the thumbnail.
    expect(await pdfPicturesDrawn(slip.rawPayload)).toBe(1);
  });
});

describe('the retention of order photos in the settings (ADR 0097)', () => {
  function saveSettings(values: Record<string, unknown>) {
    return shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/1/',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
      payload: { gift_wrapping_price: '3.50', ...values },
    });
  }

  it('refuses too few, too many and broken days with the reason on the field', async () => {
    const short = await saveSettings({ order_photo_retention_days: 7 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      order_photo_retention_days: [
        'Bewaar foto’s minstens 30 dagen nadat de bestelling afgerond is: een cadeau dat onderweg beschadigd raakt, moet opnieuw gedrukt kunnen worden.',
      ],
    });
    const long = await saveSettings({ order_photo_retention_days: 3650 });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      order_photo_retention_days: [expect.stringContaining('hoogstens 730 dagen')],
    });
    const half = await saveSettings({ order_photo_retention_days: 45.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({
      order_photo_retention_days: ['Geef een geheel aantal dagen.'],
    });
  });

  it('keeps what staff set, and the daily purge deletes by it', async () => {
    const saved = await saveSettings({ order_photo_retention_days: 400 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminShopSettingsRecordSchema.parse(saved.json()).order_photo_retention_days).toBe(400);
    try {
      const customer = await newCustomer(shop);
      const { orderId, lineId } = await paidPhotoOrder(customer);
      await shop.database.pool.query(`update orders set status = 'delivered' where id = $1`, [
        orderId,
      ]);
      // Ended 366 days ago: past the default year, within the 400 days staff set.
      await shop.database.pool.query(
        `update order_status_history set created_at = now() - interval '366 days' where order_id = $1`,
        [orderId],
      );
      const uploads = storageFor(shop.config.storage).uploads;
      expect((await purgeExpiredPhotos(shop.database.db, uploads)).ordered).toBe(0);
      await shop.database.pool.query(
        `update order_status_history set created_at = now() - interval '401 days' where order_id = $1`,
        [orderId],
      );
      expect((await purgeExpiredPhotos(shop.database.db, uploads)).ordered).toBe(1);
      const order = ordersPageSchema.parse(
        (await read(customer.access, '/api/checkout/orders/')).json(),
      );
      expect(order.orders[0]!.items[0]!.photo?.thumbnail_url).toBeNull();
      // Its thumbnail's address answers as a missing photo, which no browser keeps.
      const gone = await read(customer.access, orderLinePhotoPath(orderId, lineId));
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control'] ?? '').not.toContain('max-age');
    } finally {
      await saveSettings({ order_photo_retention_days: 365 });
    }
  });
});
