import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { JobQueue } from '../plugins/jobs.js';
import type { Database } from './client.js';
import * as schema from './schema.js';

/** Drizzle inside an open transaction. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Drizzle on the pool, on a held connection, or inside an open transaction. */
export type AnyDatabase = Database | DatabaseTransaction;

/**
 * One open transaction, on one connection. Everything done through it, the queries of `db`
 * and of `client`, the jobs of `queueJob` and the mails queued on `client` (the mail outbox
 * takes a client), commits or rolls back together: no mail or job for a change that never
 * happened, none lost for one that did.
 */
export interface Transaction {
  db: DatabaseTransaction;
  /** The same connection, for what Drizzle does not say (advisory locks, pg-boss, the outbox). */
  client: pg.PoolClient;
  queueJob(queue: string, data: object, options?: { singletonKey?: string }): Promise<void>;
}

export interface TransactionContext {
  pool: pg.Pool;
  jobs: JobQueue;
}

/**
 * The shop's one way to run a multi-statement write. Pass `on` to run it on a connection the
 * caller already holds (and keeps holding afterwards), e.g. one that holds an advisory lock.
 */
export async function inTransaction<T>(
  context: TransactionContext,
  work: (tx: Transaction) => Promise<T>,
  { on }: { on?: pg.PoolClient } = {},
): Promise<T> {
  // pg-boss needs pool connections to start; start it before this transaction holds row locks
  // that those connections' queries might wait for.
  await context.jobs.ready();
  const client = on ?? (await context.pool.connect());
  try {
    return await drizzle(client, { schema }).transaction((db) =>
      work({
        db,
        client,
        async queueJob(queue, data, options = {}) {
          await context.jobs.send(queue, data, { ...options, client });
        },
      }),
    );
  } finally {
    if (!on) client.release();
  }
}
