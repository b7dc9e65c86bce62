import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contracts';
import {
  customerUploads,
  orderItems,
  orders,
  orderStatusHistory,
  type LinePhotoRef,
} from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import type { FileStore } from '../storage/index.js';
import { recordHistory } from './states.js';

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

/**
 * Deletes the photos of orders finished (delivered or cancelled) more than `retentionDays` ago,
 * as the shop's setting says (ADR 0097): the files, the upload rows, and a note in each
 * order's history. The lines keep their placement; the photo is gone.
 */
export async function deleteExpiredOrderPhotos(
  db: AnyDatabase,
  uploads: FileStore,
  retentionDays: number,
): Promise<number> {
  const { rows } = await db.execute<{
    order_id: number;
    status: OrderStatus;
    upload_id: string;
    original_key: string;
    preview_key: string;
  }>(sql`
    select o.id as order_id, o.status, u.id as upload_id, u.original_key, u.preview_key
    from ${orders} o
    join ${orderItems} i on i.order_id = o.id
    join ${customerUploads} u on u.id::text = i.photo->>'upload_id'
    where o.status in ('delivered', 'cancelled')
      and (select max(h.created_at) from ${orderStatusHistory} h where h.order_id = o.id)
        < now() - make_interval(days => ${retentionDays}::int)
  `);
  const deleted = new Set<string>();
  for (const row of rows) {
    if (deleted.has(row.upload_id)) continue;
    deleted.add(row.upload_id);
    await db.delete(customerUploads).where(eq(customerUploads.id, row.upload_id));
    await Promise.all([row.original_key, row.preview_key].map((key) => uploads.delete(key)));
  }
  for (const order of new Map(rows.map((row) => [row.order_id, row.status]))) {
    const [orderId, status] = order;
    await recordHistory(db, orderId, {
      from: status,
      to: status,
      reason: { code: 'photosDeleted', values: { days: retentionDays } },
    });
  }
  return deleted.size;
}
