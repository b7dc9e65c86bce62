import type { PrintArea } from '@shop/contracts';
import type { Storage } from '../storage/index.js';
import type { PhotoPlacementValue as Placement } from '@shop/contracts/photo-geometry';
import { renderCompositionThumbnail, renderPrintReady } from './render.js';

/** What a composition of an order line is made from (the order domain reads it: findLinePhoto). */
interface LinePhotoSource {
  placement: Placement;
  /** The product's printable area on its main picture (the whole picture when none was drawn). */
  printArea: PrintArea;
  /** The main picture's key in the public media area; null when the product has none. */
  picturePath: string | null;
  /** The customer's files in the private uploads area. */
  upload: { originalKey: string; previewKey: string };
}

async function pictureOf(storage: Storage, source: LinePhotoSource): Promise<Buffer | null> {
  if (source.picturePath === null) return null;
  return (await storage.media.get(source.picturePath))?.body ?? null;
}

/**
 * The line's composition thumbnail, made from the small preview (enough for 400 pixels);
 * null when the photo's files are gone (deleted after their retention, ADR 0097).
 */
export async function lineThumbnail(
  storage: Storage,
  source: LinePhotoSource,
): Promise<Buffer | null> {
  const photo = await storage.uploads.get(source.upload.previewKey);
  if (!photo) return null;
  return renderCompositionThumbnail({
    picture: await pictureOf(storage, source),
    photo: photo.body,
    printArea: source.printArea,
    placement: source.placement,
  });
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
