import { createHash } from 'node:crypto';
import path from 'node:path';
import type sharpModule from 'sharp';
import { z } from 'zod';
import type { FileStore } from '../storage/index.js';

/**
 * Responsive variants of a picture: WebP files at a few widths, written next to the original
 * when the picture enters the shop (the demo seed now, admin uploads later), plus a small
 * manifest that lists them with the original's size.
 *
 *   products/star-map.webp                      the original, as stored in the database
 *   products/star-map.webp.variants.json        the manifest
 *   products/star-map-320w-3f9a1c2b7d.webp      one variant per width
 *
 * A variant's name carries a hash of the original's bytes, so a replaced original gets new
 * names and every variant URL can be cached for a year. The files live in the storage seam's
 * public area (a folder or a bucket, ADR 0082).
 */
/**
 * sharp (libvips) loaded on first use. The server only needs it when a picture enters the
 * shop (an admin upload, the demo seed), and loading it at start cost about 19 MB of RSS in
 * every process that never converts a picture. libvips' operation cache is turned off: each
 * picture is decoded once, so cached operations would only hold memory after an upload.
 */
let sharpLoading: Promise<typeof sharpModule> | undefined;
export function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

const WEBP_QUALITY = 80;
const MANIFEST_SUFFIX = '.variants.json';
const HASH_LENGTH = 10;

/** Matches the file name of a variant: the hash makes it safe to cache for a year. */
export const HASHED_VARIANT_FILE = /-\d+w-[0-9a-f]{10}\.webp$/;

const manifestSchema = z.object({
  hash: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Narrowest first. Paths are relative to the media folder, like the original's. */
  variants: z.array(
    z.object({
      path: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  ),
});
export type ImageVariantsManifest = z.infer<typeof manifestSchema>;

export function manifestPathOf(imagePath: string): string {
  return `${imagePath}${MANIFEST_SUFFIX}`;
}

/** The widths to produce for an original this wide: never wider than the original. */
export function variantWidthsFor(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  const widest = Math.min(originalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!);
  return [...new Set([...widths, widest])].sort((a, b) => a - b);
}

function variantPathOf(imagePath: string, width: number, hash: string): string {
  const { dir, name } = path.posix.parse(imagePath);
  return path.posix.join(dir, `${name}-${width}w-${hash}.webp`);
}

/** The keys of the variants and manifest of an original (its bytes and width), to remove them. */
export function derivedPathsOf(imagePath: string, original: Buffer, width: number): string[] {
  const hash = hashOf(original);
  return [
    ...variantWidthsFor(width).map((variantWidth) => variantPathOf(imagePath, variantWidth, hash)),
    manifestPathOf(imagePath),
  ];
}

function hashOf(original: Buffer): string {
  return createHash('sha256').update(original).digest('hex').slice(0, HASH_LENGTH);
}

export async function readManifest(
  media: FileStore,
  imagePath: string,
): Promise<ImageVariantsManifest | null> {
  try {
    const stored = await media.get(manifestPathOf(imagePath));
    if (!stored) return null;
    const parsed = manifestSchema.safeParse(JSON.parse(stored.body.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Produces the variants of one picture (a path below the media folder) and its manifest.
 * Files already there are kept, so running it again costs a hash and a few `stat`s.
 */
export async function generateImageVariants(
  media: FileStore,
  imagePath: string,
): Promise<ImageVariantsManifest> {
  const stored = await media.get(imagePath);
  if (!stored) throw new Error(`${imagePath} is not in the media storage.`);
  const original = stored.body;
  const hash = hashOf(original);

  const existing = await readManifest(media, imagePath);
  if (existing?.hash === hash) {
    const present = await Promise.all(
      existing.variants.map((variant) => media.exists(variant.path)),
    );
    if (present.every(Boolean)) return existing;
  }

  // autoOrient: a phone photo's EXIF rotation is applied once, here, for every variant.
  const sharp = await loadSharp();
  const metadata = await sharp(original).metadata();
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  if (!width || !height) throw new Error(`${imagePath} is not a picture sharp can read.`);

  const variants: ImageVariantsManifest['variants'] = [];
  for (const variantWidth of variantWidthsFor(width)) {
    const variantPath = variantPathOf(imagePath, variantWidth, hash);
    const variantHeight = Math.round((height * variantWidth) / width);
    if (!(await media.exists(variantPath))) {
      // An upright WebP original at this very width is already what the variant would be.
      const reusable =
        metadata.format === 'webp' && variantWidth === width && (metadata.orientation ?? 1) === 1;
      const encoded = reusable
        ? original
        : await sharp(original)
            .autoOrient()
            .resize({ width: variantWidth, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer();
      await media.put(variantPath, encoded, 'image/webp');
    }
    variants.push({ path: variantPath, width: variantWidth, height: variantHeight });
  }

  const manifest: ImageVariantsManifest = { hash, width, height, variants };
  await media.put(
    manifestPathOf(imagePath),
    Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    'application/json',
  );
  return manifest;
}
