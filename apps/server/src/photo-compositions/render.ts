import type { PrintArea } from '@shop/contracts';
import { loadSharp } from '../media/variants.js';
import {
  photoRectInArea,
  type PhotoPlacementValue as Placement,
  type PhotoSize as PixelSize,
} from '@shop/contracts/photo-geometry';
import { printReadySize } from './geometry.js';

/** The thumbnail's width: sharp in a mail, a row of My orders and a packing slip. */
export const THUMBNAIL_WIDTH = 400;

/** A picture without a known shape is drawn on a square: the area's fractions stay true. */
const SQUARE: PixelSize = { width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH };

/**
 * The part of the placed photo the area shows, as a layer to lay at (left, top) of the area;
 * null when the photo was moved entirely out of it.
 */
async function visiblePart(
  photo: Buffer,
  photoSize: PixelSize,
  area: PixelSize,
  placement: Placement,
): Promise<{ input: Buffer; left: number; top: number } | null> {
  const sharp = await loadSharp();
  const placed = photoRectInArea(area, photoSize, placement);
  const width = Math.max(1, Math.round(placed.width));
  const height = Math.max(1, Math.round(placed.height));
  const left = Math.round(placed.left);
  const top = Math.round(placed.top);
  const fromX = Math.max(0, left);
  const fromY = Math.max(0, top);
  const toX = Math.min(area.width, left + width);
  const toY = Math.min(area.height, top + height);
  if (toX <= fromX || toY <= fromY) return null;
  const input = await sharp(photo)
    .resize(width, height, { fit: 'fill' })
    .extract({ left: fromX - left, top: fromY - top, width: toX - fromX, height: toY - fromY })
    .png()
    .toBuffer();
  return { input, left: fromX, top: fromY };
}

export interface CompositionInput {
  /** The product's main picture; null when the product has none (any more). */
  picture: Buffer | null;
  /** The customer's photo: its preview is enough for a thumbnail, the original for print. */
  photo: Buffer;
  printArea: PrintArea;
  placement: Placement;
}

/**
 * The photo on the product: the main picture THUMBNAIL_WIDTH pixels wide with the photo placed
 * in the printable area and clipped to it, as a JPEG (mail clients and pdfkit read it).
 */
export async function renderCompositionThumbnail(input: CompositionInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = input.picture
    ? sharp(input.picture).resize({ width: THUMBNAIL_WIDTH }).flatten({ background: '#ffffff' })
    : sharp({
        create: { ...SQUARE, channels: 3, background: { r: 255, g: 255, b: 255 } },
      });
  const { data: picture, info } = await base.png().toBuffer({ resolveWithObject: true });
  const area = {
    left: Math.round(input.printArea.x * info.width),
    top: Math.round(input.printArea.y * info.height),
    width: Math.max(1, Math.round(input.printArea.width * info.width)),
    height: Math.max(1, Math.round(input.printArea.height * info.height)),
  };
  const { width, height } = await sharp(input.photo).metadata();
  const layer = await visiblePart(
    input.photo,
    { width: width ?? 1, height: height ?? 1 },
    area,
    input.placement,
  );
  return sharp(picture)
    .composite(
      layer
        ? [{ input: layer.input, left: area.left + layer.left, top: area.top + layer.top }]
        : [],
    )
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/**
 * What production prints: the printable area alone, at the original photo's resolution, the
 * photo cropped and zoomed as the customer placed it; a PNG, transparent where the customer
 * left the area uncovered (nothing is printed there).
 */
export async function renderPrintReady(
  input: CompositionInput,
): Promise<{ png: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const pictureMeta = input.picture ? await sharp(input.picture).metadata() : SQUARE;
  const areaAspect =
    (input.printArea.width * (pictureMeta.width ?? 1)) /
    (input.printArea.height * (pictureMeta.height ?? 1));
  const photoMeta = await sharp(input.photo).metadata();
  const photoSize = { width: photoMeta.width ?? 1, height: photoMeta.height ?? 1 };
  const size = printReadySize(photoSize, areaAspect, input.placement.scale);
  const layer = await visiblePart(input.photo, photoSize, size, input.placement);
  const png = await sharp({
    create: { ...size, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite(layer ? [{ input: layer.input, left: layer.left, top: layer.top }] : [])
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, ...size };
}
