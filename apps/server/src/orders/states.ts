import { and, eq, sql, type SQL } from 'drizzle-orm';
import { adminOrderTransitions, type DeliveryKind, type OrderStatus } from '@shop/contracts';
import { orderStatusHistory, orders } from '../db/schema.js';
import { giveBackOrderCodes } from './codes.js';
import type { AnyDatabase } from '../db/transaction.js';
import { historyColumns, type OrderHistoryReason } from '../i18n/history-reasons.js';

/**
 * The order's state machine. Staff move an order along `adminOrderTransitions` of its delivery
 * kind (contracts, so the admin shows the same choices): shipped and delivered for an order
 * that travels, ready for collection and collected for one collected at the workshop; the
 * payment moves it out of pending: paid (processing) or given up (cancelled: expired, failed,
 * replaced, never opened).
 */
const PAYMENT_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: [],
  shipped: [],
  delivered: [],
  ready_for_collection: [],
  collected: [],
  cancelled: [],
};

/** Staff move an order as its delivery kind allows; the payment whatever the kind. */
export type OrderMover = { staff: DeliveryKind | null } | 'payment';

export function allowedMoves(from: OrderStatus, by: OrderMover): readonly OrderStatus[] {
  return by === 'payment' ? PAYMENT_TRANSITIONS[from] : adminOrderTransitions(by.staff)[from];
}

/**
 * The statuses at which the customer has the goods: delivered by the carrier, or collected at
 * the workshop (art. 9(2)(b) CRD: physical possession; ADR 0090). The withdrawal period runs
 * from the move into one of them.
 */
const GOODS_RECEIVED_STATUSES = [
  'delivered',
  'collected',
] as const satisfies readonly OrderStatus[];

export function goodsReceived(status: OrderStatus): boolean {
  return (GOODS_RECEIVED_STATUSES as readonly OrderStatus[]).includes(status);
}

export type OrderRow = typeof orders.$inferSelect;

/** Columns a transition may set beside the status. */
type ChangeableColumn =
  | 'paidAt'
  | 'paymentIntentId'
  | 'checkoutSessionId'
  | 'trackingNumber'
  | 'carrier'
  | 'shippingName'
  | 'shippingAddress1'
  | 'shippingAddress2'
  | 'shippingPostalCode'
  | 'shippingCity'
  | 'shippingCountry'
  | 'billing'
  | 'termsAcceptedAt'
  | 'termsVersion'
  | 'paymentMethod';
export type OrderChanges = {
  [Column in ChangeableColumn]?: (typeof orders.$inferInsert)[Column] | SQL;
};

export interface Move {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderMover;
  set?: OrderChanges;
}

/**
 * The status change alone, as a conditional update (`where status = from`): whichever caller
 * gets there first makes it, the others get null. Callers that know the reason only later
 * (a staff cancel learns its refund after this) write the history with `recordHistory`.
 */
export async function setStatus(
  db: AnyDatabase,
  orderId: number,
  move: Move,
): Promise<OrderRow | null> {
  if (!allowedMoves(move.from, move.by).includes(move.to)) {
    throw new Error(
      `An order cannot move from ${move.from} to ${move.to} (${JSON.stringify(move.by)}).`,
    );
  }
  const [row] = await db
    .update(orders)
    .set({ ...move.set, status: move.to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, move.from)))
    .returning();
  // A cancelled order gives back its discount redemption and its gift cards' amounts (ADR 0040).
  if (row && move.to === 'cancelled') await giveBackOrderCodes(db, orderId, row.paidAt !== null);
  return row ?? null;
}

/** A transition with its history row (reason, who, when); null when another caller moved first. */
export async function moveOrder(
  db: AnyDatabase,
  orderId: number,
  move: Move & { reason: OrderHistoryReason; actorUserId?: number | null },
): Promise<OrderRow | null> {
  const row = await setStatus(db, orderId, move);
  if (row) await recordHistory(db, orderId, move);
  return row;
}

/** A history row: a transition, or (from = to) an event such as a refund on an order. */
export async function recordHistory(
  db: AnyDatabase,
  orderId: number,
  entry: {
    from: OrderStatus | null;
    to: OrderStatus;
    /** The shop's own reason as a code (said in each reader's language), or a text as it is. */
    reason: OrderHistoryReason;
    /** What staff typed: an internal note, not in the customer's export (ADR 0049). */
    staffNote?: string;
    actorUserId?: number | null;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    ...historyColumns('order', entry.reason),
    staffNote: entry.staffNote ?? '',
    actorUserId: entry.actorUserId ?? null,
  });
}
