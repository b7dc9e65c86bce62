import { createHash } from 'node:crypto';
import type { PrintArea } from '@shop/contracts';
import type { FileStore, Storage } from '../storage/index.js';
import type { PhotoPlacementValue as Placement } from '@shop/contracts/photo-geometry';
import { renderCompositionThumbnail, renderPrintReady, THUMBNAIL_WIDTH } from './render.js';

/** A customer's upload: its files in the private uploads area. */
interface UploadFiles {
  id: string;
  originalKey: string;
  previewKey: string;
}

/** What a composition of an order line is made from (the order domain reads it: findLinePhoto). */
interface LinePhotoSource {
  placement: Placement;
  /** The product's printable area on its main picture (the whole picture when none was drawn). */
  printArea: PrintArea;
  /** The main picture's key in the public media area; null when the product has none. */
  picturePath: string | null;
  upload: UploadFiles;
}

/**
 * Raised when the thumbnail's drawing changes (its size is in the key already), so that
 * thumbnails kept from the old drawing are made again.
 */
const THUMBNAIL_DRAWING = 1;

/** The folder of an upload's kept thumbnails: deleted with the upload, never outliving it. */
function thumbnailFolder(uploadId: string): string {
  return `thumbnails/${uploadId}`;
}

/**
 * Where a line's thumbnail is kept (ADR 0105): in the private uploads area, in its upload's
 * folder, named by everything the drawing depends on. Another placement, another product
 * picture (a replaced picture gets a new name, ADR 0019), a moved printable area or another
 * size is another file; the same line read again is the same file.
 */
function thumbnailKey(source: LinePhotoSource): string {
  const { printArea: area, placement } = source;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        THUMBNAIL_DRAWING,
        THUMBNAIL_WIDTH,
        source.picturePath,
        [area.x, area.y, area.width, area.height],
        [placement.x, placement.y, placement.scale],
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  return `${thumbnailFolder(source.upload.id)}/${fingerprint}.jpg`;
}

/**
 * Every file of a customer's upload: the original, the preview, then the thumbnails kept
 * from them. The preview goes before the thumbnails: a thumbnail drawn meanwhile checks the
 * preview after storing itself (lineThumbnail), so none outlives the photo.
 */
export async function deleteUploadFiles(uploads: FileStore, upload: UploadFiles): Promise<void> {
  await Promise.all([upload.originalKey, upload.previewKey].map((key) => uploads.delete(key)));
  await uploads.deleteFolder(thumbnailFolder(upload.id));
}

async function pictureOf(storage: Storage, source: LinePhotoSource): Promise<Buffer | null> {
  if (source.picturePath === null) return null;
  return (await storage.media.get(source.picturePath))?.body ?? null;
}

/**
 * The line's composition thumbnail (ADR 0100), drawn from the small preview (enough for 400
 * pixels) on its first read and kept for the next ones (ADR 0105); null when the photo's files
 * are gone (deleted after their retention, ADR 0097).
 */
export async function lineThumbnail(
  storage: Storage,
  source: LinePhotoSource,
): Promise<Buffer | null> {
  const key = thumbnailKey(source);
  const kept = await storage.uploads.get(key);
  if (kept) return kept.body;
  const photo = await storage.uploads.get(source.upload.previewKey);
  if (!photo) return null;
  const thumbnail = await renderCompositionThumbnail({
    picture: await pictureOf(storage, source),
    photo: photo.body,
    printArea: source.printArea,
    placement: source.placement,
  });
  await storage.uploads.put(key, thumbnail, 'image/jpeg');
  // The upload deleted while this was drawn: its thumbnails may have gone before this one was
  // stored, so this one goes now (deleteUploadFiles removes the preview first).
  if (!(await storage.uploads.exists(source.upload.previewKey))) {
    await storage.uploads.delete(key);
    return null;
  }
  return thumbnail;
}

/** The line's print-ready composition from the full-resolution original; null when gone. */
export async function linePrintReady(
  storage: Storage,
  source: LinePhotoSource,
): Promise<{ png: Buffer; width: number; height: number } | null> {
  const photo = await storage.uploads.get(source.upload.originalKey);
  if (!photo) return null;
  return renderPrintReady({
    picture: await pictureOf(storage, source),
    photo: photo.body,
    printArea: source.printArea,
    placement: source.placement,
  });
}
