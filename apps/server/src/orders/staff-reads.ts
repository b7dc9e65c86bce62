import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  moneyFromCents,
  moneyToApi,
  type AdminToday,
  type DeliveryKind,
  type OrderStatus,
  type VatNumberCheckStatus,
} from '@shop/contracts';
import { orderItems, orderStatusHistory, orders, shippingLabels, users } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { SHOP_ZONE, brusselsToday } from '../db/calendar.js';

/**
 * The staff's reads of orders (issue 25): the admin's order list and screen, its search, the
 * day's orders to ship, the dashboard's figures, a customer's orders and whether a product was
 * ever ordered. The admin parses and checks its query (pages, filters, sort) and shapes its
 * answers; the queries on the order's tables are written here, beside the order's other reads.
 */

/**
 * The ORDER BY a list asks for, from the columns it may sort on and the order it falls back to
 * (the admin's `orderOf`: an unknown sort field is the caller's 400, not this domain's).
 */
export type SortedBy = (columns: Record<string, AnyPgColumn | SQL>, fallback: SQL[]) => SQL[];

/** One order as staff list it: the row and how many units it holds. */
export type StaffOrderRow = typeof orders.$inferSelect;

/**
 * The units of the outer order. Written with an alias: Drizzle leaves a column unqualified in a
 * single-table select, so `order_id = id` compared an order line with itself and every order
 * showed the same count (issue 31).
 */
/** Whether a label made through the carrier seam is kept for the order. */
const hasLabel = sql<boolean>`exists (select 1 from ${shippingLabels} as label where label.order_id = ${orders}.id)`;

const itemsCount = sql<number>`(select coalesce(sum(order_line.quantity), 0)::int from ${orderItems} as order_line where order_line.order_id = ${orders}.id)`;

/** The staff's order list filters, each already checked; absent ones do not filter. */
export interface StaffOrderFilter {
  ids?: number[] | undefined;
  status?: OrderStatus | undefined;
  /** Home includes the orders from before delivery methods: the shop delivered only at home. */
  deliveryKind?: DeliveryKind | undefined;
  userId?: number | undefined;
  /** What VIES said of the company's VAT number (ADR 0098): "unverified" lists those to check. */
  vatNumberCheck?: VatNumberCheckStatus | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  /** A LIKE pattern for the e-mail address, or the order number as the customer reads it. */
  search?: { emailPattern: string; orderId: number | undefined } | undefined;
}

/** A page of orders, newest first unless sorted otherwise, and how many match in all. */
export async function listStaffOrders(
  db: AnyDatabase,
  filter: StaffOrderFilter,
  sortedBy: SortedBy,
  page: { limit: number; offset: number },
): Promise<{
  rows: { order: StaffOrderRow; items: number; hasLabel: boolean }[];
  total: number;
}> {
  const filters: (SQL | undefined)[] = [];
  if (filter.ids) filters.push(inArray(orders.id, filter.ids.length ? filter.ids : [0]));
  if (filter.status) filters.push(eq(orders.status, filter.status));
  if (filter.deliveryKind === 'home') {
    filters.push(or(eq(orders.deliveryKind, 'home'), isNull(orders.deliveryKind)));
  } else if (filter.deliveryKind) {
    filters.push(eq(orders.deliveryKind, filter.deliveryKind));
  }
  if (filter.userId !== undefined) filters.push(eq(orders.userId, filter.userId));
  if (filter.vatNumberCheck) {
    filters.push(sql`${orders.vatNumberCheck}->>'status' = ${filter.vatNumberCheck}`);
  }
  if (filter.createdFrom) filters.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) filters.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.search) {
    const { emailPattern, orderId } = filter.search;
    filters.push(
      or(
        ilike(orders.email, emailPattern),
        orderId !== undefined ? eq(orders.id, orderId) : undefined,
      ),
    );
  }
  const where = and(...filters);
  const rows = await db
    .select({ order: orders, items: itemsCount, hasLabel })
    .from(orders)
    .where(where)
    .orderBy(
      ...sortedBy(
        {
          id: orders.id,
          created_at: orders.createdAt,
          total_amount: orders.totalAmount,
          status: orders.status,
          email: orders.email,
          paid_at: orders.paidAt,
        },
        [desc(orders.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** One order for the staff's order screen, with its units and its customer's username. */
export async function findStaffOrder(
  db: AnyDatabase,
  id: number,
): Promise<
  { order: StaffOrderRow; items: number; hasLabel: boolean; username: string | null } | undefined
> {
  const [row] = await db
    .select({ order: orders, items: itemsCount, hasLabel, username: users.username })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/** An order's history as staff read it, oldest first, with who made each move. */
export async function staffOrderHistory(db: AnyDatabase, orderId: number) {
  return db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      reasonCode: orderStatusHistory.reasonCode,
      reasonValues: orderStatusHistory.reasonValues,
      staffNote: orderStatusHistory.staffNote,
      actorEmail: users.email,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The order with this number, as the admin's search box lists it (none or one). */
export async function ordersNumbered(db: AnyDatabase, id: number, limit: number) {
  return db
    .select({
      id: orders.id,
      email: orders.email,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(limit);
}

/**
 * The paid orders waiting to be made and shipped, the customer who has waited longest first:
 * the first `limit` with their lines, and how many there are.
 */
export async function ordersToShip(
  db: AnyDatabase,
  limit: number,
): Promise<AdminToday['orders_to_ship']> {
  const waiting = eq(orders.status, 'processing');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(waiting)
      // Oldest payment first: the customer who has waited longest.
      .orderBy(asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id))
      .limit(limit),
    db.select({ total: count() }).from(orders).where(waiting),
  ]);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  return {
    total: total?.total ?? 0,
    entries: rows.map((order) => ({
      id: order.id,
      email: order.email,
      shipping_name: order.shippingName,
      shipping_country: order.shippingCountry,
      delivery_kind: order.deliveryKind,
      total_amount: moneyToApi(order.totalAmount),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          id: item.id,
          product_name: item.productName,
          quantity: item.quantity,
          personalization: item.personalization,
        })),
    })),
  };
}

/**
 * The orders' figures at a glance. "Today" is the calendar day in Brussels, where the shop
 * is; revenue counts paid orders (paid_at set) that were not refunded by a cancellation.
 */
export async function orderFigures(db: AnyDatabase): Promise<{
  ordersToShip: number;
  ordersToday: number;
  revenueToday: string;
  revenueLast7Days: string;
  revenueLast30Days: string;
}> {
  const result = await db.execute<{
    orders_to_ship: number;
    orders_today: number;
    revenue_today: string | number;
    revenue_last_7_days: string | number;
    revenue_last_30_days: string | number;
  }>(sql`
    with bounds as (
      select ${brusselsToday}::timestamp at time zone ${SHOP_ZONE} as today
    )
    select
      (select count(*) from orders where status = 'processing') as orders_to_ship,
      (select count(*) from orders, bounds where created_at >= bounds.today) as orders_today,
      (select coalesce(sum(total_cents), 0) from orders, bounds
        where paid_at >= bounds.today and status <> 'cancelled') as revenue_today,
      (select coalesce(sum(total_cents), 0) from orders
        where paid_at >= now() - interval '7 days' and status <> 'cancelled') as revenue_last_7_days,
      (select coalesce(sum(total_cents), 0) from orders
        where paid_at >= now() - interval '30 days' and status <> 'cancelled') as revenue_last_30_days
  `);
  const row = result.rows[0];
  if (!row) throw new Error('The order figures query returned no row.');
  return {
    ordersToShip: Number(row.orders_to_ship),
    ordersToday: Number(row.orders_today),
    // A sum of cents comes back as a bigint's text.
    revenueToday: moneyToApi(moneyFromCents(Number(row.revenue_today))),
    revenueLast7Days: moneyToApi(moneyFromCents(Number(row.revenue_last_7_days))),
    revenueLast30Days: moneyToApi(moneyFromCents(Number(row.revenue_last_30_days))),
  };
}

/** How many orders each of these accounts placed (an account without orders is absent). */
export async function orderCountsOf(
  db: AnyDatabase,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, total: count() })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId as number, row.total]));
}

/** A customer's orders, newest first, as the customer's screen lists them. */
export async function ordersOfCustomer(db: AnyDatabase, userId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Whether any order line names this product (such a product is archived, never deleted). */
export async function wasOrdered(db: AnyDatabase, productId: number): Promise<boolean> {
  const [ordered] = await db
    .select({ total: count() })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  return (ordered?.total ?? 0) > 0;
}

/** Whether any order was delivered by this method (such a method is deactivated, never deleted). */
export async function deliveryMethodWasUsed(db: AnyDatabase, code: string): Promise<boolean> {
  const [used] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.deliveryMethod, code));
  return (used?.total ?? 0) > 0;
}
