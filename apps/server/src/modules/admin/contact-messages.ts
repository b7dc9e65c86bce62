import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminContactMessage, AdminListQuery } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { auditedChange, type Queryable } from './audit.js';
import { idAndSearchFilters, filterBoolean, listPage, type Page } from './list.js';

const messageColumns = {
  message: contactMessages,
  handledByEmail: users.email,
};

function toMessage(row: {
  message: typeof contactMessages.$inferSelect;
  handledByEmail: string | null;
}): AdminContactMessage {
  const { message } = row;
  return {
    id: message.id,
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    language: message.language,
    handled: message.handledAt !== null,
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by: message.handledBy,
    handled_by_email: row.handledByEmail,
    created_at: message.createdAt.toISOString(),
  };
}

/** Newest first; `q` looks in the sender's name and address, the subject and the message. */
export async function listContactMessages(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminContactMessage[]; total: number }> {
  const filters = idAndSearchFilters(query, contactMessages.id, [
    contactMessages.firstName,
    contactMessages.lastName,
    contactMessages.email,
    contactMessages.subject,
    contactMessages.message,
  ]);
  const handled = filterBoolean(query.filter, 'handled');
  if (handled === true) filters.push(isNotNull(contactMessages.handledAt));
  if (handled === false) filters.push(isNull(contactMessages.handledAt));
  const { page, rows, total } = await listPage(db, query, {
    rows: db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .$dynamic(),
    countFrom: contactMessages,
    where: and(...filters),
    sortable: {
      id: contactMessages.id,
      created_at: contactMessages.createdAt,
      email: contactMessages.email,
      subject: contactMessages.subject,
      handled_at: contactMessages.handledAt,
    },
    fallback: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  });
  return { page, rows: rows.map(toMessage), total };
}

export async function findContactMessage(
  db: Queryable,
  id: number,
): Promise<AdminContactMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ? toMessage(row) : null;
}

/**
 * Marks a message handled by the acting admin (or unhandled again). Marking it handled twice
 * keeps the first admin and time: that is when the customer's question was dealt with.
 */
export async function markContactMessage(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  handled: boolean,
): Promise<AdminContactMessage> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: handled ? 'marked_handled' : 'marked_unhandled',
      entity: 'contact_message',
      entityId: id,
      lock: contactMessages,
      read: () => findContactMessage(tx, id),
      notFound: { key: 'admin.errors.notFound.contactMessage', values: { id } },
      recorded: (message) => ({ handled_at: message.handled_at, handled_by: message.handled_by }),
      change: async (before) => {
        if (handled === (before.handled_at !== null)) return false;
        await tx
          .update(contactMessages)
          .set(
            handled
              ? { handledAt: new Date(), handledBy: actorUserId }
              : { handledAt: null, handledBy: null },
          )
          .where(eq(contactMessages.id, id));
      },
    }),
  );
}
