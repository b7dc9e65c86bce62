import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateImageVariants, readManifest, variantWidthsFor } from './variants.js';
import { createImageDescriber } from './images.js';
import { createLocalFileStore, type FileStore } from '../storage/index.js';

let mediaDir: string;
let store: FileStore;
beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  await mkdir(path.join(mediaDir, 'products'));
  store = createLocalFileStore(mediaDir);
});
afterEach(() => rm(mediaDir, { recursive: true, force: true }));

async function picture(name: string, width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  });
  await writeFile(
    path.join(mediaDir, 'products', name),
    await (format === 'png' ? image.png() : image.jpeg()).toBuffer(),
  );
  return `products/${name}`;
}

describe('variantWidthsFor', () => {
  it('never makes a variant wider than the original', () => {
    expect(variantWidthsFor(800)).toEqual([320, 640, 800]);
    expect(variantWidthsFor(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidthsFor(200)).toEqual([200]);
  });
});

describe('generateImageVariants', () => {
  it('writes WebP variants with a content hash in their names, and a manifest', async () => {
    const original = await picture('lamp.png', 1500, 1000, 'png');
    const manifest = await generateImageVariants(store, original);
    expect(manifest).toMatchObject({ width: 1500, height: 1000 });
    expect(manifest.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 213],
      [640, 427],
      [960, 640],
      [1280, 853],
    ]);
    for (const variant of manifest.variants) {
      expect(variant.path).toMatch(
        new RegExp(`^products/lamp-${variant.width}w-[0-9a-f]{10}\\.webp$`),
      );
      const meta = await sharp(path.join(mediaDir, variant.path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
    expect(await readManifest(store, original)).toEqual(manifest);
  });

  it('skips variants that are already there', async () => {
    const original = await picture('mug.jpg', 700, 700, 'jpeg');
    const first = await generateImageVariants(store, original);
    const before = await stat(path.join(mediaDir, first.variants[0]!.path));
    const second = await generateImageVariants(store, original);
    expect(second).toEqual(first);
    const after = await stat(path.join(mediaDir, first.variants[0]!.path));
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('gives a replaced original new variant names', async () => {
    const original = await picture('card.png', 400, 400, 'png');
    const first = await generateImageVariants(store, original);
    await picture('card.png', 500, 500, 'png');
    const second = await generateImageVariants(store, original);
    expect(second.hash).not.toBe(first.hash);
    expect(second.variants.map((v) => v.width)).toEqual([320, 500]);
    const files = await readdir(path.join(mediaDir, 'products'));
    expect(files.filter((file) => file.includes(second.hash))).toHaveLength(2);
  });

  it('refuses a path outside the media folder', async () => {
    await expect(generateImageVariants(store, '../etc/passwd')).rejects.toThrow(/not a plain path/);
  });
});

describe('createImageDescriber', () => {
  it('describes a picture with its variants as URLs, or without variants when none exist', async () => {
    const original = await picture('frame.png', 900, 600, 'png');
    const describer = createImageDescriber(store);
    expect(await describer.describe(original, 'A frame')).toEqual({
      url: '/media/products/frame.png',
      alt: 'A frame',
      width: null,
      height: null,
      variants: [],
    });
    const manifest = await generateImageVariants(store, original);
    const described = await describer.describe(original, 'A frame');
    expect(described.width).toBe(900);
    expect(described.variants).toEqual(
      manifest.variants.map((v) => ({ url: `/media/${v.path}`, width: v.width })),
    );
  });
});
