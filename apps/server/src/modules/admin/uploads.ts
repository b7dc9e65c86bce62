import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  ADMIN_IMAGE_FORMATS,
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_MAX_PIXELS,
  type AdminUpload,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { mediaUrl } from '../../media/images.js';
import { derivedPathsOf, generateImageVariants, loadSharp } from '../../media/variants.js';
import type { FileStore } from '../../storage/index.js';

const EXTENSION_BY_FORMAT: Record<(typeof ADMIN_IMAGE_FORMATS)[number], string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

const REFUSED = { key: 'admin.errors.pictureRefused' } as const;
const TOO_LARGE = {
  key: 'admin.errors.pictureTooLarge',
  values: { megabytes: ADMIN_IMAGE_MAX_BYTES / 1024 / 1024 },
} as const;
const TOO_MANY_PIXELS = {
  key: 'admin.errors.pictureTooManyPixels',
  values: { megapixels: ADMIN_IMAGE_MAX_PIXELS / 1_000_000 },
} as const;
const MISSING = { key: 'admin.errors.pictureMissing' } as const;

type ImageFormat = (typeof ADMIN_IMAGE_FORMATS)[number];

async function readUpload(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', TOO_LARGE, { file: [TOO_LARGE] });
    }
    throw error;
  }
}

/**
 * The picture's format and size as its header says, whatever the file is called; null when
 * not a picture. Only the header is read: no pixel is decoded yet.
 */
async function readHeader(
  content: Buffer,
): Promise<{ format: ImageFormat; width: number; height: number } | null> {
  try {
    // No pixel limit on reading the header: its size is what is checked next, with a message.
    const metadata = await (await loadSharp())(content, { limitInputPixels: false }).metadata();
    const format = ADMIN_IMAGE_FORMATS.find((known) => known === metadata.format);
    return format && metadata.width && metadata.height
      ? { format, width: metadata.width, height: metadata.height }
      : null;
  } catch {
    return null;
  }
}

/**
 * The picture decoded and encoded again in its own format, turned upright by its EXIF
 * orientation first: the new file carries no metadata at all (no camera, author, GPS, XMP,
 * IPTC), so what the shop stores and serves says nothing about who took it or where (ADR 0019).
 * Colours are converted to sRGB, which is what browsers assume without a profile.
 */
async function reencodeWithoutMetadata(content: Buffer, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const upright = sharp(content, { limitInputPixels: ADMIN_IMAGE_MAX_PIXELS }).autoOrient();
  switch (format) {
    case 'jpeg':
      return upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return upright.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return upright.webp({ quality: 90 }).toBuffer();
  }
}

/**
 * Stores an uploaded product picture below products/ under a fresh name and writes its WebP
 * variants. A refused or failed upload leaves no file behind: the original, its manifest and
 * any variant already written are removed.
 */
export async function storeProductImage(
  media: FileStore,
  file: MultipartFile | undefined,
): Promise<AdminUpload> {
  if (!file) throw AppError.validation({ file: [MISSING] }, MISSING);
  const content = await readUpload(file);
  if (content.length === 0) throw AppError.validation({ file: [REFUSED] }, REFUSED);
  const header = await readHeader(content);
  if (!header) throw AppError.validation({ file: [REFUSED] }, REFUSED);
  // A few kilobytes can declare a picture of billions of pixels: refused before decoding.
  if (header.width * header.height > ADMIN_IMAGE_MAX_PIXELS) {
    throw AppError.validation({ file: [TOO_MANY_PIXELS] }, TOO_MANY_PIXELS);
  }
  const { format } = header;

  const stem = `upload-${randomBytes(8).toString('hex')}`;
  const imagePath = `products/${stem}.${EXTENSION_BY_FORMAT[format]}`;
  let stored: Buffer | undefined;
  try {
    stored = await reencodeWithoutMetadata(content, format);
    await media.put(imagePath, stored, `image/${format}`);
    const manifest = await generateImageVariants(media, imagePath);
    return {
      path: imagePath,
      url: mediaUrl(imagePath),
      width: manifest.width,
      height: manifest.height,
    };
  } catch (error) {
    if (stored) await removeUpload(media, imagePath, stored, [header.width, header.height]);
    // sharp read the header but cannot decode the rest: a broken or disguised file.
    if (
      error instanceof Error &&
      /Input|corrupt|unsupported|VipsJpeg|pngload|webp/i.test(error.message)
    ) {
      throw AppError.validation({ file: [REFUSED] }, REFUSED);
    }
    throw error;
  }
}

/** Removes the picture, its manifest and any variant already written. */
async function removeUpload(
  media: FileStore,
  imagePath: string,
  stored: Buffer,
  // Either side may be the upright width: the EXIF orientation is applied when storing.
  sides: number[],
): Promise<void> {
  const keys = new Set([
    imagePath,
    ...sides.flatMap((side) => derivedPathsOf(imagePath, stored, side)),
  ]);
  await Promise.all([...keys].map((key) => media.delete(key).catch(() => undefined)));
}
