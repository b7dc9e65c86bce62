import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_ORDER_TRANSITIONS,
  moneyFromCents,
  moneyToApi,
  parseMoney,
  ORDER_STATUSES,
  type AdminListQuery,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderInput,
  type OrderStatus,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { orderItems, orderStatusHistory, orders, products, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isProviderUnavailable, type Payments } from '../../payments/stripe.js';
import {
  mailLanguage,
  type OrderCancelledData,
  type OrderShippedData,
} from '../../mail/templates.js';
import { PRODUCT_RESTOCKED_QUEUE } from '../../plugins/jobs.js';
import { recordAudit, type Queryable } from './audit.js';
import {
  containing,
  filterIds,
  filterNumber,
  filterText,
  orderOf,
  pageOf,
  type Page,
} from './list.js';
import { isOrderable } from './products.js';
import { transactionWithJobs } from './transaction.js';

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
    throw AppError.validation({ [`filter.${key}`]: ['Expected a date like 2026-11-22.'] });
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
      throw AppError.validation({ 'filter.status': ['No such status.'] });
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

export async function findAdminOrder(db: Queryable, id: number): Promise<AdminOrderDetail | null> {
  const [row] = await db
    .select({ order: orders, items: itemsCount, username: users.username })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const order = row.order;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
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
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      personalization: line.personalization,
    })),
    history: history.map((entry) => ({
      id: entry.id,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      reason: entry.reason,
      actor_email: entry.actorEmail,
      created_at: entry.createdAt.toISOString(),
    })),
    allowed_statuses: [...ADMIN_ORDER_TRANSITIONS[order.status]],
  };
}

/**
 * The units of a cancelled order go back on the shelf (made-to-order products have none).
 * Only the stock changes: whether a product is switched on is staff's decision, and a product
 * they switched off stays off. Returns the products this makes orderable again (switched on,
 * not archived, and at 0 before), whose back-in-stock subscribers are then told.
 */
async function releaseStock(db: Queryable, orderId: number): Promise<number[]> {
  const lines = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  const restocked: number[] = [];
  for (const line of lines) {
    if (line.productId === null || line.quantity <= 0) continue;
    const [product] = await db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        // Back on sale only when a checkout had switched it off by selling out.
        isAvailable: sql`case when ${products.soldOutAt} is not null then true else ${products.isAvailable} end`,
        availability: sql`case when ${products.soldOutAt} is not null and ${products.availability} = 'out_of_stock' then 'in_stock'::product_availability else ${products.availability} end`,
        soldOutAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)))
      .returning({
        isAvailable: products.isAvailable,
        archivedAt: products.archivedAt,
        stock: products.stock,
      });
    if (!product) continue;
    const stockBefore = (product.stock ?? 0) - line.quantity;
    if (stockBefore <= 0 && isOrderable(product)) restocked.push(line.productId);
  }
  return restocked;
}

/** Effects a status change has once it is committed: the customer's mail. */
type OrderMail =
  | { template: 'order-shipped'; data: OrderShippedData }
  | { template: 'order-cancelled'; data: OrderCancelledData };

/**
 * Moves an order along: processing -> shipped (with an optional tracking number) ->
 * delivered; pending or processing -> cancelled, refunded in full through the payment
 * provider when it was paid. The refund is asked for before anything is written, with an
 * idempotency key per order, so a retried cancel never refunds twice; when the provider
 * cannot be reached nothing changes and the answer says so.
 */
export async function changeOrderStatus(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'mail' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  input: AdminOrderInput,
): Promise<AdminOrderDetail> {
  const db = app.database.db;
  const committed = await transactionWithJobs(app, async (tx, queueJob) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw AppError.notFound(`No order with the id ${id}.`);
    const before = await findAdminOrder(tx, id);
    const trackingNumber = input.tracking_number?.trim() || null;
    if (input.status === order.status) {
      // Only a shipped order's tracking number may change without a new status.
      if (order.status !== 'shipped' || trackingNumber === order.trackingNumber) {
        throw new AppError('conflict', `The order is ${order.status} already.`);
      }
      await tx
        .update(orders)
        .set({ trackingNumber, updatedAt: new Date() })
        .where(eq(orders.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: 'updated',
        entity: 'order',
        entityId: id,
        before: { tracking_number: order.trackingNumber },
        after: { tracking_number: trackingNumber },
      });
      return null;
    }
    if (!ADMIN_ORDER_TRANSITIONS[order.status].includes(input.status)) {
      throw new AppError('conflict', `A ${order.status} order cannot be marked ${input.status}.`, {
        status: [
          `Allowed from ${order.status}: ${ADMIN_ORDER_TRANSITIONS[order.status].join(', ') || 'nothing'}.`,
        ],
      });
    }
    if (trackingNumber && input.status !== 'shipped') {
      throw AppError.validation({ tracking_number: ['A tracking number goes with shipped only.'] });
    }

    let reason = '';
    let refunded: string | null = null;
    if (input.status === 'cancelled' && order.paidAt) {
      if (!order.paymentIntentId) {
        throw new AppError('conflict', 'This paid order has no payment reference to refund.');
      }
      const total = parseMoney(order.totalAmount);
      let refund;
      try {
        refund = await payments.createRefund(
          {
            payment_intent: order.paymentIntentId,
            amount: total,
            reason: 'requested_by_customer',
            metadata: { order_id: String(id) },
          },
          `admin-cancel-refund-order-${id}`,
        );
      } catch (error) {
        if (isProviderUnavailable(error)) {
          throw new AppError(
            'service_unavailable',
            'The payment provider could not be reached; the order was not cancelled. Try again in a moment.',
          );
        }
        const message = error instanceof Error ? error.message : 'The refund was refused.';
        throw new AppError('conflict', `The refund was refused: ${message}`);
      }
      refunded = moneyToApi(moneyFromCents(refund.amount));
      reason = `Cancelled by staff; refunded EUR ${refunded} (refund ${refund.id}).`;
      await recordAudit(tx, {
        actorUserId,
        action: 'refunded',
        entity: 'order',
        entityId: id,
        before: null,
        after: {
          refund_id: refund.id,
          amount: refunded,
          currency: refund.currency,
          status: refund.status,
          payment_intent: order.paymentIntentId,
        },
      });
    } else if (input.status === 'cancelled') {
      reason = 'Cancelled by staff before payment.';
    } else if (input.status === 'shipped') {
      reason = trackingNumber ? `Shipped; tracking number ${trackingNumber}.` : 'Shipped.';
    } else if (input.status === 'delivered') {
      reason = 'Delivered.';
    }

    await tx
      .update(orders)
      .set({
        status: input.status,
        ...(input.status === 'shipped' ? { trackingNumber } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, id));
    if (input.status === 'cancelled') {
      for (const productId of await releaseStock(tx, id)) {
        await queueJob(PRODUCT_RESTOCKED_QUEUE, { product_id: productId });
      }
    }
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      fromStatus: order.status,
      toStatus: input.status,
      reason,
      actorUserId,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'status_changed',
      entity: 'order',
      entityId: id,
      before: { status: before?.status, tracking_number: before?.tracking_number },
      after: {
        status: input.status,
        tracking_number: input.status === 'shipped' ? trackingNumber : order.trackingNumber,
      },
    });
    const mail: OrderMail | null =
      input.status === 'shipped'
        ? { template: 'order-shipped', data: { orderId: id, trackingNumber } }
        : input.status === 'cancelled'
          ? { template: 'order-cancelled', data: { orderId: id, refunded } }
          : null;
    return mail && { mail, to: order.email, language: mailLanguage(order.language) };
  });
  if (committed) {
    const { mail, to, language } = committed;
    // After the commit, so no mail tells of a change that rolled back. The dedupe key makes a
    // status mail once per order; the outbox and its retrying job take it from here.
    try {
      await app.mail.enqueue({ dedupeKey: `${mail.template}:${id}`, language, to, ...mail });
    } catch (error) {
      // The status did change: answer that, and leave the missing mail to the log.
      app.log.error({ err: error, orderId: id, template: mail.template }, 'status mail not queued');
    }
  }
  const detail = await findAdminOrder(db, id);
  if (!detail) throw AppError.notFound(`No order with the id ${id}.`);
  return detail;
}
