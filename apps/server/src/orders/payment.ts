import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  moneyFromCents,
  moneyToApi,
  type Language,
  type Money,
  type PaymentMethod,
  type VatTreatment,
} from '@shop/contracts';
import { cartItems, orderItems, orders, paymentEvents } from '../db/schema.js';
import type { AnyDatabase, Transaction, TransactionContext } from '../db/transaction.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage, type OrderMailData } from '../mail/templates.js';
import { ORDER_CONFIRMATION_QUEUE, PRODUCT_RESTOCKED_QUEUE } from '../plugins/jobs.js';
import type { Config } from '../config.js';
import type { OrderBilling } from '../db/document-types.js';
import type { GiftChoice } from './create.js';
import { issueGiftCardsOfOrder } from '../gift-cards/index.js';
import { countDiscountRedemption, removeOrderCodesFromCart } from './codes.js';
import { issueInvoice } from '../invoicing/index.js';
import { moveOrder, recordHistory } from './states.js';
import { releaseStock } from './stock.js';
import type { OrderHistoryReason } from '../i18n/history-reasons.js';

/**
 * The payment's transitions of an order: pending -> processing (paid) and pending ->
 * cancelled (given up), each once, with the jobs and mails it queues in the same transaction.
 */

export interface PaidSession {
  /** The provider's session; for an order gift cards paid whole, the shop's own reference. */
  sessionId: string;
  /** How the provider charged (ADR 0050); the order and its invoice state it in words. */
  paymentMethod?: PaymentMethod;
  paymentIntentId: string | null;
  /** The address the customer gave on the payment page, in the shape the mails print. */
  shipping: OrderMailData['shipping'];
  /**
   * The payer's name and billing address from the payment page: whom the invoice names. Absent
   * when no payment page was opened (the invoice then reads the order, ADR 0048).
   */
  billing?: OrderBilling | null;
  /**
   * The terms the customer accepted on the payment page (the version the page was opened
   * with); null when the session asked for no acceptance.
   */
  termsAccepted: { version: string } | null;
}

/**
 * pending -> processing exactly once: the caller that makes the change records the payment and
 * address, takes the ordered lines out of the cart and queues the confirmation mail, all in
 * `tx`. Returns whether this call made the change.
 */
export async function markOrderPaid(
  tx: Transaction,
  orderId: number,
  paid: PaidSession,
  /** Who sells, as the invoice issued now states it. */
  seller: Config['seller'],
  /** How long the money gift cards the order bought are valid (ADR 0039). */
  giftCardValidityMonths: number,
): Promise<boolean> {
  const address = paid.shipping;
  const order = await moveOrder(tx.db, orderId, {
    from: 'pending',
    to: 'processing',
    by: 'payment',
    reason: { code: 'paymentReceived' },
    set: {
      paidAt: sql`now()`,
      paymentIntentId: paid.paymentIntentId,
      checkoutSessionId: sql`coalesce(${orders.checkoutSessionId}, ${paid.sessionId})`,
      // No address asked (a pick-up point or collection, issue 27): the order keeps the one it
      // was made with (the point's), never a blank.
      ...(address
        ? {
            shippingName: address.name,
            shippingAddress1: address.address1,
            shippingAddress2: address.address2,
            shippingPostalCode: address.postalCode,
            shippingCity: address.city,
            shippingCountry: address.country,
          }
        : {}),
      billing: paid.billing ?? null,
      // The provider says only that they were accepted: the payment completes with the tick.
      termsAcceptedAt: paid.termsAccepted ? sql`now()` : null,
      termsVersion: paid.termsAccepted?.version ?? null,
      paymentMethod: paid.paymentMethod ?? null,
    },
  });
  if (!order) return false;
  await countDiscountRedemption(tx.db, orderId);
  // Paid is invoiced: in this transaction, so the number is taken exactly when it is paid.
  await issueInvoice(tx.db, orderId, seller, {
    method: paid.paymentMethod ?? { type: 'online', brand: null, last4: null },
  });
  await removeOrderedQuantitiesFromCart(tx, orderId, order.userId);
  // Paid gift cards exist from now on; the confirmation job mails them to the buyer.
  await issueGiftCardsOfOrder(tx.db, orderId, giftCardValidityMonths);
  await removeOrderCodesFromCart(tx.db, orderId, order.userId);
  await tx.queueJob(
    ORDER_CONFIRMATION_QUEUE,
    { order_id: orderId },
    { singletonKey: `order-${orderId}` },
  );
  return true;
}

/**
 * Takes exactly the order's snapshot out of the cart: a line ordered whole goes, a line raised
 * after the payment page opened keeps the extra units, and lines added since stay untouched.
 */
async function removeOrderedQuantitiesFromCart(
  tx: Transaction,
  orderId: number,
  userId: number,
): Promise<void> {
  const ordered = await tx.db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      personalization: orderItems.personalization,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId, orderItems.variantId, orderItems.personalization);
  for (const line of ordered) {
    const sameLine = and(
      eq(cartItems.userId, userId),
      eq(cartItems.productId, line.productId!),
      sql`coalesce(${cartItems.variantId}, 0) = ${line.variantId ?? 0}`,
      eq(cartItems.personalization, line.personalization),
    );
    await tx.db.delete(cartItems).where(and(sameLine, lte(cartItems.quantity, line.quantity)));
    await tx.db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(sameLine, sql`${cartItems.quantity} > ${line.quantity}`));
  }
}

export interface UnpaidCancellation {
  reason: OrderHistoryReason;
  /** The customer's "not paid" mail, when the payment failed or its page expired. */
  tellCustomer?: { why: 'failed' | 'expired'; cartUrl: (language: Language) => string };
}

/**
 * pending -> cancelled, once: the order's units go back on the shelf, back-in-stock jobs are
 * queued for what becomes orderable again and, when asked, the customer's "not paid" mail
 * (once per order and reason). False when the order was no longer pending.
 */
export async function cancelUnpaidOrder(
  context: TransactionContext,
  tx: Transaction,
  orderId: number,
  cancellation: UnpaidCancellation,
): Promise<boolean> {
  const order = await moveOrder(tx.db, orderId, {
    from: 'pending',
    to: 'cancelled',
    by: 'payment',
    reason: cancellation.reason,
  });
  if (!order) return false;
  await queueRestocks(tx, await releaseStock(tx.db, orderId));
  const notice = cancellation.tellCustomer;
  if (notice) {
    const language = mailLanguage(order.language);
    await enqueueMail(
      context,
      {
        dedupeKey: `payment-${notice.why}:${orderId}`,
        template: 'payment-not-completed',
        language,
        to: order.email,
        data: { orderId, reason: notice.why, cartUrl: notice.cartUrl(language) },
      },
      tx.client,
    );
  }
  return true;
}

/** product-restocked jobs, in the transaction that released the stock. */
export async function queueRestocks(tx: Transaction, productIds: readonly number[]): Promise<void> {
  for (const productId of productIds) {
    await tx.queueJob(PRODUCT_RESTOCKED_QUEUE, { product_id: productId });
  }
}

/** The session a pending order's payment page runs in (fulfilment finds the order by metadata too). */
export async function linkCheckoutSession(
  db: AnyDatabase,
  orderId: number,
  sessionId: string,
): Promise<void> {
  await db.update(orders).set({ checkoutSessionId: sessionId }).where(eq(orders.id, orderId));
}

/**
 * A payment that arrived for an order given up before it (cancelled, never paid) is claimed
 * for that order first, so the provider's refund event finds it. False when the order is not
 * such an order, or another payment is claimed for it.
 */
export async function claimPaymentOfGivenUpOrder(
  db: AnyDatabase,
  orderId: number,
  paymentIntentId: string,
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({
      paymentIntentId: sql`coalesce(${orders.paymentIntentId}, ${paymentIntentId})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'cancelled'),
        isNull(orders.paidAt),
        or(isNull(orders.paymentIntentId), eq(orders.paymentIntentId, paymentIntentId)),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length === 1;
}

/**
 * The automatic refund of a given-up order's payment, once per refund (the payment event row):
 * a history row and the customer's mail. False when it was recorded already.
 */
export async function recordRefundOfGivenUpOrder(
  context: TransactionContext,
  tx: Transaction,
  orderId: number,
  refund: { id: string; amountCents: number; sessionId: string },
): Promise<boolean> {
  const inserted = await tx.db
    .insert(paymentEvents)
    .values({ id: refund.id, type: 'refund.automatic' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (inserted.length !== 1) return false;
  const amount = moneyToApi(moneyFromCents(refund.amountCents));
  await recordHistory(tx.db, orderId, {
    from: 'cancelled',
    to: 'cancelled',
    reason: {
      code: 'paidAfterGivenUp',
      values: { amountCents: refund.amountCents, refundId: refund.id },
    },
  });
  const [order] = await tx.db
    .select({ email: orders.email, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  await enqueueMail(
    context,
    {
      dedupeKey: `payment-refunded:${refund.sessionId}`,
      template: 'payment-refunded',
      language: mailLanguage(order!.language),
      to: order!.email,
      data: { orderId, amount },
    },
    tx.client,
  );
  return true;
}

/** The provider's word that a charge was refunded (by staff here, or in its dashboard): a history row. */
export async function recordChargeRefunded(
  tx: Transaction,
  paymentIntentId: string,
  charge: { id: string; amountRefundedCents: number; whole: boolean },
): Promise<void> {
  const [order] = await tx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .for('update');
  if (!order) return;
  await recordHistory(tx.db, order.id, {
    from: order.status,
    to: order.status,
    reason: {
      code: charge.whole ? 'refundedInFull' : 'refundedInPart',
      values: { amountCents: charge.amountRefundedCents, chargeId: charge.id },
    },
  });
}

export interface OpenCheckout {
  orderId: number;
  sessionId: string | null;
  language: string;
  /** The snapshot's lines: what the payment page shows. */
  lines: {
    productId: number | null;
    variantId: number | null;
    personalization: string;
    quantity: number;
    price: Money;
  }[];
  /** The snapshot's gift: its wrapping is a line on the payment page too. */
  gift: GiftChoice;
  /** The delivery method and pick-up point id the page charges for (null: none chosen). */
  delivery: { method: string | null; pickupPointId: string | null };
  /** How the snapshot is taxed (ADR 0094): under reverse charge its prices are without VAT. */
  vatTreatment: VatTreatment;
}

/** The customer's pending orders (normally at most one), oldest first, with their snapshots. */
export async function pendingCheckouts(db: AnyDatabase, userId: number): Promise<OpenCheckout[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      sessionId: orders.checkoutSessionId,
      language: orders.language,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      personalization: orderItems.personalization,
      quantity: orderItems.quantity,
      price: orderItems.unitPrice,
      isGift: orders.isGift,
      giftMessage: orders.giftMessage,
      giftWrappingPrice: orders.giftWrappingPrice,
      deliveryMethod: orders.deliveryMethod,
      deliveryPickupPoint: orders.deliveryPickupPoint,
      vatTreatment: orders.vatTreatment,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id), asc(orderItems.id));
  const open = new Map<number, OpenCheckout>();
  for (const row of rows) {
    let order = open.get(row.orderId);
    if (!order) {
      order = {
        orderId: row.orderId,
        sessionId: row.sessionId,
        language: row.language,
        lines: [],
        gift: {
          isGift: row.isGift,
          message: row.giftMessage,
          wrappingPrice: row.giftWrappingPrice,
        },
        delivery: {
          method: row.deliveryMethod,
          pickupPointId: row.deliveryPickupPoint?.id ?? null,
        },
        vatTreatment: row.vatTreatment,
      };
      open.set(row.orderId, order);
    }
    if (row.quantity !== null && row.price !== null) {
      order.lines.push({
        productId: row.productId,
        variantId: row.variantId,
        personalization: row.personalization ?? '',
        quantity: row.quantity,
        price: row.price,
      });
    }
  }
  return [...open.values()];
}

/** Pending orders at least `ageSeconds` old, oldest first: the reconciliation's work list. */
export async function pendingOrdersOlderThan(
  db: AnyDatabase,
  ageSeconds: number,
  limit: number,
): Promise<{ id: number; sessionId: string | null; createdAt: Date }[]> {
  return db
    .select({ id: orders.id, sessionId: orders.checkoutSessionId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.createdAt, sql`now() - make_interval(secs => ${ageSeconds}::double precision)`),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Whether an order was created at least `ageSeconds` ago (by the database's clock). */
export async function isOrderOlderThan(
  db: AnyDatabase,
  orderId: number,
  ageSeconds: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        lte(orders.createdAt, sql`now() - make_interval(secs => ${ageSeconds}::double precision)`),
      ),
    );
  return rows.length === 1;
}
