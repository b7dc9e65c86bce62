/**
 * Where a customer's photo lies in the printable area (issue 29, ADR 0099): the one computation
 * the product page's live preview and the server's print-ready composition share, so what the
 * customer placed is what is printed. Zod-free and browser-safe (`@shop/contracts/photo-geometry`).
 *
 * A placement is the photo's centre as fractions of the area and a zoom; at zoom 1 the photo
 * covers the area exactly (the smallest size that leaves no part of the area empty), and the
 * area clips whatever lies outside it.
 */

/** The largest zoom of a photo in its area: 1 covers the area exactly, more shows a part. */
export const PHOTO_MAX_SCALE = 4;

export interface PhotoSize {
  width: number;
  height: number;
}

export interface PhotoPlacementValue {
  /** The photo's centre, as fractions of the area's width and height (0..1). */
  x: number;
  y: number;
  /** 1..PHOTO_MAX_SCALE; 1 covers the area. */
  scale: number;
}

export interface PhotoRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A photo centred in the area, covering it: where the editor starts and where Home returns. */
export const CENTRED_PLACEMENT: PhotoPlacementValue = { x: 0.5, y: 0.5, scale: 1 };

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The factor from the photo's pixels to the area's units at zoom 1 (cover). */
export function coverScale(area: PhotoSize, photo: PhotoSize): number {
  return Math.max(area.width / photo.width, area.height / photo.height);
}

/**
 * The photo's rectangle in the area's own units (pixels of the area, whatever size it is
 * shown or printed at), relative to the area's top-left corner. It may reach outside the
 * area; the area clips it.
 */
export function photoRectInArea(
  area: PhotoSize,
  photo: PhotoSize,
  placement: PhotoPlacementValue,
): PhotoRect {
  const factor = coverScale(area, photo) * placement.scale;
  const width = photo.width * factor;
  const height = photo.height * factor;
  return {
    left: placement.x * area.width - width / 2,
    top: placement.y * area.height - height / 2,
    width,
    height,
  };
}

/**
 * The part of the photo, in the photo's own pixels, that fills the area: what a renderer cuts
 * from the original before scaling it to the area's size (the clipping to the area).
 */
export function photoCropForArea(
  area: PhotoSize,
  photo: PhotoSize,
  placement: PhotoPlacementValue,
): PhotoRect {
  const rect = photoRectInArea(area, photo, placement);
  const factor = rect.width / photo.width;
  return {
    left: -rect.left / factor,
    top: -rect.top / factor,
    width: area.width / factor,
    height: area.height / factor,
  };
}

/**
 * The nearest placement that keeps the area covered and stays within the contract's bounds
 * (centre 0..1, zoom 1..PHOTO_MAX_SCALE): the photo never leaves an empty edge in the area.
 */
export function clampPlacement(
  area: PhotoSize,
  photo: PhotoSize,
  placement: PhotoPlacementValue,
): PhotoPlacementValue {
  const scale = clamp(Number.isFinite(placement.scale) ? placement.scale : 1, 1, PHOTO_MAX_SCALE);
  const rect = photoRectInArea(area, photo, { x: 0.5, y: 0.5, scale });
  // Half the photo's size as a fraction of the area: the centre may move until an edge of the
  // photo meets the area's edge.
  const halfWidth = rect.width / (2 * area.width);
  const halfHeight = rect.height / (2 * area.height);
  const within = (value: number, half: number) =>
    clamp(Number.isFinite(value) ? value : 0.5, Math.max(0, 1 - half), Math.min(1, half));
  return { x: within(placement.x, halfWidth), y: within(placement.y, halfHeight), scale };
}
