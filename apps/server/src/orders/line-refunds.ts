import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  moneyFromCents,
  moneyToApi,
  subtractMoney,
  sumMoney,
  remainingMoney,
  type Money,
} from '@shop/contracts';
import { orderItems, orderRefundItems, orderRefunds, orders } from '../db/schema.js';
import { inTransaction, type Transaction, type AnyDatabase } from '../db/transaction.js';
import { AppError, type ErrorText, type FieldErrors } from '../errors.js';
import { isProviderUnavailable, type Payments } from '../payments/stripe.js';
import {
  cardsOfLine,
  cardsToGiveBack,
  giveBackToGiftCards,
  splitRefund,
  voidRefundedCards,
} from '../gift-cards/index.js';
import { queueRestocks } from './payment.js';
import { priceOfUnits } from '../pricing/index.js';
import { orderLinesWithRefunds, recordRefund } from './refunds.js';
import { recordHistory } from './states.js';
import type { StaffContext, StaffRefund } from './staff.js';
import { returnUnits } from './stock.js';
import { chargesBeyondGoods, orderLineLedgers, withdrawnFromAllGoods } from './withdrawals.js';
import type { HistoryReasonValues } from '../db/schema.js';
import { linesInWords } from '../i18n/history-reasons.js';

/**
 * Staff refund units of an order's lines (a withdrawal, a defect, a goodwill gesture): the
 * price paid for them goes back to the gift cards that paid the order, then through the payment
 * provider (ADR 0044), is recorded with its lines (the
 * ground of a credit note) and, when asked, the units go back on the shelf.
 */

/**
 * Money already given back at the provider on an order, over all its refunds: what went back to
 * gift cards is not (ADR 0044), so the provider is never asked for more than it charged.
 */
export async function refundedAtProviderSoFar(db: AnyDatabase, orderId: number): Promise<Money> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${orderRefunds.amountCents} - ${orderRefunds.giftCardCents}), 0)::int`,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return moneyFromCents(row?.cents ?? 0);
}

/**
 * What refunds of the order gave back beyond the price of their lines: the wrapping and
 * delivery (with a withdrawal from all the goods, or a cancel). The credit note reads the same
 * difference as the wrapping (ADR 0044).
 */
async function refundedBeyondLinesSoFar(db: AnyDatabase, orderId: number): Promise<Money> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${orderRefunds.amountCents} - coalesce((select sum(${orderRefundItems.amountCents}) from ${orderRefundItems} where ${orderRefundItems.refundId} = ${orderRefunds.id}), 0)), 0)::int`,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return moneyFromCents(row?.cents ?? 0);
}

/**
 * The gift wrapping and standard delivery cost still to give back with this refund: all of
 * what is left of them once the customer has withdrawn from every unit they may withdraw from
 * (ADR 0046), nothing before.
 */
async function chargesToRefundWithLines(
  db: AnyDatabase,
  order: { id: number; giftWrappingPrice: Money | null; deliveryPrice: Money },
): Promise<Money> {
  const ledgers = (await orderLineLedgers(db, [order.id])).get(order.id) ?? [];
  if (!withdrawnFromAllGoods(ledgers)) return moneyFromCents(0);
  return remainingMoney(chargesBeyondGoods(order), await refundedBeyondLinesSoFar(db, order.id));
}

/**
 * A refund at the provider, with the errors staff can act on: the provider out of reach (503,
 * nothing changed) or refusing (409 with its reason). `idempotencyKey` makes a retry refund once.
 */
export async function refundAtProvider(
  payments: Payments,
  refund: { orderId: number; paymentIntentId: string; amount: Money; idempotencyKey: string },
  unavailableMessage: ErrorText,
): Promise<StaffRefund> {
  let created;
  try {
    created = await payments.createRefund(
      {
        payment_intent: refund.paymentIntentId,
        amount: refund.amount,
        reason: 'requested_by_customer',
        metadata: { order_id: String(refund.orderId) },
      },
      refund.idempotencyKey,
    );
  } catch (error) {
    if (isProviderUnavailable(error)) throw new AppError('service_unavailable', unavailableMessage);
    const message = error instanceof Error ? error.message : '';
    throw new AppError('conflict', {
      key: 'admin.orders.errors.refundRefused',
      values: { reason: message },
    });
  }
  return {
    id: created.id,
    amount: moneyToApi(moneyFromCents(created.amount)),
    currency: created.currency,
    status: created.status,
    paymentIntentId: refund.paymentIntentId,
  };
}

export interface LineRefundRequest {
  orderId: number;
  actorUserId: number;
  items: readonly { id: number; quantity: number }[];
  reason: string;
  restock: boolean;
  /** The client's Idempotency-Key for this click, when it sends one. */
  requestKey: string | null;
}

/** What a line refund did, for the admin's audit log (written in the same transaction). */
export interface LineRefundChange {
  /** The provider's part ("0.00" and no payment intent when the gift cards took it all). */
  refund: StaffRefund;
  /** The gift cards' part, "5.00". */
  giftCardAmount: string;
  lines: { orderItemId: number; quantity: number; amount: string }[];
  reason: string;
  restock: boolean;
}

/**
 * Refunds units of an order's lines, in steps on the locked order (as the staff cancel):
 *   1. check: paid, each line named once and refunding at most the units not refunded yet, the
 *      sum at most what was paid and not refunded yet;
 *   2. split it: first back onto the gift cards that paid the order (each at most what it paid
 *      and was not given back yet), the rest at the provider (at most its charge not refunded
 *      yet; ADR 0044); refund that part at the provider (an idempotency key per click, or per
 *      order state without one, so a retry refunds once); a failure changes nothing;
 *   3. record it with its lines and the cards' `refunded` rows, restock when asked, history,
 *      audit.
 */
export async function refundOrderLines(
  context: StaffContext,
  request: LineRefundRequest,
  audit: (tx: Transaction, change: LineRefundChange) => Promise<void>,
): Promise<void> {
  await inTransaction(context, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    if (!order)
      throw AppError.notFound({
        key: 'admin.errors.notFound.order',
        values: { id: request.orderId },
      });
    if (!order.paidAt) {
      throw new AppError('validation_error', { key: 'admin.orders.errors.notPaid' });
    }
    // 1. check
    const lines = await orderLinesWithRefunds(tx.db, order.id);
    const fields: FieldErrors = {};
    const refunded: { orderItemId: number; quantity: number; amount: Money }[] = [];
    request.items.forEach((item, index) => {
      const line = lines.find((candidate) => candidate.orderItemId === item.id);
      const left = line ? line.quantity - line.refundedQuantity : 0;
      if (!line) {
        fields[`items.${index}.id`] = [{ key: 'admin.orders.errors.lineNotInOrder' }];
      } else if (refunded.some((done) => done.orderItemId === item.id)) {
        fields[`items.${index}.id`] = [{ key: 'admin.orders.errors.lineNamedTwice' }];
      } else if (item.quantity > left) {
        fields[`items.${index}.quantity`] = [
          left === 0
            ? { key: 'admin.orders.errors.lineRefunded' }
            : { key: 'admin.orders.errors.unitsLeft', values: { count: left } },
        ];
      } else {
        refunded.push({
          orderItemId: item.id,
          quantity: item.quantity,
          amount: priceOfUnits(line, item.quantity),
        });
      }
    });
    // A gift card line's units are its cards: only unused ones can be refunded (and are voided).
    const cardsToVoid: number[] = [];
    for (const [index, item] of request.items.entries()) {
      if (fields[`items.${index}.id`] || fields[`items.${index}.quantity`]) continue;
      const cards = await cardsOfLine(tx.db, item.id);
      if (cards.all === 0) continue;
      if (cards.unused.length < item.quantity) {
        fields[`items.${index}.quantity`] = [
          { key: 'admin.orders.errors.giftCardsSpent', values: { count: cards.unused.length } },
        ];
      } else {
        cardsToVoid.push(...cards.unused.slice(0, item.quantity));
      }
    }
    if (Object.keys(fields).length > 0) {
      throw AppError.validation(fields, { key: 'admin.orders.errors.unitsRefused' });
    }
    // A withdrawal from all the goods also gives back the wrapping and delivery (art. 13(1)).
    const beyondLines = await chargesToRefundWithLines(tx.db, order);
    const amount = sumMoney([...refunded.map((line) => line.amount), beyondLines]);
    // Gift cards that paid the order first, then the provider (ADR 0044).
    const cards = await cardsToGiveBack(tx.db, order.id, new Date());
    const before = await refundedAtProviderSoFar(tx.db, order.id);
    const providerLeft = order.paymentIntentId
      ? remainingMoney(order.totalAmount, before)
      : moneyFromCents(0);
    const left = sumMoney([...cards.map((card) => card.room), providerLeft]);
    if (amount <= 0 || amount > left) {
      throw AppError.validation(
        {
          items: [{ key: 'admin.orders.errors.amountLeft', values: { amount: left } }],
        },
        { key: 'admin.orders.errors.moreThanPaid' },
      );
    }
    const split = splitRefund(amount, cards);
    const atProvider = subtractMoney(amount, split.toCards);
    const key = request.requestKey ?? stateKey(before, split.toCards, request.items);
    // 2. refund at the provider, when the cards do not take it all
    const refund =
      atProvider > 0
        ? await refundAtProvider(
            context.payments,
            {
              orderId: order.id,
              paymentIntentId: order.paymentIntentId!,
              amount: atProvider,
              idempotencyKey: `admin-refund:${order.id}:${key}`,
            },
            { key: 'admin.orders.errors.providerUnreachableNoRefund' },
          )
        : null;
    // 3. record (a replayed click finds its refund recorded and changes nothing more)
    const reference = refund?.id ?? `giftcard_refund_${order.id}_${key}`;
    const recorded = await recordRefund(tx.db, {
      orderId: order.id,
      providerRefundId: reference,
      amount,
      giftCardAmount: split.toCards,
      reason: request.reason,
      actorUserId: request.actorUserId,
      lines: refunded,
    });
    if (!recorded) return;
    await giveBackToGiftCards(tx.db, order.id, split.perCard, request.actorUserId);
    await voidRefundedCards(tx.db, cardsToVoid, request.actorUserId, order.id);
    const named = await unitsOfLines(tx.db, refunded);
    if (request.restock) {
      await queueRestocks(tx, await returnUnits(tx.db, named));
      await tx.db
        .update(orderRefundItems)
        .set({ restocked: true })
        .where(eq(orderRefundItems.refundId, recorded.id));
    }
    await recordHistory(tx.db, order.id, {
      from: order.status,
      to: order.status,
      reason: {
        code: 'refundedByStaff',
        values: {
          amountCents: amount,
          ...refundWays(refund, split.toCards),
          lines: linesInWords(named),
          beyondCents: beyondLines,
          restocked: request.restock,
        },
      },
      staffNote: request.reason,
      actorUserId: request.actorUserId,
    });
    await audit(tx, {
      refund: refund ?? {
        id: reference,
        amount: moneyToApi(moneyFromCents(0)),
        currency: order.currency,
        status: 'succeeded',
        paymentIntentId: null,
      },
      giftCardAmount: moneyToApi(split.toCards),
      lines: refunded.map((line) => ({
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        amount: moneyToApi(line.amount),
      })),
      reason: request.reason,
      restock: request.restock,
    });
  });
}

/** How a refund went back, as a history reason's values: the provider's refund, the cards' part. */
export function refundWays(refund: StaffRefund | null, toCards: Money): HistoryReasonValues {
  return {
    ...(refund ? { refundId: refund.id } : {}),
    ...(toCards > 0 ? { cardsCents: toCards } : {}),
  };
}

/** Without a client key: the same click on the same order state is the same refund. */
function stateKey(
  refundedBefore: Money,
  toCards: Money,
  items: LineRefundRequest['items'],
): string {
  const what = JSON.stringify([refundedBefore, toCards, [...items].sort((a, b) => a.id - b.id)]);
  return createHash('sha256').update(what).digest('hex').slice(0, 32);
}

async function unitsOfLines(
  db: AnyDatabase,
  lines: readonly { orderItemId: number; quantity: number }[],
): Promise<
  { productId: number | null; variantId: number | null; productName: string; quantity: number }[]
> {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.productName,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        lines.map((line) => line.orderItemId),
      ),
    );
  return lines.map((line) => {
    const row = rows.find((candidate) => candidate.id === line.orderItemId)!;
    return {
      productId: row.productId,
      variantId: row.variantId,
      productName: row.name,
      quantity: line.quantity,
    };
  });
}
