import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { PHOTO_MAX_PIXELS, PHOTO_UPLOAD_MAX_BYTES } from '@shop/contracts';
import { AppError } from '../../errors.js';
import { loadSharp } from '../../media/variants.js';
import { deleteUploadFiles } from '../../photo-compositions/index.js';
import type { FileStore } from '../../storage/index.js';

const MISSING = { key: 'photos.missing' } as const;
const NOT_AN_IMAGE = { key: 'photos.notAnImage' } as const;
const TOO_LARGE = {
  key: 'photos.tooLarge',
  values: { megabytes: PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024 },
} as const;
const TOO_MANY_PIXELS = {
  key: 'photos.tooManyPixels',
  values: { megapixels: PHOTO_MAX_PIXELS / 1_000_000 },
} as const;

/** The longest side of the preview the product page and the mails show. */
const PREVIEW_SIDE = 800;

export interface ProcessedPhoto {
  /** Full resolution, upright, without metadata: what production prints. */
  original: Buffer;
  originalType: 'image/jpeg' | 'image/png' | 'image/webp';
  preview: Buffer;
  width: number;
  height: number;
}

async function readUpload(file: MultipartFile): Promise<Buffer> {
  try {
    const content = await file.toBuffer();
    // The parser cuts the stream at the limit and flags it instead of throwing in some versions.
    if (file.file.truncated)
      throw new AppError('payload_too_large', TOO_LARGE, { file: [TOO_LARGE] });
    return content;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', TOO_LARGE, { file: [TOO_LARGE] });
    }
    throw error;
  }
}

function refuse(text: typeof NOT_AN_IMAGE | typeof TOO_MANY_PIXELS): never {
  throw AppError.validation({ file: [text] }, text);
}

function checkPixels(width: number, height: number): void {
  // A few kilobytes can declare billions of pixels: refused before any pixel is decoded.
  if (width * height > PHOTO_MAX_PIXELS) refuse(TOO_MANY_PIXELS);
}

/**
 * A HEIC photo (an iPhone's) decoded by libheif compiled to WebAssembly: sharp's build here
 * reads only AVIF of the HEIF family. The header's size is checked before the pixels are decoded.
 */
async function decodeHeic(
  content: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: content });
  } catch {
    refuse(NOT_AN_IMAGE);
  }
  const primary = images[0];
  if (!primary) refuse(NOT_AN_IMAGE);
  checkPixels(primary.width, primary.height);
  const { data, width, height } = await primary.decode();
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/**
 * Checks an uploaded photo as product pictures are checked (ADR 0019): a real JPEG, PNG, WebP
 * or HEIC whatever its name, at most PHOTO_MAX_PIXELS; then encodes it again, upright and
 * without any metadata (no camera, GPS, author), at full resolution, and makes a small preview.
 */
export async function processPhoto(file: MultipartFile | undefined): Promise<ProcessedPhoto> {
  if (!file) throw AppError.validation({ file: [MISSING] }, MISSING);
  const content = await readUpload(file);
  if (content.length === 0) refuse(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  let header: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    header = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    refuse(NOT_AN_IMAGE);
  }
  if (!header.width || !header.height) refuse(NOT_AN_IMAGE);
  checkPixels(header.width, header.height);

  try {
    let source: ReturnType<typeof sharp>;
    let originalType: ProcessedPhoto['originalType'];
    if (header.format === 'heif' && header.compression === 'hevc') {
      const raw = await decodeHeic(content);
      source = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } });
      originalType = 'image/jpeg';
    } else if (header.format === 'jpeg' || header.format === 'heif') {
      source = sharp(content, { limitInputPixels: PHOTO_MAX_PIXELS }).autoOrient();
      originalType = 'image/jpeg';
    } else if (header.format === 'png' || header.format === 'webp') {
      source = sharp(content, { limitInputPixels: PHOTO_MAX_PIXELS }).autoOrient();
      originalType = `image/${header.format}`;
    } else {
      refuse(NOT_AN_IMAGE);
    }
    const encoded =
      originalType === 'image/png'
        ? source.png({ compressionLevel: 9 })
        : originalType === 'image/webp'
          ? source.webp({ quality: 92 })
          : source.flatten({ background: '#ffffff' }).jpeg({ quality: 92, mozjpeg: true });
    const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
    const preview = await sharp(original)
      .resize({
        width: PREVIEW_SIDE,
        height: PREVIEW_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    return { original, originalType, preview, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header was readable but the rest is not: a broken or disguised file.
    refuse(NOT_AN_IMAGE);
  }
}

export const ORIGINAL_EXTENSION: Record<ProcessedPhoto['originalType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Stores both files of a photo under a fresh id, or neither: a failed write removes what was
 * already written.
 */
export async function storePhotoFiles(
  uploads: FileStore,
  userId: number,
  photo: ProcessedPhoto,
): Promise<{ id: string; originalKey: string; previewKey: string }> {
  const id = randomUUID();
  const originalKey = `photos/${userId}/${id}.${ORIGINAL_EXTENSION[photo.originalType]}`;
  const previewKey = `photos/${userId}/${id}-preview.webp`;
  try {
    await uploads.put(originalKey, photo.original, photo.originalType);
    await uploads.put(previewKey, photo.preview, 'image/webp');
  } catch (error) {
    await deleteUploadFiles(uploads, { id, originalKey, previewKey }).catch(() => undefined);
    throw error;
  }
  return { id, originalKey, previewKey };
}
