import type { CheckoutContext } from './context.js';
import { settleSession, type Settlement } from './fulfilment.js';
import { inTransaction } from '../db/transaction.js';
import { cancelUnpaidOrder, isOrderOlderThan, pendingOrdersOlderThan } from '../orders/index.js';
import { drizzleOn } from '../db/client.js';

export interface ReconciliationOptions {
  /**
   * Only orders pending for at least this long: younger ones are still being paid and their
   * webhooks are on the way (default one minute).
   */
  minimumAgeMs?: number;
  /** A pending order that never got a session (the process died in between) is given up after this. */
  orphanAfterMs?: number;
}

export interface ReconciliationResult {
  checked: number;
  settled: Partial<Record<Settlement | 'failed' | 'orphan_cancelled', number>>;
}

/**
 * Settles pending orders by asking the provider about their sessions, so a lost webhook loses
 * no order and no stock: paid sessions fulfil, expired ones cancel and release the stock.
 * The scheduled job runs it every minute; it is safe to run anywhere, any number of times.
 */
export async function reconcilePendingOrders(
  context: CheckoutContext,
  { minimumAgeMs = 60_000, orphanAfterMs = 2 * 60 * 60_000 }: ReconciliationOptions = {},
): Promise<ReconciliationResult> {
  const db = drizzleOn(context.pool);
  const rows = await pendingOrdersOlderThan(db, minimumAgeMs / 1000, 500);
  const result: ReconciliationResult = { checked: rows.length, settled: {} };
  const count = (key: keyof ReconciliationResult['settled']) =>
    (result.settled[key] = (result.settled[key] ?? 0) + 1);

  for (const order of rows) {
    if (order.sessionId === null) {
      if (!(await isOrderOlderThan(db, order.id, orphanAfterMs / 1000))) continue;
      const cancelled = await inTransaction(context, (tx) =>
        cancelUnpaidOrder(context, tx, order.id, {
          reason: { code: 'noPaymentSession' },
        }),
      );
      if (cancelled) count('orphan_cancelled');
      continue;
    }
    try {
      count(await settleSession(context, order.sessionId));
    } catch (error) {
      count('failed');
      context.log.warn({ err: error, orderId: order.id }, 'reconciliation could not settle order');
    }
  }
  if (rows.length > 0) context.log.info(result, 'pending orders reconciled');
  return result;
}
