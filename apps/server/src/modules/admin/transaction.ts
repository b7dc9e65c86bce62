import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';

/** Queues a background job inside the open transaction: it exists exactly when the change commits. */
export type QueueJob = (queue: string, data: object) => Promise<void>;

export type AdminTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A Drizzle transaction on one pooled connection that pg-boss can queue jobs on too, so an
 * admin change and the job it calls for (a restock notice, a mail's new delivery) commit or
 * roll back together: no notice for a change that never happened, none lost for one that did.
 */
export async function transactionWithJobs<T>(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  work: (tx: AdminTransaction, queueJob: QueueJob) => Promise<T>,
): Promise<T> {
  // pg-boss needs pool connections to start; start it before this one holds row locks.
  await app.jobs.ready();
  const client = await app.database.pool.connect();
  try {
    const db = drizzle(client, { schema });
    return await db.transaction((tx) =>
      work(tx, async (queue, data) => {
        await app.jobs.send(queue, data, { client });
      }),
    );
  } finally {
    client.release();
  }
}
