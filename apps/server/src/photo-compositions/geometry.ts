import type { PhotoSize } from '@shop/contracts/photo-geometry';

/**
 * The print-ready file's size (ADR 0100). Where the photo lands in the area is the one rule
 * the storefront's editor draws with, `photoRectInArea` of `@shop/contracts/photo-geometry`.
 */

/**
 * The printable area's pixels when the photo keeps its own resolution: at scale 1 the area is
 * the largest box of its shape inside the photo, and a zoom of `scale` shows 1/scale of that.
 * `areaAspect` is the area's width over its height on the product's picture.
 */
export function printReadySize(photo: PhotoSize, areaAspect: number, scale: number): PhotoSize {
  const width = Math.min(photo.width, photo.height * areaAspect) / scale;
  return {
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(width / areaAspect)),
  };
}
