import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { ADMIN_IMAGE_FORMATS, ADMIN_IMAGE_MAX_BYTES, type AdminUpload } from '@shop/contracts';
import { AppError } from '../../errors.js';
import { mediaUrl } from '../../media/images.js';
import { generateImageVariants, loadSharp, resolveMediaPath } from '../../media/variants.js';

const EXTENSION_BY_FORMAT: Record<(typeof ADMIN_IMAGE_FORMATS)[number], string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

const REFUSED = 'Upload a JPEG, PNG or WebP picture.';
const TOO_LARGE = `The picture is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

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

/** The picture's format as its bytes say, whatever the file is called; null when not one. */
async function sniffFormat(content: Buffer) {
  try {
    const metadata = await (await loadSharp())(content).metadata();
    const format = ADMIN_IMAGE_FORMATS.find((known) => known === metadata.format);
    return format && metadata.width && metadata.height ? format : null;
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded product picture below products/ under a fresh name and writes its WebP
 * variants. A refused or failed upload leaves no file behind: the original, its manifest and
 * any variant already written are removed.
 */
export async function storeProductImage(
  mediaDir: string,
  file: MultipartFile | undefined,
): Promise<AdminUpload> {
  if (!file) throw AppError.validation({ file: ['Choose a picture.'] }, 'Choose a picture.');
  const content = await readUpload(file);
  if (content.length === 0) throw AppError.validation({ file: [REFUSED] }, REFUSED);
  const format = await sniffFormat(content);
  if (!format) throw AppError.validation({ file: [REFUSED] }, REFUSED);

  const stem = `upload-${randomBytes(8).toString('hex')}`;
  const imagePath = `products/${stem}.${EXTENSION_BY_FORMAT[format]}`;
  const target = resolveMediaPath(mediaDir, imagePath);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeFile(target, content, { flag: 'wx' });
    const manifest = await generateImageVariants(mediaDir, imagePath);
    return {
      path: imagePath,
      url: mediaUrl(imagePath),
      width: manifest.width,
      height: manifest.height,
    };
  } catch (error) {
    await removeUpload(mediaDir, stem);
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

async function removeUpload(mediaDir: string, stem: string): Promise<void> {
  const folder = resolveMediaPath(mediaDir, 'products/x').replace(/x$/, '');
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${stem}.`) || name.startsWith(`${stem}-`))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}
