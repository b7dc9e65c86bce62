import { eq } from 'drizzle-orm';
import {
  moneyFromCents,
  moneyToApi,
  parseMoney,
  subtractMoney,
  sumMoney,
  type Carrier,
  type DeliveryKind,
  type OrderStatus,
} from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { orders, shippingLabels } from '../db/schema.js';
import { inTransaction, type Transaction, type TransactionContext } from '../db/transaction.js';
import { AppError, type ErrorText } from '../errors.js';
import { workshopIn } from '../db/shop-settings.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage } from '../mail/templates.js';
import type { Payments } from '../payments/stripe.js';
import { heldByOrder, voidGiftCardsOfCancelledOrder } from '../gift-cards/index.js';
import { refundAtProvider, refundedAtProviderSoFar, refundWays } from './line-refunds.js';
import { queueRestocks } from './payment.js';
import { priceOfUnits } from '../pricing/index.js';
import { orderLinesWithRefunds, recordRefund } from './refunds.js';
import { allowedMoves, moveOrder, recordHistory, setStatus, type OrderRow } from './states.js';
import { releaseStock } from './stock.js';
import type { OrderHistoryReason } from '../i18n/history-reasons.js';
import { trackingUrl } from '../carriers/index.js';

/** What staff changes need: the database and jobs, and the provider for refunds and expiries. */
export interface StaffContext extends TransactionContext {
  payments: Payments;
  log: FastifyBaseLogger;
}

export interface StaffRequest {
  orderId: number;
  actorUserId: number;
  status: OrderStatus;
  /** Trimmed; null for none. */
  trackingNumber: string | null;
  /** Who carries the parcel; null: not said (no tracking link then). */
  carrier?: Carrier | null;
  /** The carrier's label of a parcel created through the carrier seam, kept with the order. */
  label?: { parcelId: string; pdf: Buffer };
}

export interface StaffRefund {
  id: string;
  /** "50.00" */
  amount: string;
  currency: string;
  status: string | null;
  /** Null for a refund the gift cards took whole (nothing at the provider). */
  paymentIntentId: string | null;
}

/** What a staff change did, for the admin's audit log (written in the same transaction). */
export type StaffChange =
  | { kind: 'tracking'; before: string | null; after: string | null }
  | {
      kind: 'status';
      from: OrderStatus;
      to: OrderStatus;
      trackingBefore: string | null;
      trackingAfter: string | null;
      refund: StaffRefund | null;
    };

/**
 * Moves an order as staff ask: processing -> shipped (with an optional tracking number) ->
 * delivered, or for an order collected at the workshop processing -> ready for collection (the
 * customer is mailed where, when and what to bring) -> collected; pending or processing ->
 * cancelled (see `cancel`). Each change writes its history
 * row (reason, staff member, time), queues the customer's mail and hands `audit` what
 * changed, all in one transaction on the locked order.
 */
export async function changeOrderByStaff(
  context: StaffContext,
  request: StaffRequest,
  audit: (tx: Transaction, change: StaffChange) => Promise<void>,
): Promise<void> {
  const { orderId, status, trackingNumber } = request;
  const carrier = request.carrier ?? null;
  const committed = await inTransaction(context, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order)
      throw AppError.notFound({ key: 'admin.errors.notFound.order', values: { id: orderId } });
    if (status === order.status) {
      // Only a shipped order's tracking number may change without a new status.
      const unchanged = trackingNumber === order.trackingNumber && carrier === order.carrier;
      if (order.status !== 'shipped' || unchanged) {
        throw new AppError('conflict', {
          key: 'admin.orders.errors.alreadyInStatus',
          values: { status: order.status },
        });
      }
      await tx.db
        .update(orders)
        .set({ trackingNumber, carrier, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await audit(tx, { kind: 'tracking', before: order.trackingNumber, after: trackingNumber });
      return null;
    }
    const allowed = allowedMoves(order.status, { staff: order.deliveryKind });
    if (!allowed.includes(status)) {
      throw new AppError(
        'conflict',
        wrongWayOfDelivery(order.deliveryKind, status) ?? {
          key: 'admin.orders.errors.cannotMove',
          values: { from: order.status, to: status },
        },
        {
          status: [
            allowed.length > 0
              ? {
                  key: 'admin.orders.errors.allowedMoves',
                  values: { from: order.status, allowed: allowed.join(', ') },
                }
              : { key: 'admin.orders.errors.noMoves', values: { from: order.status } },
          ],
        },
      );
    }
    if ((trackingNumber || carrier) && status !== 'shipped') {
      throw AppError.validation({
        tracking_number: [{ key: 'admin.orders.errors.trackingOnlyWhenShipped' }],
      });
    }
    if (status === 'cancelled') return cancel(context, tx, order, request, audit);

    const reason = moveReason(status, trackingNumber);
    await moveOrder(tx.db, orderId, {
      from: order.status,
      to: status,
      by: { staff: order.deliveryKind },
      reason,
      actorUserId: request.actorUserId,
      set: status === 'shipped' ? { trackingNumber, carrier } : {},
    });
    if (status === 'shipped' && request.label) {
      await tx.db
        .insert(shippingLabels)
        .values({ orderId, parcelId: request.label.parcelId, pdf: request.label.pdf })
        .onConflictDoUpdate({
          target: shippingLabels.orderId,
          set: { parcelId: request.label.parcelId, pdf: request.label.pdf, createdAt: new Date() },
        });
    }
    const trackingAfter = status === 'shipped' ? trackingNumber : order.trackingNumber;
    await audit(tx, {
      kind: 'status',
      from: order.status,
      to: status,
      trackingBefore: order.trackingNumber,
      trackingAfter,
      refund: null,
    });
    if (status === 'shipped') {
      await enqueueMail(
        context,
        {
          dedupeKey: `order-shipped:${orderId}`,
          template: 'order-shipped',
          language: mailLanguage(order.language),
          to: order.email,
          data: { orderId, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) },
        },
        tx.client,
      );
    }
    if (status === 'ready_for_collection') {
      await enqueueMail(
        context,
        {
          dedupeKey: `order-ready-for-collection:${orderId}`,
          template: 'order-ready-for-collection',
          language: mailLanguage(order.language),
          to: order.email,
          data: { orderId, workshop: await workshopIn(tx.db, mailLanguage(order.language)) },
        },
        tx.client,
      );
    }
    return null;
  });
  if (committed?.openPaymentPage) {
    await expirePaymentPage(context, orderId, committed.openPaymentPage);
  }
}

/** The history's reason for a staff move other than a cancel. */
function moveReason(to: OrderStatus, trackingNumber: string | null): OrderHistoryReason {
  switch (to) {
    case 'shipped':
      return trackingNumber
        ? { code: 'shippedWithTracking', values: { trackingNumber } }
        : { code: 'shipped' };
    case 'ready_for_collection':
      return { code: 'readyForCollection' };
    case 'collected':
      return { code: 'collected' };
    default:
      return { code: 'delivered' };
  }
}

/**
 * Why a move belongs to the other way of delivery, said plainly: an order collected at the
 * workshop is never shipped, and only such an order waits there. Null when it is not that.
 */
function wrongWayOfDelivery(kind: DeliveryKind | null, to: OrderStatus): ErrorText | null {
  const collected = kind === 'collection';
  if (collected && (to === 'shipped' || to === 'delivered')) {
    return { key: 'admin.orders.errors.collectionNotShipped' };
  }
  if (!collected && (to === 'ready_for_collection' || to === 'collected')) {
    return { key: 'admin.orders.errors.onlyForCollection' };
  }
  return null;
}

/**
 * A staff cancel, in steps each with its undo (as the checkout's start):
 *   1. cancel: the order -> cancelled and its units back on the shelf.
 *      Undo: the transaction's rollback.
 *   2. refund, when it was paid: the gift cards that paid it get back what they paid and were
 *      not given back yet (in step 1's status change); what is left of the provider's charge
 *      after earlier refunds (lines refunded one by one) goes back at the provider with an idempotency key per order. When it fails, step 1 is undone and the answer says why; a retried cancel
 *      refunds once. (The order stays locked meanwhile, so nothing sells its units back.)
 *   3. record: the history row with the refund, the restock jobs, the customer's mail.
 * A pending order's open payment page is expired at the provider once the cancel is
 * committed (see `expirePaymentPage`).
 */
async function cancel(
  context: StaffContext,
  tx: Transaction,
  order: OrderRow,
  request: StaffRequest,
  audit: (tx: Transaction, change: StaffChange) => Promise<void>,
): Promise<{ openPaymentPage: string | null }> {
  // An order gift cards paid whole has no payment at the provider: nothing to refund there.
  if (order.paidAt && !order.paymentIntentId && order.totalAmount > 0) {
    throw new AppError('conflict', { key: 'admin.orders.errors.noPaymentReference' });
  }
  // 1. cancel (an unused gift card it bought is voided with it; a spent one refuses the cancel);
  // the cards that paid it get back what they paid and were not given back yet (ADR 0044).
  await voidGiftCardsOfCancelledOrder(tx.db, order.id, request.actorUserId);
  const toCards = order.paidAt ? await heldByOrder(tx.db, order.id) : moneyFromCents(0);
  await setStatus(tx.db, order.id, {
    from: order.status,
    to: 'cancelled',
    by: { staff: order.deliveryKind },
  });
  const orderableAgain = await releaseStock(tx.db, order.id);
  // 2. refund (throwing rolls step 1 back)
  const refund = order.paidAt ? await refundTheRest(context.payments, tx, order) : null;
  // 3. record: one refund record (and credit note) for the provider's and the cards' parts
  const given = sumMoney([refund ? parseMoney(refund.amount) : moneyFromCents(0), toCards]);
  if (given > 0) {
    const lines = await orderLinesWithRefunds(tx.db, order.id);
    await recordRefund(tx.db, {
      orderId: order.id,
      providerRefundId: refund?.id ?? `giftcard_cancel_${order.id}`,
      amount: given,
      giftCardAmount: toCards,
      reason: 'Cancelled by staff.',
      actorUserId: request.actorUserId,
      lines: lines.map((line) => ({
        orderItemId: line.orderItemId,
        quantity: line.quantity - line.refundedQuantity,
        // The units not refunded yet: what is left of the line (ADR 0058).
        amount: priceOfUnits(line, line.quantity - line.refundedQuantity),
      })),
    });
  }
  await recordHistory(tx.db, order.id, {
    from: order.status,
    to: 'cancelled',
    reason:
      given > 0
        ? {
            code: 'cancelledByStaffRefunded',
            values: { amountCents: given, ...refundWays(refund, toCards) },
          }
        : { code: order.paidAt ? 'cancelledByStaffRefundedBefore' : 'cancelledByStaffUnpaid' },
    actorUserId: request.actorUserId,
  });
  await queueRestocks(tx, orderableAgain);
  await audit(tx, {
    kind: 'status',
    from: order.status,
    to: 'cancelled',
    trackingBefore: order.trackingNumber,
    trackingAfter: order.trackingNumber,
    refund,
  });
  await enqueueMail(
    context,
    {
      dedupeKey: `order-cancelled:${order.id}`,
      template: 'order-cancelled',
      language: mailLanguage(order.language),
      to: order.email,
      data: { orderId: order.id, refunded: given > 0 ? moneyToApi(given) : null },
    },
    tx.client,
  );
  return { openPaymentPage: order.status === 'pending' ? order.checkoutSessionId : null };
}

/** What is left of the payment after earlier refunds (withdrawn lines, partial refunds). */
async function refundTheRest(
  payments: Payments,
  tx: Transaction,
  order: OrderRow,
): Promise<StaffRefund | null> {
  const left = subtractMoney(order.totalAmount, await refundedAtProviderSoFar(tx.db, order.id));
  if (left <= 0) return null;
  return refundAtProvider(
    payments,
    {
      orderId: order.id,
      paymentIntentId: order.paymentIntentId!,
      amount: left,
      idempotencyKey: `admin-cancel-refund-order-${order.id}`,
    },
    { key: 'admin.orders.errors.providerUnreachable' },
  );
}

/**
 * The cancelled order's payment page closes, so the customer cannot pay an order that no
 * longer exists. Best effort: a page paid or expired meanwhile, or a provider out of reach,
 * leaves it to the fulfilment, which refunds a payment for a given-up order automatically.
 */
async function expirePaymentPage(
  context: StaffContext,
  orderId: number,
  sessionId: string,
): Promise<void> {
  try {
    await context.payments.expireCheckoutSession(sessionId);
  } catch (error) {
    context.log.warn(
      { err: error, orderId, sessionId },
      'payment page of a cancelled order not expired',
    );
  }
}
