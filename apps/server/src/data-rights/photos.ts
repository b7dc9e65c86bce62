import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartItems, customerUploads } from '../db/schema.js';
import { readShopSettings } from '../db/shop-settings.js';
import type { AnyDatabase, Transaction } from '../db/transaction.js';
import { DELETE_PHOTO_FILES_QUEUE } from '../plugins/jobs.js';
import { deleteExpiredOrderPhotos } from '../orders/index.js';
import { deleteUploadFiles } from '../photo-compositions/index.js';
import type { FileStore } from '../storage/index.js';

/** An upload no order took is deleted this many days after it was sent (ADR 0097). */
export const UNUSED_PHOTO_DAYS = 30;

type UploadRow = Pick<typeof customerUploads.$inferSelect, 'id' | 'originalKey' | 'previewKey'>;

/**
 * Deletes upload rows and then their files (with the thumbnails kept, ADR 0105). A cart line
 * that still shows a deleted photo goes too: it could not be ordered without it.
 */
async function deleteUploads(db: AnyDatabase, uploads: FileStore, rows: UploadRow[]) {
  for (const row of rows) {
    await db.delete(cartItems).where(sql`${cartItems.photo}->>'upload_id' = ${row.id}`);
    await db.delete(customerUploads).where(eq(customerUploads.id, row.id));
    await deleteUploadFiles(uploads, row);
  }
}

/**
 * The photos past their retention (ADR 0097): uploads no order took after 30 days, and orders'
 * photos as long after the order ended as the shop's setting says (default 365 days).
 */
export async function purgeExpiredPhotos(
  db: Database,
  uploads: FileStore,
): Promise<{ unused: number; ordered: number }> {
  const unused = await db
    .select({
      id: customerUploads.id,
      originalKey: customerUploads.originalKey,
      previewKey: customerUploads.previewKey,
    })
    .from(customerUploads)
    .where(
      and(
        isNull(customerUploads.orderedAt),
        lt(
          customerUploads.createdAt,
          sql`now() - make_interval(days => ${UNUSED_PHOTO_DAYS}::int)`,
        ),
      ),
    );
  await deleteUploads(db, uploads, unused);
  const { orderPhotoRetentionDays } = await readShopSettings(db);
  const ordered = await deleteExpiredOrderPhotos(db, uploads, orderPhotoRetentionDays);
  return { unused: unused.length, ordered };
}

/**
 * An erased account's photos go with it, ordered or not (ADR 0097): the rows in the erasure's
 * transaction, the files by a job queued in it, so they go only once the erasure committed.
 */
export async function eraseCustomerPhotos(tx: Transaction, userId: number): Promise<void> {
  const rows = await tx.db
    .delete(customerUploads)
    .where(eq(customerUploads.userId, userId))
    .returning({
      id: customerUploads.id,
      originalKey: customerUploads.originalKey,
      previewKey: customerUploads.previewKey,
    });
  if (rows.length === 0) return;
  await tx.queueJob(DELETE_PHOTO_FILES_QUEUE, { uploads: rows });
}

function isUploadRow(value: unknown): value is UploadRow {
  const row = value as Partial<Record<keyof UploadRow, unknown>> | null;
  return (
    typeof row?.id === 'string' &&
    typeof row.originalKey === 'string' &&
    typeof row.previewKey === 'string'
  );
}

/**
 * The files of erased photos (the job's data: the uploads, each with its files and kept
 * thumbnails; `keys`, storage keys alone, from a job queued before thumbnails were kept).
 */
export async function deletePhotoFiles(uploads: FileStore, data: unknown): Promise<void> {
  const job = data as { uploads?: unknown; keys?: unknown } | null;
  if (Array.isArray(job?.uploads)) {
    for (const row of job.uploads) if (isUploadRow(row)) await deleteUploadFiles(uploads, row);
  }
  if (Array.isArray(job?.keys)) {
    for (const key of job.keys) if (typeof key === 'string') await uploads.delete(key);
  }
}
