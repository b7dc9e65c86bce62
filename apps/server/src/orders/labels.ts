import { eq } from 'drizzle-orm';
import { carrierSchema } from '@shop/contracts';
import { orders, shippingLabels } from '../db/schema.js';
import type { AnyDatabase, Transaction } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { createParcel } from '../carriers/index.js';
import { changeOrderByStaff, type StaffChange, type StaffContext } from './staff.js';

/**
 * Staff ship an order by creating its parcel through the carrier seam (issue 27): the carrier
 * service answers the tracking number, the carrier and the label PDF; the order then moves to
 * shipped with them, as when staff type a tracking number, and keeps the label. The parcel is
 * created before the transaction (a call to the carrier service must not hold the order's
 * lock); the move checks again that the order may ship.
 */
export async function shipWithCarrierLabel(
  db: AnyDatabase,
  context: StaffContext,
  request: { orderId: number; actorUserId: number },
  audit: (tx: Transaction, change: StaffChange) => Promise<void>,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) {
    throw AppError.notFound({
      key: 'admin.errors.notFound.order',
      values: { id: request.orderId },
    });
  }
  // An order collected at the workshop never travels: no parcel, no label.
  if (order.deliveryKind === 'collection') {
    throw new AppError('conflict', { key: 'admin.orders.errors.collectionNotShipped' });
  }
  if (order.status !== 'processing') {
    throw new AppError('conflict', {
      key: 'admin.orders.errors.cannotMove',
      values: { from: order.status, to: 'shipped' },
    });
  }
  if (
    order.shippingAddress1 === null ||
    order.shippingPostalCode === null ||
    order.shippingCity === null ||
    order.shippingCountry === null
  ) {
    throw new AppError('conflict', { key: 'carriers.errors.noAddress' });
  }
  const address = [order.shippingAddress1, order.shippingAddress2].filter(Boolean).join(', ');
  const parcel = await createParcel({
    name: order.shippingName ?? order.email,
    address,
    postalCode: order.shippingPostalCode,
    city: order.shippingCity,
    country: order.shippingCountry,
    email: order.email,
    orderNumber: String(order.id),
    // A parcel for a pick-up point goes to the point the customer chose (Sendcloud's ids are
    // numbers; the order keeps them as text).
    servicePointId:
      order.deliveryKind === 'pickup_point' && order.deliveryPickupPoint
        ? Number(order.deliveryPickupPoint.id)
        : null,
  });
  const carrier = carrierSchema.safeParse(parcel.carrier);
  await changeOrderByStaff(
    context,
    {
      orderId: request.orderId,
      actorUserId: request.actorUserId,
      status: 'shipped',
      trackingNumber: parcel.trackingNumber,
      carrier: carrier.success ? carrier.data : null,
      label: { parcelId: String(parcel.parcelId), pdf: parcel.labelPdf },
    },
    audit,
  );
}

/** The kept label of an order's parcel, or null when staff made none through the seam. */
export async function shippingLabelPdf(db: AnyDatabase, orderId: number): Promise<Buffer | null> {
  const [label] = await db
    .select({ pdf: shippingLabels.pdf })
    .from(shippingLabels)
    .where(eq(shippingLabels.orderId, orderId));
  return label?.pdf ?? null;
}
