import { and, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { contactMessages, mailOutbox } from '../db/schema.js';

/**
 * The retention periods (ADR 0035): a daily job (./jobs.ts) removes mails that left the outbox (sent,
 * stored without SMTP, or failed for good) and contact messages once they are older than
 * RETENTION_MAIL_DAYS and RETENTION_CONTACT_DAYS. Queued mails wait for their delivery.
 * Orders are accounting records and are not purged here.
 */

export interface Purged {
  mails: number;
  contactMessages: number;
}

const olderThanDays = (column: AnyPgColumn, days: number) =>
  lt(column, sql`now() - make_interval(days => ${days}::int)`);

export async function purgeExpiredData(
  db: Database,
  retention: Config['retention'],
): Promise<Purged> {
  const mails = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'stored', 'failed']),
        olderThanDays(mailOutbox.createdAt, retention.mailDays),
      ),
    )
    .returning({ id: mailOutbox.id });
  const messages = await db
    .delete(contactMessages)
    .where(olderThanDays(contactMessages.createdAt, retention.contactDays))
    .returning({ id: contactMessages.id });
  return { mails: mails.length, contactMessages: messages.length };
}
