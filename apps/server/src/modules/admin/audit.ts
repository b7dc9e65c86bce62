import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminAuditEntry, AdminListQuery } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { adminAuditLog, users } from '../../db/schema.js';
import { AppError, type ErrorText } from '../../errors.js';
import { filterNumber, filterText, orderOf, pageOf, type Page } from './list.js';

/** A transaction handle or the database itself. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AuditChange {
  actorUserId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Written in the same transaction as the change itself, so neither exists without the other. */
export async function recordAudit(db: Queryable, change: AuditChange): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: change.actorUserId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A table whose rows an audited change locks by their `id`. */
type LockableTable = PgTable & { id: AnyPgColumn };

export interface AuditedChange<Row> extends Omit<AuditChange, 'entityId' | 'before' | 'after'> {
  entityId: number;
  /** Locks the row first (select ... for update), so two staff changes follow each other. */
  lock?: LockableTable;
  /** The row as staff see it, read before and after the change. */
  read: () => Promise<Row | null>;
  notFound: ErrorText;
  /** Makes the change; answers false when there is nothing to change (nothing is recorded). */
  change: (before: Row) => Promise<boolean | void>;
  /** The change deletes the row: it is recorded with nothing after. */
  deletes?: boolean;
  /** What of the row the audit entry keeps; the whole row by default. */
  recorded?: (row: Row) => unknown;
}

/**
 * One audited staff change to one row, in the caller's transaction: lock the row, read it
 * before, change it, read it after and record both. Answers the row after (before, for a
 * deletion or when nothing changed); 404 with `notFound` when there is no such row.
 */
export async function auditedChange<Row>(tx: Queryable, change: AuditedChange<Row>): Promise<Row> {
  if (change.lock) {
    const table = change.lock;
    const locked = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, change.entityId))
      .for('update');
    if (locked.length === 0) throw AppError.notFound(change.notFound);
  }
  const before = await change.read();
  if (!before) throw AppError.notFound(change.notFound);
  if ((await change.change(before)) === false) return before;
  const after = change.deletes ? null : await change.read();
  if (!change.deletes && !after) throw new Error(`The changed ${change.entity} vanished.`);
  const recorded = change.recorded ?? ((row: Row) => row);
  await recordAudit(tx, {
    actorUserId: change.actorUserId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: recorded(before),
    after: after === null ? null : recorded(after),
  });
  return after ?? before;
}

const auditColumns = {
  id: adminAuditLog.id,
  actorUserId: adminAuditLog.actorUserId,
  actorEmail: users.email,
  action: adminAuditLog.action,
  entity: adminAuditLog.entity,
  entityId: adminAuditLog.entityId,
  before: adminAuditLog.before,
  after: adminAuditLog.after,
  createdAt: adminAuditLog.createdAt,
};

function toEntry(row: {
  id: number;
  actorUserId: number | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}): AdminAuditEntry {
  return {
    id: row.id,
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAudit(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminAuditEntry[]; total: number }> {
  const page = pageOf(query);
  const filters: SQL[] = [];
  const entity = filterText(query.filter, 'entity');
  if (entity) filters.push(eq(adminAuditLog.entity, entity));
  const entityId = filterText(query.filter, 'entity_id');
  if (entityId) filters.push(eq(adminAuditLog.entityId, entityId));
  const action = filterText(query.filter, 'action');
  if (action) filters.push(eq(adminAuditLog.action, action));
  const actor = filterNumber(query.filter, 'actor_user_id');
  if (actor !== undefined) filters.push(eq(adminAuditLog.actorUserId, actor));
  const where = filters.length ? and(...filters) : undefined;

  const rows = await db
    .select(auditColumns)
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
    .where(where)
    .orderBy(
      ...orderOf(
        query,
        {
          id: adminAuditLog.id,
          created_at: adminAuditLog.createdAt,
          entity: adminAuditLog.entity,
          action: adminAuditLog.action,
        },
        [sql`${adminAuditLog.id} desc`],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  return { page, rows: rows.map(toEntry), total: totals?.total ?? 0 };
}

export async function findAuditEntry(db: Database, id: number): Promise<AdminAuditEntry | null> {
  const [row] = await db
    .select(auditColumns)
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
    .where(eq(adminAuditLog.id, id));
  return row ? toEntry(row) : null;
}
