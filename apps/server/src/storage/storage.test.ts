import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from './index.js';

/**
 * The same behaviour from both sides of the seam: local folders, and an S3 bucket served by
 * s3rver, a local S3-compatible server speaking S3's own API (ADR 0082).
 */
let scratch: string;
let s3: S3rver;
const stores: Record<'local' | 's3', Storage> = {} as Record<'local' | 's3', Storage>;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: 'giftshop', configs: [] }],
  });
  const { port } = await s3.run();
  stores.local = createStorage({
    kind: 'local',
    mediaDir: path.join(scratch, 'media'),
    uploadsDir: path.join(scratch, 'uploads'),
  });
  stores.s3 = createStorage({
    kind: 's3',
    bucket: 'giftshop',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('storage on %s', (kind) => {
  it('writes, reads, checks and deletes a file', async () => {
    const { media } = stores[kind];
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    expect(await media.get('products/mug.jpg')).toBeNull();
    expect(await media.exists('products/mug.jpg')).toBe(false);

    await media.put('products/mug.jpg', body, 'image/jpeg');
    const stored = await media.get('products/mug.jpg');
    expect(stored?.body.equals(body)).toBe(true);
    expect(await media.exists('products/mug.jpg')).toBe(true);

    await media.delete('products/mug.jpg');
    await media.delete('products/mug.jpg');
    expect(await media.get('products/mug.jpg')).toBeNull();
  });

  it('keeps the private uploads apart from the public pictures', async () => {
    const { media, uploads } = stores[kind];
    await uploads.put('abc/original.jpg', Buffer.from('private'), 'image/jpeg');
    expect(await media.get('abc/original.jpg')).toBeNull();
    expect((await uploads.get('abc/original.jpg'))?.body.toString()).toBe('private');
  });

  it('deletes every file below a folder, and nothing beside it', async () => {
    const { uploads } = stores[kind];
    for (const key of ['kept/a/1.jpg', 'kept/a/2.jpg', 'kept/ab/3.jpg', 'kept/a.jpg']) {
      await uploads.put(key, Buffer.from(key), 'image/jpeg');
    }
    await uploads.deleteFolder('kept/a');
    expect(await uploads.exists('kept/a/1.jpg')).toBe(false);
    expect(await uploads.exists('kept/a/2.jpg')).toBe(false);
    // Same beginning, another folder or file: untouched.
    expect(await uploads.exists('kept/ab/3.jpg')).toBe(true);
    expect(await uploads.exists('kept/a.jpg')).toBe(true);
    await uploads.deleteFolder('kept/a');
    await uploads.deleteFolder('never/there');
    await expect(uploads.deleteFolder('../kept')).rejects.toThrow(/not a plain path/);
  });

  it('refuses a key that would leave its area', async () => {
    const { media } = stores[kind];
    for (const key of ['../uploads/abc/original.jpg', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(media.put(key, Buffer.from('x'))).rejects.toThrow(/not a plain path/);
      await expect(media.get(key)).rejects.toThrow(/not a plain path/);
    }
  });
});

describe('local storage', () => {
  it('leaves no temporary file behind', async () => {
    const { media } = stores.local;
    await media.put('products/a.webp', Buffer.from('a'));
    await media.put('products/a.webp', Buffer.from('b'));
    expect(await readdir(path.join(scratch, 'media/products'))).toEqual(['a.webp']);
    expect((await media.get('products/a.webp'))?.body.toString()).toBe('b');
  });
});
