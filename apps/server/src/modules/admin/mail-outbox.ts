import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MAIL_STATUSES,
  type AdminListQuery,
  type AdminMail,
  type AdminMailDetail,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { DELIVER_MAIL_QUEUE } from '../../plugins/jobs.js';
import { auditedChange, type Queryable } from './audit.js';
import { idAndSearchFilters, filterText, listPage, type Page } from './list.js';

type MailRow = typeof mailOutbox.$inferSelect;

/** The list leaves out the bodies: they are read one mail at a time. */
const summaryColumns = {
  id: mailOutbox.id,
  template: mailOutbox.template,
  language: mailOutbox.language,
  toAddress: mailOutbox.toAddress,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

function toMail(
  row: Omit<
    MailRow,
    'html' | 'text' | 'dedupeKey' | 'providerMessageId' | 'secrets' | 'attachments'
  >,
): AdminMail {
  return {
    id: row.id,
    template: row.template,
    language: row.language,
    to_address: row.toAddress,
    reply_to: row.replyTo,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** Newest first; filters status (failed ones are what staff look for), template and q. */
export async function listMails(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminMail[]; total: number }> {
  const filters = idAndSearchFilters(query, mailOutbox.id, [
    mailOutbox.toAddress,
    mailOutbox.subject,
  ]);
  const status = filterText(query.filter, 'status');
  if (status) {
    if (!(MAIL_STATUSES as readonly string[]).includes(status)) {
      throw AppError.validation({
        'filter.status': [
          { key: 'admin.errors.useOneOf', values: { values: MAIL_STATUSES.join(', ') } },
        ],
      });
    }
    filters.push(eq(mailOutbox.status, status));
  }
  const template = filterText(query.filter, 'template');
  if (template) filters.push(eq(mailOutbox.template, template));
  const { page, rows, total } = await listPage(db, query, {
    rows: db.select(summaryColumns).from(mailOutbox).$dynamic(),
    countFrom: mailOutbox,
    where: and(...filters),
    sortable: {
      id: mailOutbox.id,
      created_at: mailOutbox.createdAt,
      sent_at: mailOutbox.sentAt,
      status: mailOutbox.status,
      template: mailOutbox.template,
      to_address: mailOutbox.toAddress,
      attempts: mailOutbox.attempts,
    },
    fallback: [desc(mailOutbox.id)],
  });
  return { page, rows: rows.map(toMail), total };
}

export async function findMail(db: Queryable, id: number): Promise<AdminMailDetail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ? { ...toMail(row), html: row.html, text: row.text } : null;
}

/**
 * Gives a mail that failed for good a fresh round of delivery attempts: back to queued with its
 * attempts reset, and a new delivery job queued in the same transaction. Only failed mails:
 * a queued one is still being tried, and a sent or stored one must not reach the customer twice.
 */
export async function resendMail(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
): Promise<AdminMailDetail> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx, queueJob }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'resent',
      entity: 'mail',
      entityId: id,
      lock: mailOutbox,
      read: () => findMail(tx, id),
      notFound: { key: 'admin.errors.notFound.mail', values: { id } },
      recorded: (mail) => ({ status: mail.status, attempts: mail.attempts }),
      change: async (before) => {
        if (before.status !== 'failed') {
          throw new AppError('conflict', {
            key: 'admin.errors.onlyFailedMailResend',
            values: { status: before.status },
          });
        }
        await tx
          .update(mailOutbox)
          .set({ status: 'queued', attempts: 0 })
          .where(eq(mailOutbox.id, id));
        await queueJob(DELIVER_MAIL_QUEUE, { mail_id: id });
      },
    }),
  );
}
