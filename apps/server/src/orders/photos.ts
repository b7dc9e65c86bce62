import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  orderLinePhotoPath,
  WHOLE_PICTURE,
  type OrderLinePhoto,
  type OrderStatus,
  type PrintArea,
} from '@shop/contracts';
import {
  customerUploads,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  type LinePhotoRef,
} from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import type { Database } from '../db/client.js';
import type { MailAttachmentRef } from '../db/document-types.js';
import type { MailAttachmentFile } from '../mail/outbox.js';
import { linePhotoCid } from '../mail/templates.js';
import { deleteUploadFiles, lineThumbnail } from '../photo-compositions/index.js';
import type { FileStore, Storage } from '../storage/index.js';
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
 * as the shop's setting says (ADR 0097): the files (with the thumbnails kept, ADR 0105), the
 * upload rows, and a note in each order's history. The lines keep their placement; the photo
 * is gone.
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
    await deleteUploadFiles(uploads, {
      id: row.upload_id,
      originalKey: row.original_key,
      previewKey: row.preview_key,
    });
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

/**
 * The photo of each line of these orders that has one, as the order answers show it: the
 * placement, and the composition thumbnail's address while the photo is kept (ADR 0097, 0100).
 */
export async function linePhotosOfOrders(
  db: AnyDatabase,
  orderIds: readonly number[],
): Promise<Map<number, OrderLinePhoto>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      lineId: orderItems.id,
      orderId: orderItems.orderId,
      photo: orderItems.photo,
      kept: sql<boolean>`${customerUploads.id} is not null`,
    })
    .from(orderItems)
    .leftJoin(customerUploads, sql`${customerUploads.id}::text = ${orderItems.photo}->>'upload_id'`)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.photo)));
  return new Map(
    rows.flatMap((row) =>
      row.photo
        ? [
            [
              row.lineId,
              {
                upload_id: row.photo.upload_id,
                placement: row.photo.placement,
                thumbnail_url: row.kept ? orderLinePhotoPath(row.orderId, row.lineId) : null,
              },
            ] as const,
          ]
        : [],
    ),
  );
}

/** What a line's composition is made of, with whose order it is (for the access check). */
interface LinePhotoFound {
  orderUserId: number;
  productName: string;
  placement: LinePhotoRef['placement'];
  printArea: PrintArea;
  picturePath: string | null;
  upload: { id: string; originalKey: string; previewKey: string };
}

/**
 * The photo of line `lineId` of order `orderId`: its kept files, the product's main picture
 * and printable area. Null when there is no such line, it has no photo, or the photo was
 * deleted after its retention.
 */
export async function findLinePhoto(
  db: AnyDatabase,
  orderId: number,
  lineId: number,
): Promise<LinePhotoFound | null> {
  const [row] = await db
    .select({
      orderUserId: orders.userId,
      productName: orderItems.productName,
      photo: orderItems.photo,
      printArea: products.photoPrintArea,
      picturePath: products.mainImagePath,
      originalKey: customerUploads.originalKey,
      previewKey: customerUploads.previewKey,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      customerUploads,
      sql`${customerUploads.id}::text = ${orderItems.photo}->>'upload_id'`,
    )
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, orderId)));
  if (!row?.photo) return null;
  return {
    orderUserId: row.orderUserId,
    productName: row.productName,
    placement: row.photo.placement,
    printArea: row.printArea ?? WHOLE_PICTURE,
    picturePath: row.picturePath,
    upload: { id: row.photo.upload_id, originalKey: row.originalKey, previewKey: row.previewKey },
  };
}

/**
 * The mail attachment of a line's photo: the composition's thumbnail, shown inline where the
 * confirmation names the line (its cid); null when the photo is gone.
 */
export async function linePhotoAttachment(
  storage: Storage,
  db: Database,
  ref: Extract<MailAttachmentRef, { kind: 'line-photo' }>,
): Promise<MailAttachmentFile | null> {
  const found = await findLinePhoto(db, ref.orderId, ref.lineId);
  const thumbnail = found && (await lineThumbnail(storage, found));
  if (!thumbnail) return null;
  return {
    filename: `photo-${ref.lineId}.jpg`,
    content: thumbnail,
    contentType: 'image/jpeg',
    cid: linePhotoCid(ref.lineId),
  };
}
