import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from './schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { inTransaction } from './transaction.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop?.close();
});

const context = () => ({ pool: shop.database.pool, jobs: shop.app.jobs });
const QUEUE = 'product-restocked';

async function jobsFor(marker: string): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    `select count(*) as count from pgboss.job where name = $1 and data->>'marker' = $2`,
    [QUEUE, marker],
  );
  return rows[0]!.count;
}

async function messagesFrom(email: string): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    'select count(*) as count from contact_messages where email = $1',
    [email],
  );
  return rows[0]!.count;
}

const message = (email: string) => ({
  firstName: 'Ann',
  lastName: 'Peeters',
  email,
  subject: 'Hello',
  message: 'Hi there',
});

describe('inTransaction', () => {
  it('commits the rows and the queued job together', async () => {
    await inTransaction(context(), async (tx) => {
      await tx.db.insert(contactMessages).values(message('commit@example.com'));
      await tx.queueJob(QUEUE, { marker: 'commit' });
    });
    expect(await messagesFrom('commit@example.com')).toBe(1);
    expect(await jobsFor('commit')).toBe(1);
  });

  it('leaves neither the rows nor the job when the work fails', async () => {
    await expect(
      inTransaction(context(), async (tx) => {
        await tx.db.insert(contactMessages).values(message('rollback@example.com'));
        await tx.client.query('select 1');
        await tx.queueJob(QUEUE, { marker: 'rollback' });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await messagesFrom('rollback@example.com')).toBe(0);
    expect(await jobsFor('rollback')).toBe(0);
  });

  it('runs on a connection the caller holds and leaves it with the caller', async () => {
    const held = await shop.database.pool.connect();
    try {
      const backend = await inTransaction(
        context(),
        async (tx) =>
          (await tx.client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
        { on: held },
      );
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(rows[0]!.pid).toBe(backend);
    } finally {
      held.release();
    }
  });
});
