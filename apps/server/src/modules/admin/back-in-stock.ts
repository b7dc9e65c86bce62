import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  BACK_IN_STOCK_STATES,
  type AdminBackInStockSubscription,
  type AdminListQuery,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { backInStockSubscriptions, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { auditedChange, type Queryable } from './audit.js';
import {
  idAndSearchFilters,
  filterBoolean,
  filterNumber,
  filterText,
  orderOf,
  pageOf,
  type Page,
} from './list.js';

const subscriptionColumns = {
  subscription: backInStockSubscriptions,
  productName: products.name,
};

function toSubscription(row: {
  subscription: typeof backInStockSubscriptions.$inferSelect;
  productName: string;
}): AdminBackInStockSubscription {
  const { subscription } = row;
  return {
    id: subscription.id,
    product_id: subscription.productId,
    product_name: row.productName,
    user_id: subscription.userId,
    email: subscription.email,
    language: subscription.language,
    // Unsubscribing wins: a person who left after the notice no longer waits for anything.
    state: subscription.unsubscribedAt
      ? 'unsubscribed'
      : subscription.notifiedAt
        ? 'notified'
        : 'open',
    notified_at: subscription.notifiedAt?.toISOString() ?? null,
    unsubscribed_at: subscription.unsubscribedAt?.toISOString() ?? null,
    handled: subscription.handledAt !== null,
    handled_at: subscription.handledAt?.toISOString() ?? null,
    created_at: subscription.createdAt.toISOString(),
  };
}

function stateFilter(state: string): SQL | undefined {
  switch (state) {
    case 'open':
      return and(
        isNull(backInStockSubscriptions.notifiedAt),
        isNull(backInStockSubscriptions.unsubscribedAt),
      );
    case 'notified':
      return and(
        isNotNull(backInStockSubscriptions.notifiedAt),
        isNull(backInStockSubscriptions.unsubscribedAt),
      );
    case 'unsubscribed':
      return isNotNull(backInStockSubscriptions.unsubscribedAt);
    default:
      throw AppError.validation({
        'filter.state': [
          { key: 'admin.errors.useOneOf', values: { values: BACK_IN_STOCK_STATES.join(', ') } },
        ],
      });
  }
}

/** Newest first; filters state, handled, product_id and q (e-mail or product name). */
export async function listBackInStockSubscriptions(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminBackInStockSubscription[]; total: number }> {
  const page = pageOf(query);
  const filters = idAndSearchFilters(query, backInStockSubscriptions.id, [
    backInStockSubscriptions.email,
    products.name,
  ]);
  const state = filterText(query.filter, 'state');
  if (state) filters.push(stateFilter(state));
  const handled = filterBoolean(query.filter, 'handled');
  if (handled === true) filters.push(isNotNull(backInStockSubscriptions.handledAt));
  if (handled === false) filters.push(isNull(backInStockSubscriptions.handledAt));
  const productId = filterNumber(query.filter, 'product_id');
  if (productId !== undefined) filters.push(eq(backInStockSubscriptions.productId, productId));
  const where = and(...filters);
  const rows = await db
    .select(subscriptionColumns)
    .from(backInStockSubscriptions)
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(where)
    .orderBy(
      ...orderOf(
        query,
        {
          id: backInStockSubscriptions.id,
          created_at: backInStockSubscriptions.createdAt,
          email: backInStockSubscriptions.email,
          product_name: products.name,
          notified_at: backInStockSubscriptions.notifiedAt,
        },
        [desc(backInStockSubscriptions.createdAt), desc(backInStockSubscriptions.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(backInStockSubscriptions)
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(where);
  return { page, rows: rows.map(toSubscription), total: totals?.total ?? 0 };
}

export async function findBackInStockSubscription(
  db: Queryable,
  id: number,
): Promise<AdminBackInStockSubscription | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(backInStockSubscriptions)
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(eq(backInStockSubscriptions.id, id));
  return row ? toSubscription(row) : null;
}

/** Staff's own bookkeeping: marking handled never notifies, closes or reopens a subscription. */
export async function markBackInStockSubscription(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  handled: boolean,
): Promise<AdminBackInStockSubscription> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: handled ? 'marked_handled' : 'marked_unhandled',
      entity: 'back_in_stock_subscription',
      entityId: id,
      lock: backInStockSubscriptions,
      read: () => findBackInStockSubscription(tx, id),
      notFound: { key: 'admin.errors.notFound.subscription', values: { id } },
      recorded: (subscription) => ({ handled_at: subscription.handled_at }),
      change: async (before) => {
        if (handled === (before.handled_at !== null)) return false;
        await tx
          .update(backInStockSubscriptions)
          .set({ handledAt: handled ? new Date() : null })
          .where(eq(backInStockSubscriptions.id, id));
      },
    }),
  );
}
