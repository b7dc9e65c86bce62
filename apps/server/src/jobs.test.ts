import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

// Where workers run, every job's queue, policy, retries and schedule are as each area names them.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ runJobs: true });
});
afterAll(() => shop.close());

it('creates each queue with its policy and retries, and schedules the timed ones', async () => {
  await shop.app.jobs.ready();
  const queues = await shop.database.pool.query(
    `select name, policy, retry_limit, retry_backoff from pgboss.queue where name not like '\\_\\_pgboss%' order by name`,
  );
  expect(queues.rows).toEqual([
    { name: 'delete-photo-files', policy: 'standard', retry_limit: 10, retry_backoff: true },
    { name: 'deliver-mail', policy: 'standard', retry_limit: 10, retry_backoff: true },
    { name: 'product-restocked', policy: 'standard', retry_limit: 10, retry_backoff: true },
    { name: 'purge-expired-data', policy: 'singleton', retry_limit: null, retry_backoff: null },
    { name: 'reconcile-payments', policy: 'singleton', retry_limit: null, retry_backoff: null },
    { name: 'send-gift-cards', policy: 'singleton', retry_limit: null, retry_backoff: null },
    { name: 'send-order-confirmation', policy: 'standard', retry_limit: 10, retry_backoff: true },
  ]);
  const [mailQueue] = (
    await shop.database.pool.query<{ retry_delay: number }>(
      `select retry_delay from pgboss.queue where name = 'deliver-mail'`,
    )
  ).rows;
  expect(mailQueue?.retry_delay).toBe(shop.config.mail.retryDelaySeconds);
  const schedules = await shop.database.pool.query(
    `select name, cron from pgboss.schedule order by name`,
  );
  expect(schedules.rows).toEqual([
    { name: 'purge-expired-data', cron: '17 3 * * *' },
    { name: 'reconcile-payments', cron: '* * * * *' },
    { name: 'send-gift-cards', cron: '* * * * *' },
  ]);
});
