import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { moneyToApi, sumMoney, type AdminWithdrawal, type Money } from '@shop/contracts';
import { orders, withdrawalItems, withdrawals } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { worthOfWithdrawnUnits } from '../pricing/index.js';
import type { SortedBy } from './staff-reads.js';
import {
  chargesBeyondGoods,
  orderLineLedgers,
  withdrawnFromAllGoods,
  type LineLedger,
} from './withdrawals.js';

/**
 * The staff's reads of withdrawals (issue 25): the list with its refund deadlines, one
 * withdrawal, an order's withdrawals and those whose refund is still owed, each with its lines
 * and what they are worth, settled from the order lines' refunds as this domain settles them.
 */

const DAY_MS = 86_400_000;

type WithdrawalRow = {
  id: number;
  orderId: number;
  userId: number;
  email: string;
  reason: string;
  withdrawnAt: Date;
  refundDueAt: Date;
  giftWrappingPrice: Money | null;
  deliveryPrice: Money;
};

/**
 * The id of the withdrawal that completed the order's goods (ADR 0046): once the customer has
 * withdrawn from every unit they may, the refund of the goods also gives back the wrapping and
 * standard delivery, and the list states them with the last withdrawal; null before.
 */
function lastGoodsWithdrawal(lines: readonly LineLedger[]): number | null {
  if (!withdrawnFromAllGoods(lines)) return null;
  const ids = lines.flatMap((line) => [...line.withdrawals.keys()]);
  return ids.length === 0 ? null : Math.max(...ids);
}

/** Withdrawals with their lines, refunded units (settled as the orders domain does) and deadline. */
async function describe(
  db: AnyDatabase,
  rows: readonly WithdrawalRow[],
  now: Date,
): Promise<AdminWithdrawal[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(withdrawalItems)
    .where(
      inArray(
        withdrawalItems.withdrawalId,
        rows.map((row) => row.id),
      ),
    );
  const ledgers = await orderLineLedgers(db, [...new Set(rows.map((row) => row.orderId))]);
  return rows.map((row) => {
    const orderLines = ledgers.get(row.orderId) ?? [];
    // What the refund of the goods gives back beyond their price (art. 13(1), ADR 0046).
    const beyondGoods =
      lastGoodsWithdrawal(orderLines) === row.id ? chargesBeyondGoods(row) : (0 as Money);
    const lines = orderLines.filter((line) =>
      items.some((item) => item.withdrawalId === row.id && item.orderItemId === line.orderItemId),
    );
    const described = lines.map((line: LineLedger) => {
      const entry = line.withdrawals.get(row.id);
      return {
        id: line.orderItemId,
        product_name: line.productName,
        quantity: entry?.quantity ?? 0,
        refunded_quantity: entry?.refunded ?? 0,
        worth: worthOfWithdrawnUnits(line, entry?.quantity ?? 0, entry?.refunded ?? 0),
      };
    });
    const refunded = described.every((line) => line.refunded_quantity >= line.quantity);
    return {
      id: row.id,
      order_id: row.orderId,
      user_id: row.userId,
      customer_email: row.email,
      reason: row.reason,
      withdrawn_at: row.withdrawnAt.toISOString(),
      refund_due_at: row.refundDueAt.toISOString(),
      days_left: refunded ? null : Math.ceil((row.refundDueAt.getTime() - now.getTime()) / DAY_MS),
      refunded,
      amount: moneyToApi(sumMoney([...described.map((line) => line.worth), beyondGoods])),
      items: described.map(({ worth: _worth, ...line }) => line),
    };
  });
}

const columns = {
  id: withdrawals.id,
  orderId: withdrawals.orderId,
  userId: withdrawals.userId,
  email: orders.email,
  reason: withdrawals.reason,
  withdrawnAt: withdrawals.withdrawnAt,
  refundDueAt: withdrawals.refundDueAt,
  giftWrappingPrice: orders.giftWrappingPrice,
  deliveryPrice: orders.deliveryPrice,
};

/** The withdrawals of one order, oldest first (the order screen). */
export async function staffWithdrawalsOfOrder(
  db: AnyDatabase,
  orderId: number,
): Promise<AdminWithdrawal[]> {
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(eq(withdrawals.orderId, orderId))
    .orderBy(withdrawals.id);
  return describe(db, rows, new Date());
}

/** The staff's withdrawal list filters, each already checked; absent ones do not filter. */
export interface StaffWithdrawalFilter {
  ids?: number[] | undefined;
  orderId?: number | undefined;
  userId?: number | undefined;
}

/** A page of withdrawals, newest first unless sorted otherwise, and how many match in all. */
export async function listStaffWithdrawals(
  db: AnyDatabase,
  filter: StaffWithdrawalFilter,
  sortedBy: SortedBy,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminWithdrawal[]; total: number }> {
  const filters: (SQL | undefined)[] = [];
  if (filter.ids) filters.push(inArray(withdrawals.id, filter.ids.length ? filter.ids : [0]));
  if (filter.orderId !== undefined) filters.push(eq(withdrawals.orderId, filter.orderId));
  if (filter.userId !== undefined) filters.push(eq(withdrawals.userId, filter.userId));
  const where = and(...filters);
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(where)
    .orderBy(
      ...sortedBy(
        {
          id: withdrawals.id,
          order_id: withdrawals.orderId,
          withdrawn_at: withdrawals.withdrawnAt,
          refund_due_at: withdrawals.refundDueAt,
        },
        [desc(withdrawals.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(withdrawals).where(where);
  return { rows: await describe(db, rows, new Date()), total: totals?.total ?? 0 };
}

export async function findStaffWithdrawal(
  db: AnyDatabase,
  id: number,
): Promise<AdminWithdrawal | null> {
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(eq(withdrawals.id, id));
  return (await describe(db, rows, new Date()))[0] ?? null;
}

/**
 * The withdrawals whose refund is still owed, the nearest deadline first, for the day's work:
 * the first `limit` and how many there are. Whether a withdrawal is refunded is settled from
 * the order lines' refunds as the orders domain does, so every withdrawal is read (a shop
 * selling mostly personalised goods, which have no right of withdrawal, has few).
 */
export async function staffWithdrawalsToRefund(
  db: AnyDatabase,
  limit: number,
): Promise<{ total: number; entries: AdminWithdrawal[] }> {
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .orderBy(asc(withdrawals.refundDueAt), asc(withdrawals.id));
  const owed = (await describe(db, rows, new Date())).filter((withdrawal) => !withdrawal.refunded);
  return { total: owed.length, entries: owed.slice(0, limit) };
}
