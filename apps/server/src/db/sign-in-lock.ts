import { sql } from 'drizzle-orm';
import type { DatabaseTransaction } from './transaction.js';

/**
 * Holds the user's sign-in lock until the transaction ends. Renewing a refresh token, ending
 * sign-ins and erasing an account all take it first: an ending's update cannot see a token
 * that a renewal running at the same moment is adding, and that token would keep the sign-in
 * alive (accounts, data-rights).
 */
export async function lockSignIns(tx: DatabaseTransaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sign-ins'), ${userId})`);
}
