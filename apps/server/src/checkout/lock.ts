import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { drizzleOn } from '../db/client.js';

const CHECKOUT_LOCK = 'checkout-customer';

/**
 * Runs `work` while holding the customer's checkout lock: a PostgreSQL advisory lock on one
 * connection, so starts of one customer's checkout run one after the other on every instance
 * sharing the database, while other customers' checkouts go on. The lock is held across the
 * call to the payment provider but no row stays locked meanwhile; the connection's end (a
 * crash) releases it.
 */
export async function withCustomerCheckoutLock<T>(
  pool: pg.Pool,
  userId: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const db = drizzleOn(client);
  let reusable = true;
  try {
    await db.execute(sql`select pg_advisory_lock(hashtext(${CHECKOUT_LOCK}), ${userId})`);
    try {
      return await work(client);
    } finally {
      try {
        await db.execute(sql`select pg_advisory_unlock(hashtext(${CHECKOUT_LOCK}), ${userId})`);
      } catch {
        // A connection that may still hold the lock must never serve another request.
        reusable = false;
      }
    }
  } finally {
    client.release(!reusable);
  }
}
