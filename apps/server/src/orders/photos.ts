import { inArray } from 'drizzle-orm';
import { customerUploads, type LinePhotoRef } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';

/**
 * Marks the photos an order prints as ordered: they leave the 30-day clean-up of unused
 * uploads and are kept as long as the shop's setting says after delivery (ADR 0097).
 */
export async function keepOrderedPhotos(
  db: AnyDatabase,
  lines: readonly { photo: LinePhotoRef | null }[],
): Promise<void> {
  const ids = lines.flatMap((line) => (line.photo ? [line.photo.upload_id] : []));
  if (ids.length === 0) return;
  await db
    .update(customerUploads)
    .set({ orderedAt: new Date() })
    .where(inArray(customerUploads.id, ids));
}
