import { asc, eq, sql } from 'drizzle-orm';
import { type Money } from '@shop/contracts';
import { orderItems, orderRefundItems, orderRefunds } from '../db/schema.js';
import { priceSoldLine } from '../pricing/index.js';
import type { AnyDatabase } from '../db/transaction.js';
import { issueCreditNote } from '../invoicing/index.js';

/**
 * Money given back on a paid order, as records: one per refund (at the provider, to the gift
 * cards that paid the order, or both: ADR 0044), with the units
 * of each line it covers. A credit note is made from such a record; a withdrawal's refund and a
 * staff cancel's full refund both end here.
 */

export interface RefundedLine {
  orderItemId: number;
  quantity: number;
  amount: Money;
}

export interface NewRefund {
  orderId: number;
  /** The provider's refund id: a refund already recorded is not recorded twice. */
  providerRefundId: string;
  /** The whole amount given back: to gift cards and at the provider. */
  amount: Money;
  /** The part of `amount` given back to gift cards (ADR 0044); none when absent. */
  giftCardAmount?: Money;
  reason: string;
  /** The staff member who refunded; null for the system. */
  actorUserId: number | null;
  lines: readonly RefundedLine[];
}

/**
 * Records a refund and its lines, and issues its credit note; null when this provider refund
 * was recorded before. Call it inside a transaction (`tx.db`): the credit note's number is
 * taken from a counter that must roll back with the refund.
 */
export async function recordRefund(
  db: AnyDatabase,
  refund: NewRefund,
): Promise<{ id: number } | null> {
  const [created] = await db
    .insert(orderRefunds)
    .values({
      orderId: refund.orderId,
      providerRefundId: refund.providerRefundId,
      amountCents: refund.amount,
      giftCardCents: refund.giftCardAmount ?? 0,
      reason: refund.reason,
      actorUserId: refund.actorUserId,
    })
    .onConflictDoNothing({ target: orderRefunds.providerRefundId })
    .returning({ id: orderRefunds.id });
  if (!created) return null;
  const lines = refund.lines.filter((line) => line.quantity > 0);
  if (lines.length > 0) {
    await db.insert(orderRefundItems).values(
      lines.map((line) => ({
        refundId: created.id,
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        amountCents: line.amount,
      })),
    );
  }
  // Every refund, whichever path records it, gets its credit note in the same transaction.
  await issueCreditNote(db, created.id);
  return created;
}

/** Each line of the order with its price as sold and the units and money refunded so far. */
export async function orderLinesWithRefunds(
  db: AnyDatabase,
  orderId: number,
): Promise<
  {
    orderItemId: number;
    quantity: number;
    lineTotal: Money;
    refundedQuantity: number;
    refundedAmount: Money;
  }[]
> {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      vatRate: orderItems.vatRate,
      discountAmount: orderItems.discountAmount,
      refundedQuantity: sql<number>`coalesce(sum(${orderRefundItems.quantity}), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(${orderRefundItems.amountCents}), 0)::int`,
    })
    .from(orderItems)
    .leftJoin(orderRefundItems, eq(orderRefundItems.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.id)
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    orderItemId: row.orderItemId,
    quantity: row.quantity,
    // What the line was sold for: after its share of a discount (ADR 0040, 0058).
    lineTotal: priceSoldLine({ ...row, isGiftCard: false }).amount,
    refundedQuantity: row.refundedQuantity,
    refundedAmount: row.refundedCents as Money,
  }));
}
