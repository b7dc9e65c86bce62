import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  vatRateOf,
  ORDER_STATUSES,
  type AdminListQuery,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderInput,
  type AdminRefundInput,
  type OrderStatus,
  moneyToApi,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { orderItems, orderStatusHistory, orders, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  allowedMoves,
  changeOrderByStaff,
  documentLinks,
  orderGift,
  orderLineLedgers,
  refundOrderLines,
  type StaffRefund,
} from '../../orders/index.js';
import {
  documentsOfOrders,
  orderVatBreakdown,
  voucherLines,
  wrappingCharge,
} from '../../invoicing/index.js';
import type { Payments } from '../../payments/stripe.js';
import { recordAudit } from './audit.js';
import { withdrawalsOfOrder } from './withdrawals.js';
import {
  containing,
  filterIds,
  filterNumber,
  filterText,
  orderOf,
  pageOf,
  type Page,
} from './list.js';

const itemsCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

type OrderRow = typeof orders.$inferSelect;

function toAdminOrder(row: OrderRow, items: number): AdminOrder {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    status: row.status,
    total_amount: row.totalAmount,
    currency: row.currency,
    items_count: items,
    paid_at: row.paidAt?.toISOString() ?? null,
    tracking_number: row.trackingNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filterDate(filter: Record<string, unknown> | undefined, key: string): Date | undefined {
  const text = filterText(filter, key);
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    throw AppError.validation({ [`filter.${key}`]: [{ key: 'admin.errors.expectedDate' }] });
  }
  return date;
}

export async function listAdminOrders(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminOrder[]; total: number }> {
  const page = pageOf(query);
  const filter = query.filter;
  const filters: (SQL | undefined)[] = [];
  const ids = filterIds(filter);
  if (ids) filters.push(inArray(orders.id, ids.length ? ids : [0]));
  const status = filterText(filter, 'status');
  if (status) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
      throw AppError.validation({ 'filter.status': [{ key: 'admin.errors.noSuchStatus' }] });
    }
    filters.push(eq(orders.status, status as OrderStatus));
  }
  const userId = filterNumber(filter, 'user_id');
  if (userId !== undefined) filters.push(eq(orders.userId, userId));
  const from = filterDate(filter, 'created_from');
  if (from) filters.push(gte(orders.createdAt, from));
  const to = filterDate(filter, 'created_to');
  // A date without a time means the whole of that day.
  if (to) filters.push(lt(orders.createdAt, new Date(to.getTime() + 24 * 3600 * 1000)));
  // The order number as the customer sees it ("#42" or "42"), or part of the e-mail address.
  const search = filterText(filter, 'q');
  if (search) {
    const number = /^#?(\d{1,9})$/.exec(search)?.[1];
    filters.push(
      or(
        ilike(orders.email, containing(search)),
        number ? eq(orders.id, Number(number)) : undefined,
      ),
    );
  }
  const where = and(...filters);
  const rows = await db
    .select({ order: orders, items: itemsCount })
    .from(orders)
    .where(where)
    .orderBy(
      ...orderOf(
        query,
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
  return {
    page,
    rows: rows.map((row) => toAdminOrder(row.order, row.items)),
    total: totals?.total ?? 0,
  };
}

export async function findAdminOrder(db: Database, id: number): Promise<AdminOrderDetail | null> {
  const [row] = await db
    .select({ order: orders, items: itemsCount, username: users.username })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const order = row.order;
  const lines = (await orderLineLedgers(db, [id])).get(id) ?? [];
  const vouchers = await voucherLines(
    db,
    lines.map((line) => line.orderItemId),
  );
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      // Staff see their note with the event, as before it had its own column (ADR 0049).
      reason: sql<string>`trim(${orderStatusHistory.reason} || ' ' || ${orderStatusHistory.staffNote})`,
      actorEmail: users.email,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const hasAddress = order.shippingName !== null || order.shippingAddress1 !== null;
  return {
    ...toAdminOrder(order, row.items),
    language: order.language,
    customer_username: row.username,
    checkout_session_id: order.checkoutSessionId,
    payment_intent_id: order.paymentIntentId,
    payment_method: order.paymentMethod,
    shipping_address: hasAddress
      ? {
          name: order.shippingName,
          address_1: order.shippingAddress1,
          address_2: order.shippingAddress2,
          postal_code: order.shippingPostalCode,
          city: order.shippingCity,
          country: order.shippingCountry,
        }
      : null,
    items: lines.map((line) => ({
      id: line.orderItemId,
      product_id: line.productId,
      product_name: line.productName,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      personalization: line.personalization,
      withdrawal_right: line.withdrawalRight,
      withdrawn_quantity: line.withdrawnQuantity,
      refunded_quantity: line.refundedQuantity,
      refunded_amount: moneyToApi(line.refundedAmount),
    })),
    withdrawals: await withdrawalsOfOrder(db, id),
    history: history.map((entry) => ({
      id: entry.id,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      reason: entry.reason,
      actor_email: entry.actorEmail,
      created_at: entry.createdAt.toISOString(),
    })),
    allowed_statuses: [...allowedMoves(order.status, 'staff')],
    company_invoice: order.invoiceCompany ?? null,
    vat_breakdown: orderVatBreakdown([
      // Each line as sold: after its share of a discount (ADR 0040).
      ...lines.map((line) => ({
        amount: line.lineTotal,
        rate: vatRateOf(line.vatRate),
        outOfScope: vouchers.has(line.orderItemId),
      })),
      ...[wrappingCharge(order)].filter((charge) => charge !== null),
    ]),
    ...documentLinks(order.id, (await documentsOfOrders(db as Database, [order.id])).get(order.id)),
    gift: orderGift(order),
    discount:
      order.discountCode === null
        ? null
        : { code: order.discountCode, amount: order.discountTotal },
    gift_card_total: order.giftCardTotal,
  };
}

/** A refund at the provider as the audit log keeps it (no payment intent: the cards took it). */
function refundAudited(refund: StaffRefund) {
  return {
    refund_id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    payment_intent: refund.paymentIntentId,
  };
}

/** The order as staff see it after their change. */
async function orderAfterChange(
  app: Pick<FastifyInstance, 'database'>,
  id: number,
): Promise<AdminOrderDetail> {
  const detail = await findAdminOrder(app.database.db, id);
  if (!detail) throw AppError.notFound({ key: 'admin.errors.notFound.order', values: { id } });
  return detail;
}

/**
 * Moves an order as staff ask, through the orders domain (transitions, refund, stock, mails);
 * this module adds the audit log entries, in the same transaction.
 */
export async function changeOrderStatus(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  input: AdminOrderInput,
): Promise<AdminOrderDetail> {
  await changeOrderByStaff(
    { pool: app.database.pool, jobs: app.jobs, payments, log: app.log },
    {
      orderId: id,
      actorUserId,
      status: input.status,
      trackingNumber: input.tracking_number?.trim() || null,
    },
    async ({ db }, change) => {
      if (change.kind === 'tracking') {
        await recordAudit(db, {
          actorUserId,
          action: 'updated',
          entity: 'order',
          entityId: id,
          before: { tracking_number: change.before },
          after: { tracking_number: change.after },
        });
        return;
      }
      const { refund } = change;
      if (refund) {
        await recordAudit(db, {
          actorUserId,
          action: 'refunded',
          entity: 'order',
          entityId: id,
          before: null,
          after: refundAudited(refund),
        });
      }
      await recordAudit(db, {
        actorUserId,
        action: 'status_changed',
        entity: 'order',
        entityId: id,
        before: { status: change.from, tracking_number: change.trackingBefore },
        after: { status: change.to, tracking_number: change.trackingAfter },
      });
    },
  );
  return orderAfterChange(app, id);
}

/**
 * Refunds units of an order's lines as staff ask (POST /orders/{id}/refunds/), through the
 * orders domain (provider, records, stock); the audit log entry is written in the same
 * transaction. `requestKey` is the admin's Idempotency-Key: a retried click refunds once.
 */
export async function refundOrderLinesByStaff(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  input: AdminRefundInput,
  requestKey: string | null,
): Promise<AdminOrderDetail> {
  await refundOrderLines(
    { pool: app.database.pool, jobs: app.jobs, payments, log: app.log },
    {
      orderId: id,
      actorUserId,
      items: input.items,
      reason: input.reason,
      restock: input.restock,
      requestKey,
    },
    async ({ db }, change) => {
      await recordAudit(db, {
        actorUserId,
        action: 'refunded',
        entity: 'order',
        entityId: id,
        before: null,
        after: {
          ...refundAudited(change.refund),
          gift_card_amount: change.giftCardAmount,
          lines: change.lines.map((line) => ({
            order_item_id: line.orderItemId,
            quantity: line.quantity,
            amount: line.amount,
          })),
          reason: change.reason,
          restock: change.restock,
        },
      });
    },
  );
  return orderAfterChange(app, id);
}
