import { and, asc, count, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AdminToday } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { contactMessages, mailOutbox, products } from '../../db/schema.js';
import { ordersToShip, staffWithdrawalsToRefund } from '../../orders/index.js';

/** How many entries each of the day's lists shows; the totals say how many there are. */
export const TODAY_LIST_LIMIT = 25;

async function failedMails(db: Database): Promise<AdminToday['failed_mails']> {
  const failed = eq(mailOutbox.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(failed)
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(TODAY_LIST_LIMIT),
    db.select({ total: count() }).from(mailOutbox).where(failed),
  ]);
  return {
    total: total?.total ?? 0,
    entries: rows.map((mail) => ({
      id: mail.id,
      to_address: mail.toAddress,
      subject: mail.subject,
      template: mail.template,
      last_error: mail.lastError,
      created_at: mail.createdAt.toISOString(),
    })),
  };
}

async function unhandledMessages(db: Database): Promise<AdminToday['unhandled_messages']> {
  const unhandled = isNull(contactMessages.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(unhandled)
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(TODAY_LIST_LIMIT),
    db.select({ total: count() }).from(contactMessages).where(unhandled),
  ]);
  return {
    total: total?.total ?? 0,
    entries: rows.map((message) => ({
      id: message.id,
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      subject: message.subject,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

async function stockAlerts(db: Database): Promise<AdminToday['stock_alerts']> {
  const outOfStock = or(eq(products.stock, 0), eq(products.availability, 'out_of_stock'));
  const alerting = and(
    isNull(products.archivedAt),
    or(
      outOfStock,
      // Made-to-order products (stock null) never run low.
      and(isNotNull(products.stock), lte(products.stock, products.lowStockThreshold)),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        lowStockThreshold: products.lowStockThreshold,
        outOfStock: sql<boolean>`coalesce(${outOfStock}, false)`,
      })
      .from(products)
      .where(alerting)
      // Sold out first, then the fewest units left.
      .orderBy(sql`coalesce(${outOfStock}, false) desc`, asc(products.stock), asc(products.id))
      .limit(TODAY_LIST_LIMIT),
    db.select({ total: count() }).from(products).where(alerting),
  ]);
  return {
    total: total?.total ?? 0,
    entries: rows.map((product) => ({
      id: product.id,
      name: product.name,
      stock: product.stock,
      low_stock_threshold: product.lowStockThreshold,
      out_of_stock: product.outOfStock,
    })),
  };
}

/**
 * The day's work for the dashboard: orders to make and ship, withdrawals waiting for their
 * refund (nearest deadline first), failed mails, unanswered
 * contact messages and products out of or low on stock, each oldest (or most urgent) first.
 */
export async function todaysWork(db: Database): Promise<AdminToday> {
  const [toShip, toRefund, mails, messages, stock] = await Promise.all([
    ordersToShip(db, TODAY_LIST_LIMIT),
    staffWithdrawalsToRefund(db, TODAY_LIST_LIMIT),
    failedMails(db),
    unhandledMessages(db),
    stockAlerts(db),
  ]);
  return {
    orders_to_ship: toShip,
    withdrawals_to_refund: toRefund,
    failed_mails: mails,
    unhandled_messages: messages,
    stock_alerts: stock,
  };
}
