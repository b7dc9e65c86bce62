import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { purgeExpiredData } from './retention.js';

/** ADR 0035: mails and contact messages leave after their retention period, nothing sooner. */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ env: { RETENTION_MAIL_DAYS: '30', RETENTION_CONTACT_DAYS: '90' } });
});
afterAll(() => shop.close());

async function mail(key: string, status: string, ageDays: number) {
  await shop.database.pool.query(
    `insert into mail_outbox (dedupe_key, template, to_address, subject, html, text, status, created_at)
     values ($1, 'welcome', 'someone@example.be', 'Hello', '<p>Hello</p>', 'Hello', $2,
             now() - make_interval(days => $3))`,
    [key, status, ageDays],
  );
}

async function message(subject: string, ageDays: number) {
  await shop.database.pool.query(
    `insert into contact_messages (first_name, last_name, email, subject, message, created_at)
     values ('Ada', 'Peeters', 'ada@example.be', $1, 'Hello', now() - make_interval(days => $2))`,
    [subject, ageDays],
  );
}

async function left(sql: string): Promise<string[]> {
  const { rows } = await shop.database.pool.query<{ key: string }>(sql);
  return rows.map((row) => row.key).sort();
}

describe('the daily retention purge', () => {
  it('removes delivered mails and messages past their period and keeps the rest', async () => {
    await mail('old-sent', 'sent', 31);
    await mail('old-stored', 'stored', 40);
    await mail('old-failed', 'failed', 31);
    await mail('old-queued', 'queued', 45);
    await mail('recent-sent', 'sent', 29);
    await message('old question', 91);
    await message('recent question', 89);

    const purged = await purgeExpiredData(shop.database.db, shop.config.retention);

    expect(purged).toEqual({ mails: 3, contactMessages: 1 });
    expect(await left('select dedupe_key as key from mail_outbox')).toEqual([
      'old-queued',
      'recent-sent',
    ]);
    expect(await left('select subject as key from contact_messages')).toEqual(['recent question']);
    // Running again finds nothing more.
    expect(await purgeExpiredData(shop.database.db, shop.config.retention)).toEqual({
      mails: 0,
      contactMessages: 0,
    });
  });

  it('has its pg-boss queue, one run at a time across instances', async () => {
    await shop.app.jobs.ready();
    const { rows } = await shop.database.pool.query<{ name: string; policy: string }>(
      `select name, policy from pgboss.queue where name = 'purge-expired-data'`,
    );
    expect(rows).toEqual([{ name: 'purge-expired-data', policy: 'singleton' }]);
  });
});
