import { languageSchema } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { findLinePhoto, readOrderWithLines } from '../../orders/index.js';
import { renderPackingSlip } from '../../documents/packing-slip.js';
import { lineThumbnail } from '../../photo-compositions/index.js';
import type { Storage } from '../../storage/index.js';

/** The order's packing slip as a PDF (no prices), in the order's language; null: no such order. */
export async function packingSlipPdf(
  db: Database,
  storage: Storage,
  shopName: string,
  orderId: number,
): Promise<Buffer | null> {
  const read = await readOrderWithLines(db, orderId);
  if (!read) return null;
  const { order, lines } = read;
  const language = languageSchema.catch('en').parse(order.language);
  // Collected at the workshop (issue 27): no address; the slip names who comes for it.
  const collection = order.deliveryKind === 'collection';
  const recipient = collection
    ? [order.email].filter(Boolean)
    : order.shippingName === null && order.shippingAddress1 === null
      ? []
      : [
          order.shippingName ?? '',
          order.shippingAddress1 ?? '',
          order.shippingAddress2 ?? '',
          `${order.shippingPostalCode ?? ''} ${order.shippingCity ?? ''}`.trim(),
          order.shippingCountry ?? '',
        ].filter((line) => line !== '');
  return renderPackingSlip({
    shopName,
    orderId: order.id,
    orderedAt: order.paidAt ?? order.createdAt,
    language,
    recipient,
    collection,
    lines: await Promise.all(
      lines.map(async ({ id, hasPhoto, ...line }) => {
        if (!hasPhoto) return line;
        // The thumbnail of the photo on the product (ADR 0100); null once it was deleted.
        const found = await findLinePhoto(db, order.id, id);
        return { ...line, photo: { thumbnail: found && (await lineThumbnail(storage, found)) } };
      }),
    ),
    gift: {
      isGift: order.isGift,
      message: order.giftMessage,
      wrapped: order.giftWrappingPrice !== null,
    },
  });
}
