import { z } from 'zod';
import { PHOTO_MAX_SCALE } from './photo-geometry.js';

/**
 * A photo on the gift (issue 29): which products take one, the printable area on the product's
 * main picture, the customer's upload and where the photo sits in that area.
 */

/** None, optional or required (stored in the personalisation's enum, the same three). */
export const photoModeSchema = z.enum(['none', 'optional', 'required']);
export type PhotoMode = z.infer<typeof photoModeSchema>;

/** What a customer's photo may weigh: a phone's full-resolution HEIC or JPEG fits. */
export const PHOTO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The most pixels a photo may have (a 48-megapixel phone camera fits): the header is checked
 * before any pixel is decoded, so a small file declaring a huge picture is refused (ADR 0019).
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;

const fraction = z.number().min(0).max(1);

/**
 * The printable area as fractions of the product's main picture: its top-left corner (x, y)
 * and size, so it follows the picture at any displayed size.
 */
export const printAreaSchema = z
  .object({
    x: fraction,
    y: fraction,
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((area) => area.x + area.width <= 1.000001 && area.y + area.height <= 1.000001, {
    message: 'printAreaOutside',
  });
export type PrintArea = z.infer<typeof printAreaSchema>;

/** The whole picture: the area a product gets until staff draw one. */
export const WHOLE_PICTURE: PrintArea = { x: 0, y: 0, width: 1, height: 1 };

/** What a product answers: null when it takes no photo. */
export const productPhotoSettingsSchema = z
  .object({
    mode: z.enum(['optional', 'required']),
    /** Fewer pixels than this prints blurred: the upload answers a warning, not a refusal. */
    min_width: z.number().int().min(0),
    min_height: z.number().int().min(0),
    print_area: printAreaSchema,
  })
  .nullable();
export type ProductPhotoSettings = z.infer<typeof productPhotoSettingsSchema>;

/** Staff's settings of a product's photo (the admin product form). */
export const adminProductPhotoInputSchema = z.object({
  photo_mode: photoModeSchema.default('none'),
  photo_min_width: z.number().int().min(0).max(20_000).default(0),
  photo_min_height: z.number().int().min(0).max(20_000).default(0),
  photo_print_area: printAreaSchema.nullish(),
});

/** `POST /api/cart/uploads/?product_id=`: the product decides the warning's minimum. */
export const photoUploadQuerySchema = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647, 'productUnknown').optional(),
  lang: z.enum(['en', 'fr', 'nl']).optional(),
});

export const photoUploadSchema = z.object({
  id: z.uuid(),
  /** A small preview, read through the shop by its owner (and staff) only. */
  preview_url: z.string(),
  /** The photo's pixels, upright. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Set when the photo has fewer pixels than the product's minimum: it may print blurred. */
  warning: z.string().nullable(),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

export const photoUploadParamsSchema = z.object({
  upload_id: z.uuid({ message: 'uploadUnknown' }),
});

/**
 * Where the photo sits in the printable area: its centre (x, y) as fractions of the area and
 * its zoom. At scale 1 the photo covers the area exactly (cropped to its shape); the area clips
 * what lies outside it, so nothing is ever printed outside the area.
 */
export const photoPlacementSchema = z.object({
  x: z.number().min(0, 'placementOutside').max(1, 'placementOutside'),
  y: z.number().min(0, 'placementOutside').max(1, 'placementOutside'),
  scale: z.number().min(1, 'placementOutside').max(PHOTO_MAX_SCALE, 'placementOutside'),
});
export type PhotoPlacement = z.infer<typeof photoPlacementSchema>;

/** The photo of an add, a cart line or an order line. */
export const linePhotoInputSchema = z.object({
  upload_id: z.uuid({ message: 'uploadUnknown' }),
  placement: photoPlacementSchema,
});
export type LinePhotoInput = z.infer<typeof linePhotoInputSchema>;

export const linePhotoSchema = linePhotoInputSchema.extend({
  /** The photo's preview for its owner and staff. */
  preview_url: z.string(),
});
export type LinePhoto = z.infer<typeof linePhotoSchema>;

/** The preview and original of an upload are read through the shop, never under /media. */
export function photoPreviewPath(uploadId: string): string {
  return `/api/cart/uploads/${uploadId}/preview/`;
}

/**
 * The photo of an order line (My orders, the success page, the admin order): its placement and
 * where the composition's thumbnail (the photo on the product) is read by the order's owner
 * and staff; `thumbnail_url` is null once the photo was deleted after its retention (ADR 0097).
 */
export const orderLinePhotoSchema = linePhotoInputSchema.extend({
  thumbnail_url: z.string().nullable(),
});
export type OrderLinePhoto = z.infer<typeof orderLinePhotoSchema>;

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** An order line's photo routes: the order and its line. */
export const orderLinePhotoParamsSchema = z.object({ order_id: rowId, line_id: rowId });

/** The same in the admin's order routes, whose order is `:id`. */
export const adminOrderLineParamsSchema = z.object({ id: rowId, line_id: rowId });

/** The thumbnail of an order line's composition (ADR 0100): owner and staff, never public. */
export function orderLinePhotoPath(orderId: number, lineId: number): string {
  return `/api/checkout/orders/${orderId}/lines/${lineId}/photo/`;
}

/** The print-ready composition of an order line (staff): the printable area at full resolution. */
export function orderLinePrintPath(orderId: number, lineId: number): string {
  return `/api/admin/orders/${orderId}/lines/${lineId}/print/`;
}

/** The admin order's line photo: the thumbnail and the two downloads staff need (ADR 0100). */
export const adminOrderLinePhotoSchema = orderLinePhotoSchema.extend({
  /** The photo as the customer sent it (re-encoded, full resolution); null once deleted. */
  original_url: z.string().nullable(),
  /** The printable area with the photo as placed, at the photo's resolution; null once deleted. */
  print_url: z.string().nullable(),
});
export type AdminOrderLinePhoto = z.infer<typeof adminOrderLinePhotoSchema>;

/** The full-resolution photo of an upload (owner and staff). */
export function photoOriginalPath(uploadId: string): string {
  return `/api/cart/uploads/${uploadId}/original/`;
}
