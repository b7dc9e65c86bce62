import { and, eq } from 'drizzle-orm';
import {
  photoPreviewPath,
  type Language,
  type LinePhoto,
  type LinePhotoInput,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { customerUploads, products, type LinePhotoRef } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { serverText } from '../../i18n/texts.js';

/**
 * The photo an add puts on the line (issue 29): refused on a product that takes none, required
 * where the product says so, and only the customer's own upload (another's answers as unknown).
 * The placement's bounds are the contract's (inside the printable area).
 */
export async function checkLinePhoto(
  db: Database,
  language: Language,
  userId: number,
  productId: number,
  photo: LinePhotoInput | undefined,
): Promise<LinePhotoRef | null> {
  const [product] = await db
    .select({ mode: products.photoMode })
    .from(products)
    .where(eq(products.id, productId));
  const mode = product?.mode ?? 'none';
  if (!photo) {
    if (mode === 'required') {
      throw AppError.validation({ photo: [serverText(language, 'photos.required')] });
    }
    return null;
  }
  if (mode === 'none') {
    throw AppError.validation({ photo: [serverText(language, 'photos.notTaken')] });
  }
  const [upload] = await db
    .select({ id: customerUploads.id })
    .from(customerUploads)
    .where(and(eq(customerUploads.id, photo.upload_id), eq(customerUploads.userId, userId)));
  if (!upload) {
    throw AppError.validation({
      'photo.upload_id': [serverText(language, 'validation.uploadUnknown')],
    });
  }
  return { upload_id: upload.id, placement: photo.placement };
}

/** A line's photo as the cart and the orders answer it: with the preview its owner reads. */
export function linePhotoToApi(photo: LinePhotoRef | null): LinePhoto | null {
  return photo ? { ...photo, preview_url: photoPreviewPath(photo.upload_id) } : null;
}
