import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  brusselsDay,
  MONEY_LOCALES,
  moneyToApi,
  sumMoney,
  withdrawalLastDay,
  ZERO_MONEY,
  WITHDRAWAL_REFUND_DAYS,
  type Language,
  type Money,
  type OrderStatus,
  type Withdrawal,
  type WithdrawalPeriod,
} from '@shop/contracts';
import {
  orderItems,
  orderRefundItems,
  orderRefunds,
  orderStatusHistory,
  orders,
  withdrawalItems,
  withdrawalLinks,
  withdrawals,
} from '../db/schema.js';
import { inTransaction, type TransactionContext, type AnyDatabase } from '../db/transaction.js';
import { AppError, type FieldErrors } from '../errors.js';
import { serverText, type TextKey, type TextValues } from '../i18n/texts.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage, type MailSeller } from '../mail/templates.js';
import { linkProblem, liveLink } from '../security/link-tokens.js';
import { priceSoldLine } from '../pricing/index.js';
import { goodsReceived, recordHistory } from './states.js';
import { linesInWords } from '../i18n/history-reasons.js';

/**
 * The consumer's withdrawal (Directive 2011/83/EU art. 11a; ADR 0034): which units of an order
 * may still be withdrawn from, until when, and the withdrawal itself with its acknowledgement.
 */

/** One order line with what happened to its units: withdrawn, refunded, still withdrawable. */
export interface LineLedger {
  orderItemId: number;
  productId: number | null;
  productName: string;
  personalization: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
  /** The VAT rate as sold, in percent. */
  vatRate: number;
  withdrawalRight: boolean;
  withdrawnQuantity: number;
  refundedQuantity: number;
  refundedAmount: Money;
  /** Units the customer may still withdraw from (none for a line without the right). */
  withdrawableQuantity: number;
  /** Per withdrawal of this line: the units it covers and how many of them were refunded. */
  withdrawals: Map<number, { quantity: number; refunded: number }>;
}

interface LineEvent {
  at: Date;
  kind: 'withdrawal' | 'refund';
  withdrawalId: number;
  quantity: number;
  amount: Money;
}

/**
 * Each line's units, settled in time order: a refund first covers units withdrawn before it
 * and still waiting for their money (oldest withdrawal first); the rest of it refunded units
 * no one withdrew (a defect, a goodwill gesture), which can then no longer be withdrawn.
 */
export async function orderLineLedgers(
  db: AnyDatabase,
  orderIds: readonly number[],
): Promise<Map<number, LineLedger[]>> {
  const byOrder = new Map<number, LineLedger[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const lineIds = lines.map((line) => line.id);
  if (lineIds.length === 0) return byOrder;
  const withdrawn = await db
    .select({
      orderItemId: withdrawalItems.orderItemId,
      withdrawalId: withdrawals.id,
      quantity: withdrawalItems.quantity,
      at: withdrawals.withdrawnAt,
    })
    .from(withdrawalItems)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalItems.withdrawalId))
    .where(inArray(withdrawalItems.orderItemId, lineIds));
  const refunded = await db
    .select({
      orderItemId: orderRefundItems.orderItemId,
      quantity: orderRefundItems.quantity,
      amountCents: orderRefundItems.amountCents,
      at: orderRefunds.createdAt,
    })
    .from(orderRefundItems)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundItems.refundId))
    .where(inArray(orderRefundItems.orderItemId, lineIds));

  for (const line of lines) {
    const events: LineEvent[] = [
      ...withdrawn
        .filter((row) => row.orderItemId === line.id)
        .map((row) => ({
          at: row.at,
          kind: 'withdrawal' as const,
          withdrawalId: row.withdrawalId,
          quantity: row.quantity,
          amount: 0 as Money,
        })),
      ...refunded
        .filter((row) => row.orderItemId === line.id)
        .map((row) => ({
          at: row.at,
          kind: 'refund' as const,
          withdrawalId: 0,
          quantity: row.quantity,
          amount: row.amountCents as Money,
        })),
    ].sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        (a.kind === b.kind ? 0 : a.kind === 'withdrawal' ? -1 : 1),
    );
    const perWithdrawal = new Map<number, { quantity: number; refunded: number }>();
    let withdrawnQuantity = 0;
    let refundedQuantity = 0;
    let refundedAmount = 0;
    let refundedWithoutWithdrawal = 0;
    for (const event of events) {
      if (event.kind === 'withdrawal') {
        withdrawnQuantity += event.quantity;
        perWithdrawal.set(event.withdrawalId, { quantity: event.quantity, refunded: 0 });
        continue;
      }
      refundedQuantity += event.quantity;
      refundedAmount += event.amount;
      let units = event.quantity;
      for (const entry of perWithdrawal.values()) {
        const covered = Math.min(units, entry.quantity - entry.refunded);
        entry.refunded += covered;
        units -= covered;
      }
      refundedWithoutWithdrawal += units;
    }
    const ledger: LineLedger = {
      orderItemId: line.id,
      productId: line.productId,
      productName: line.productName,
      personalization: line.personalization,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // What the line was sold for: after its share of a discount (ADR 0040, 0058).
      lineTotal: priceSoldLine({ ...line, isGiftCard: false }).amount,
      vatRate: line.vatRate,
      withdrawalRight: line.withdrawalRight,
      withdrawnQuantity,
      refundedQuantity,
      refundedAmount: refundedAmount as Money,
      withdrawableQuantity: line.withdrawalRight
        ? Math.max(0, line.quantity - withdrawnQuantity - refundedWithoutWithdrawal)
        : 0,
      withdrawals: perWithdrawal,
    };
    const list = byOrder.get(line.orderId) ?? [];
    list.push(ledger);
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

/**
 * What the order charged beyond its goods: the gift wrapping and the standard delivery cost.
 * Both are part of the price paid, so a withdrawal from the whole order refunds them (art.
 * 13(1)). Every method the shop offers is standard delivery (none is a dearer express option
 * whose extra art. 13(2) would let it keep), so the delivery as charged is refunded whole
 * (ADR 0077).
 */
export function chargesBeyondGoods(order: {
  giftWrappingPrice: Money | null;
  deliveryPrice: Money;
}): Money {
  const wrapping = order.giftWrappingPrice ?? ZERO_MONEY;
  return sumMoney([wrapping, order.deliveryPrice]);
}

/**
 * ADR 0046: the wrapping and the standard delivery cost are refunded once the customer has
 * withdrawn from every unit of the order they may withdraw from (the whole order, or the last
 * of its withdrawable lines; units without the right, made to their specifications, stay theirs
 * and do not count). A withdrawal from only part of them leaves those charges paid.
 */
export function withdrawnFromAllGoods(lines: readonly LineLedger[]): boolean {
  const withdrawable = lines.filter((line) => line.withdrawalRight);
  return (
    withdrawable.some((line) => line.withdrawnQuantity > 0) &&
    withdrawable.every((line) => line.withdrawableQuantity === 0)
  );
}

/**
 * When the customer got each order's goods (its history), for the withdrawal period: the last
 * move to delivered, or to collected at the workshop (ADR 0090).
 */
export async function deliveredAt(
  db: AnyDatabase,
  orderIds: readonly number[],
): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderStatusHistory.orderId, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(
      and(
        inArray(orderStatusHistory.orderId, [...orderIds]),
        or(
          and(
            eq(orderStatusHistory.toStatus, 'delivered'),
            eq(orderStatusHistory.fromStatus, 'shipped'),
          ),
          and(
            eq(orderStatusHistory.toStatus, 'collected'),
            eq(orderStatusHistory.fromStatus, 'ready_for_collection'),
          ),
        ),
      ),
    )
    .orderBy(desc(orderStatusHistory.createdAt));
  const delivered = new Map<number, Date>();
  for (const row of rows) if (!delivered.has(row.orderId)) delivered.set(row.orderId, row.at);
  return delivered;
}

export type PeriodState =
  | { open: true; lastDay: string | null }
  | { open: false; why: 'notPaid' | 'cancelled' | 'periodOver'; lastDay: string | null };

/**
 * ADR 0034: a paid order may be withdrawn from until delivery and then until the end of the
 * 14th day after the day of delivery (Brussels; a weekend or public holiday moves the end to
 * the next working day). Shipped but not yet marked delivered stays open: the period cannot
 * start before the goods are in the customer's hands, and the shop must prove when that was.
 * Collected at the workshop counts as delivered, from the day of collection (ADR 0090); ready
 * for collection is not: the goods are still the shop's to hand over.
 */
export function withdrawalPeriodOf(
  order: { status: OrderStatus; paidAt: Date | null },
  delivered: Date | undefined,
  now: Date = new Date(),
): PeriodState {
  if (order.status === 'cancelled') return { open: false, why: 'cancelled', lastDay: null };
  if (!order.paidAt || order.status === 'pending') {
    return { open: false, why: 'notPaid', lastDay: null };
  }
  if (!goodsReceived(order.status) || !delivered) return { open: true, lastDay: null };
  const lastDay = withdrawalLastDay(brusselsDay(delivered));
  return brusselsDay(now) <= lastDay
    ? { open: true, lastDay }
    : { open: false, why: 'periodOver', lastDay };
}

/** The period as the customer's order answer gives it: open only with units left to withdraw. */
export function periodAnswer(period: PeriodState, lines: readonly LineLedger[]): WithdrawalPeriod {
  return {
    open: period.open && lines.some((line) => line.withdrawableQuantity > 0),
    last_day: period.lastDay,
  };
}

/** A day (YYYY-MM-DD) as the language writes it: "7 December 2026". */
function longDate(language: Language, day: string): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export type WithdrawalRequest = {
  items: readonly { id: number; quantity: number }[];
  reason: string;
  /** The statement's name (art. 11a(2)(a)); empty when none was given. */
  name?: string;
  /** Where the acknowledgement goes (art. 11a(2)(c)); the order's address when absent. */
  email?: string;
  /** The request's language, for the refusals; the mail is in the order's language. */
  language: Language;
} & (
  | { orderId: number; userId: number }
  /** The hash of a mailed withdrawal link's token (ADR 0047): its order, spent by the withdrawal. */
  | { linkTokenHash: string }
);

/** Why a mailed withdrawal link does not open its order; each has its answer in `withdrawal`. */
export function invalidWithdrawalLink(
  problem: 'linkUnknown' | 'linkUsed' | 'linkExpired',
  language: Language,
): AppError {
  const message = serverText(language, `withdrawal.${problem}`);
  return new AppError('validation_error', message, { token: [message] });
}

/**
 * The withdrawal: checked and recorded on the locked order (two at once cannot withdraw more
 * units than were bought), with its history row and the acknowledgement mail in the same
 * transaction. Refused (400) for unpaid or cancelled orders, a period that has ended, a line
 * without the right and more units than are left; another customer's order is not found.
 * Through a mailed link, the link names the order and is spent in the same transaction, so
 * one link records one withdrawal.
 */
export async function withdrawFromOrder(
  context: TransactionContext & { seller: MailSeller },
  request: WithdrawalRequest,
): Promise<Withdrawal> {
  const { language } = request;
  const say = (key: TextKey, values?: TextValues) => serverText(language, key, values);
  return inTransaction(context, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(await withdrawnOrder(tx.db, request))
      .for('update');
    if (!order) throw AppError.notFound({ key: 'errors.noSuchOrder' });
    const delivered = (await deliveredAt(tx.db, [order.id])).get(order.id);
    const period = withdrawalPeriodOf(order, delivered);
    if (!period.open) {
      throw new AppError(
        'validation_error',
        period.why === 'periodOver'
          ? say('withdrawal.periodOver', { lastDay: longDate(language, period.lastDay ?? '') })
          : say(period.why === 'cancelled' ? 'withdrawal.cancelled' : 'withdrawal.notPaid'),
      );
    }
    const lines = (await orderLineLedgers(tx.db, [order.id])).get(order.id) ?? [];
    const fields: FieldErrors = {};
    const seen = new Set<number>();
    request.items.forEach((item, index) => {
      const line = lines.find((candidate) => candidate.orderItemId === item.id);
      if (!line) {
        fields[`items.${index}.id`] = [say('withdrawal.noSuchLine')];
      } else if (seen.has(item.id)) {
        fields[`items.${index}.id`] = [say('withdrawal.lineTwice')];
      } else if (!line.withdrawalRight) {
        fields[`items.${index}.id`] = [say('withdrawal.noRight', { name: line.productName })];
      } else if (item.quantity > line.withdrawableQuantity) {
        fields[`items.${index}.quantity`] = [
          line.withdrawableQuantity === 0
            ? say('withdrawal.nothingLeft', { name: line.productName })
            : say('withdrawal.tooMany', {
                name: line.productName,
                count: line.withdrawableQuantity,
              }),
        ];
      }
      seen.add(item.id);
    });
    if (Object.keys(fields).length > 0) {
      throw AppError.validation(fields, say('withdrawal.refused'));
    }

    // The database's clock, as refunds' records: the two are settled in time order.
    const [created] = await tx.db
      .insert(withdrawals)
      .values({
        orderId: order.id,
        userId: order.userId,
        reason: request.reason,
        statementName: request.name ?? '',
        acknowledgementEmail: request.email ?? null,
        refundDueAt: sql`now() + make_interval(days => ${WITHDRAWAL_REFUND_DAYS})`,
      })
      .returning();
    const { withdrawnAt, refundDueAt } = created!;
    await tx.db.insert(withdrawalItems).values(
      request.items.map((item) => ({
        withdrawalId: created!.id,
        orderItemId: item.id,
        quantity: item.quantity,
      })),
    );
    // Withdrawing from the last goods the customer may withdraw from brings the wrapping and
    // standard delivery back too (ADR 0046): the acknowledgement says so.
    const withdrawnUnits = (line: LineLedger) =>
      request.items.find((item) => item.id === line.orderItemId)?.quantity ?? 0;
    const coversAllGoods = withdrawnFromAllGoods(
      lines.map((line) => ({
        ...line,
        withdrawnQuantity: line.withdrawnQuantity + withdrawnUnits(line),
        withdrawableQuantity: line.withdrawableQuantity - withdrawnUnits(line),
      })),
    );
    const beyondGoods = chargesBeyondGoods(order);
    const withdrawnLines = request.items.map((item) => {
      const line = lines.find((candidate) => candidate.orderItemId === item.id)!;
      return { productName: line.productName, quantity: item.quantity };
    });
    await recordHistory(tx.db, order.id, {
      from: order.status,
      to: order.status,
      reason: {
        code: 'customerWithdrew',
        values: {
          withdrawalId: created!.id,
          lines: linesInWords(withdrawnLines),
          dueAt: refundDueAt.toISOString(),
        },
      },
    });
    await enqueueMail(
      context,
      {
        dedupeKey: `withdrawal-received:${created!.id}`,
        template: 'withdrawal-received',
        language: mailLanguage(order.language),
        to: request.email ?? order.email,
        data: {
          orderId: order.id,
          withdrawalId: created!.id,
          withdrawnAt: withdrawnAt.toISOString(),
          refundDueAt: refundDueAt.toISOString(),
          alsoRefunded: coversAllGoods && beyondGoods > 0 ? moneyToApi(beyondGoods) : null,
          lines: withdrawnLines,
          reason: request.reason,
          seller: context.seller,
        },
      },
      tx.client,
    );
    return {
      id: created!.id,
      order_id: order.id,
      withdrawn_at: withdrawnAt.toISOString(),
      refund_due_at: refundDueAt.toISOString(),
      items: request.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    };
  });
}

/**
 * Which order a withdrawal is about: the signed-in customer's own, or the one a live mailed
 * link opens, the link spent here (the caller's transaction undoes that when it is refused).
 */
async function withdrawnOrder(db: AnyDatabase, request: WithdrawalRequest): Promise<SQL> {
  if (!('linkTokenHash' in request)) {
    return and(eq(orders.id, request.orderId), eq(orders.userId, request.userId))!;
  }
  const [link] = await db
    .update(withdrawalLinks)
    .set({ usedAt: sql`now()` })
    .where(liveLink(withdrawalLinks, request.linkTokenHash))
    .returning({ orderId: withdrawalLinks.orderId });
  if (!link) {
    const problem = await linkProblem(db, withdrawalLinks, request.linkTokenHash);
    throw invalidWithdrawalLink(problem ?? 'linkUsed', request.language);
  }
  return eq(orders.id, link.orderId);
}
