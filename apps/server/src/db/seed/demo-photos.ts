import type { PrintArea } from '@shop/contracts';

/**
 * The demo products that take a customer's photo (issue 29), by slug: the mug's printable band
 * and the print's frame opening on their main pictures, and the pixels a sharp print needs.
 */
const DEMO_PHOTO_PRODUCTS: Record<
  string,
  { mode: 'optional' | 'required'; minWidth: number; minHeight: number; area: PrintArea }
> = {
  'hand-thrown-mug-with-initials': {
    mode: 'optional',
    minWidth: 1200,
    minHeight: 800,
    area: { x: 0.3, y: 0.3, width: 0.4, height: 0.35 },
  },
  'personalised-star-map-print': {
    mode: 'optional',
    minWidth: 2400,
    minHeight: 3000,
    area: { x: 0.2, y: 0.15, width: 0.6, height: 0.7 },
  },
};

/** The photo columns a demo product is seeded with; none for a product without a photo. */
export function demoPhotoColumns(slug: string) {
  const photo = DEMO_PHOTO_PRODUCTS[slug];
  if (!photo) return {};
  return {
    photoMode: photo.mode,
    photoMinWidth: photo.minWidth,
    photoMinHeight: photo.minHeight,
    photoPrintArea: photo.area,
  };
}
