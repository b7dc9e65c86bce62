/**
 * Where a customer's photo lands in the printable area (ADR 0096, ADR 0100): the same rule the
 * storefront's editor draws with (packages/contracts/src/photo-geometry.ts), kept free of zod
 * and of sharp so both sides can read one function.
 */

export interface PixelSize {
  width: number;
  height: number;
}

/** The photo's box in the area's pixels; it may reach past the area, which clips it. */
interface PlacedPhoto {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  /** The photo's centre as fractions of the area (0..1). */
  x: number;
  y: number;
  /** 1: the photo just covers the area; up to 4: zoomed in. */
  scale: number;
}

/**
 * Cover-fit, then zoom: at scale 1 the photo is scaled so it covers the area's pixel box
 * (the longer overhang is cut), `scale` enlarges that, and the photo's centre sits at
 * (x, y) of the area.
 */
export function placePhotoInArea(
  area: PixelSize,
  photo: PixelSize,
  placement: Placement,
): PlacedPhoto {
  const factor = Math.max(area.width / photo.width, area.height / photo.height) * placement.scale;
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
 * The printable area's pixels when the photo keeps its own resolution: at scale 1 the area is
 * the largest box of its shape inside the photo, and a zoom of `scale` shows 1/scale of that.
 * `areaAspect` is the area's width over its height on the product's picture.
 */
export function printReadySize(photo: PixelSize, areaAspect: number, scale: number): PixelSize {
  const width = Math.min(photo.width, photo.height * areaAspect) / scale;
  return {
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(width / areaAspect)),
  };
}
