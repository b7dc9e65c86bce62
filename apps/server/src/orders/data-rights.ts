import { asc, eq, inArray, sql } from 'drizzle-orm';
import { moneyToApi, type DataExport } from '@shop/contracts';
import {
  giftCards,
  orderItems,
  orderStatusHistory,
  orders,
  withdrawalLinks,
  withdrawals,
} from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';

/**
 * The customer's data rights on their orders (GDPR art. 15, 17, 20; ADR 0035): what an export
 * shows of them, and what erasure leaves. Orders are accounting records (7 years in Belgium):
 * erasure keeps the lines, the amounts and the invoice's name and address, and removes the
 * contact details.
 */

type ExportedOrder = DataExport['orders'][number];

/** Every order of the customer with its lines and status history, oldest first. */
export async function ordersForExport(db: AnyDatabase, userId: number): Promise<ExportedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    order_id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    total_amount: moneyToApi(row.totalAmount),
    currency: row.currency,
    language: row.language,
    email: row.email,
    shipping_address:
      row.shippingName === null || row.shippingAddress1 === null
        ? null
        : {
            name: row.shippingName,
            address_1: row.shippingAddress1,
            address_2: row.shippingAddress2 || null,
            postal_code: row.shippingPostalCode ?? '',
            city: row.shippingCity ?? '',
            country: row.shippingCountry ?? '',
          },
    tracking_number: row.trackingNumber,
    terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
    terms_version: row.termsVersion,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        product_name: item.productName,
        quantity: item.quantity,
        unit_price: moneyToApi(item.unitPrice),
        personalization: item.personalization,
      })),
    status_history: history
      .filter((entry) => entry.orderId === row.id)
      .map((entry) => ({
        from_status: entry.fromStatus,
        to_status: entry.toStatus,
        reason: entry.reason,
        at: entry.createdAt.toISOString(),
      })),
  }));
}

/**
 * The mails the shop wrote about the customer's orders, to them or to the shop itself (the
 * new-order alert carries their name and address), by their dedupe keys (order-mails.ts,
 * payment.ts, withdrawals.ts, gift-cards/issuing.ts): erasure removes them (ADR 0049).
 */
export async function orderMailKeysOf(db: AnyDatabase, userId: number): Promise<string[]> {
  const own = await db
    .select({ id: orders.id, sessionId: orders.checkoutSessionId })
    .from(orders)
    .where(eq(orders.userId, userId));
  if (own.length === 0) return [];
  const ids = own.map((order) => order.id);
  const withdrawn = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(inArray(withdrawals.orderId, ids));
  const cards = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(inArray(giftCards.orderId, ids));
  return [
    ...own.flatMap((order) => [
      ...ORDER_MAILS.map((kind) => `${kind}:${order.id}`),
      ...(order.sessionId ? [`payment-refunded:${order.sessionId}`] : []),
    ]),
    ...withdrawn.map((row) => `withdrawal-received:${row.id}`),
    ...cards.map((card) => `gift-card-recipient:${card.id}`),
  ];
}

/** The kinds of mail keyed by the order's id. */
const ORDER_MAILS = [
  'order-confirmation',
  'gift-cards-issued',
  'new-order-alert',
  'order-shipped',
  'order-ready-for-collection',
  'order-cancelled',
  'payment-failed',
  'payment-expired',
] as const;

/**
 * Erasure's part of the orders: the e-mail address leaves every order of the customer (mails
 * about them are no longer sent), and so do the gift message and the withdrawals' reasons;
 * lines, amounts, payment references and the delivery name and address stay, as the
 * accounting law requires. Returns how many orders were changed.
 */
export async function anonymiseOrdersOf(db: AnyDatabase, userId: number): Promise<number> {
  // The gift message was for the recipient, not the books (ADR 0049): it goes with the address.
  const changed = await db
    .update(orders)
    .set({ email: '', giftMessage: '', updatedAt: sql`now()` })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  // A withdrawal stays a legal record (when, which units, the refund's deadline; the invoice
  // names the buyer); why the customer withdrew, the name they stated it in and the address its
  // acknowledgement went to are not needed for it. Mailed withdrawal links (ADR 0047) go.
  await db
    .update(withdrawals)
    .set({ reason: '', statementName: '', acknowledgementEmail: null })
    .where(eq(withdrawals.userId, userId));
  // The gift cards stay (money someone may hold, ADR 0041) but no longer name their buyer, and
  // what the buyer wrote for a recipient goes: a mail not sent yet is called off.
  await db
    .update(giftCards)
    .set({
      buyerUserId: null,
      recipientEmail: null,
      recipientName: '',
      recipientMessage: '',
      sendAt: null,
    })
    .where(eq(giftCards.buyerUserId, userId));
  const orderIds = changed.map((order) => order.id);
  if (orderIds.length > 0) {
    await db.delete(withdrawalLinks).where(inArray(withdrawalLinks.orderId, orderIds));
    // The recipient a gift card line was bought for (issue 31) goes as the card's does.
    await db
      .update(orderItems)
      .set({ giftCardRecipient: null })
      .where(inArray(orderItems.orderId, orderIds));
  }
  return changed.length;
}
