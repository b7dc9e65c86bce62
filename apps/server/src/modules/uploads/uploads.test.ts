import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploadSchema, productDetailSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newCustomer, type Customer } from '../../test/checkout.js';
import { signInAsDemoAdmin } from '../../test/admin.js';

let shop: TestApp;
let uploadsDir: string;
let owner: Customer;
let stranger: Customer;
let admin: string;
let mugId: number;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
  shop = await createTestApp({ demo: true, env: { UPLOADS_DIR: uploadsDir } });
  owner = await newCustomer(shop);
  stranger = await newCustomer(shop);
  admin = await signInAsDemoAdmin(shop);
  const mug = await shop.app.inject({ url: '/api/products/hand-thrown-mug-with-initials/' });
  mugId = productDetailSchema.parse(mug.json()).id;
});
afterAll(async () => {
  await shop.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function upload(
  token: string | null,
  content: Buffer,
  options: { name?: string; type?: string; query?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(content)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'photo.jpg',
  );
  const encoded = new Response(form);
  return shop.app.inject({
    method: 'POST',
    url: `/api/cart/uploads/${options.query ?? ''}`,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'accept-language': 'nl',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function read(token: string | null, url: string) {
  return shop.app.inject({
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

/** Every file in the private uploads folder, below it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function uploadRows(): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: string }>(
    'select count(*) from customer_uploads',
  );
  return Number(rows[0]!.count);
}

/** A PNG whose header declares `width` × `height` pixels but holds only a few bytes. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('POST /api/cart/uploads/', () => {
  it('keeps the photo upright and without metadata at full size, with a small preview', async () => {
    const taken = await photo(1600, 1200)
      .withExif({ IFD0: { Artist: 'Marie Peeters', Copyright: 'Marie' } })
      .jpeg()
      .toBuffer();
    const response = await upload(owner.access, taken, { query: `?product_id=${mugId}` });
    expect(response.statusCode, response.body).toBe(201);
    const answer = photoUploadSchema.parse(response.json());
    expect(answer).toMatchObject({ width: 1600, height: 1200, warning: null });

    const original = await read(owner.access, `/api/cart/uploads/${answer.id}/original/`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(original.rawPayload).metadata();
    expect([kept.width, kept.height, kept.exif]).toEqual([1600, 1200, undefined]);
    expect(original.rawPayload.includes(Buffer.from('Marie Peeters'))).toBe(false);

    const preview = await read(owner.access, answer.preview_url);
    expect(preview.statusCode).toBe(200);
    const small = await sharp(preview.rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 800, 600]);
  });

  it('warns in the customer’s language when the photo has fewer pixels than the product needs', async () => {
    const response = await upload(owner.access, await photo(640, 480).png().toBuffer(), {
      name: 'klein.png',
      type: 'image/png',
      query: `?product_id=${mugId}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      width: 640,
      warning:
        'Deze foto heeft 640 × 480 pixels; vanaf 1200 × 800 wordt de afdruk scherp. Hij kan wazig ogen.',
    });
  });

  it('converts a HEIC photo (an iPhone’s) to a JPEG', async () => {
    const heic = await readFile(path.join(import.meta.dirname, 'fixtures/photo-64x48.heic'));
    const response = await upload(owner.access, heic, {
      name: 'IMG_0001.HEIC',
      type: 'image/heic',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = photoUploadSchema.parse(response.json());
    expect([answer.width, answer.height]).toEqual([64, 48]);
    const original = await read(owner.access, `/api/cart/uploads/${answer.id}/original/`);
    expect((await sharp(original.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses a file that is not a photo, a decompression bomb and a photo over 20 MB, storing nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await uploadRows();

    const text = await upload(owner.access, Buffer.from('%PDF-1.7 not a photo'), {
      name: 'photo.jpg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      file: [
        'Dit bestand is geen foto die we kunnen afdrukken. Gebruik een JPEG-, PNG-, WebP- of HEIC-foto.',
      ],
    });

    const bomb = await upload(owner.access, declaredPng(60_000, 60_000), {
      name: 'bomb.png',
      type: 'image/png',
    });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({
      file: ['De foto is groter dan 50 megapixel. Kies een kleinere.'],
    });

    const heavy = await upload(owner.access, Buffer.alloc(21 * 1024 * 1024, 1));
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json()).toMatchObject({
      file: ['De foto is groter dan 20 MB. Kies een kleinere.'],
    });

    expect(await storedFiles()).toEqual(filesBefore);
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('asks for sign-in, and refuses a product that takes no photo', async () => {
    const jpeg = await photo(100, 100).jpeg().toBuffer();
    expect((await upload(null, jpeg)).statusCode).toBe(401);
    const necklace = productDetailSchema.parse(
      (await shop.app.inject({ url: '/api/products/engraved-name-necklace/' })).json(),
    );
    const refused = await upload(owner.access, jpeg, { query: `?product_id=${necklace.id}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ product_id: ['Op dit product kan geen foto.'] });
  });
});

describe('a photo is private', () => {
  it('is read by its owner and staff, and is missing for another customer or under /media', async () => {
    const response = await upload(owner.access, await photo(300, 200).jpeg().toBuffer());
    const { id, preview_url } = photoUploadSchema.parse(response.json());

    expect((await read(owner.access, preview_url)).statusCode).toBe(200);
    expect((await read(admin, `/api/cart/uploads/${id}/original/`)).statusCode).toBe(200);
    expect((await read(null, preview_url)).statusCode).toBe(401);
    for (const url of [preview_url, `/api/cart/uploads/${id}/original/`]) {
      const other = await read(stranger.access, url);
      expect(other.statusCode).toBe(404);
      expect(other.rawPayload.length).toBeLessThan(500);
    }
    const [file] = (await storedFiles()).filter((name) => name.startsWith(id));
    expect((await read(null, `/media/photos/${owner.id}/${file}`)).statusCode).toBe(404);
    expect((await read(null, `/media/../uploads/photos/${owner.id}/${file}`)).statusCode).not.toBe(
      200,
    );
  });
});
