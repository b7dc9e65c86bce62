import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry, AdminListQuery } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { adminAuditLog, users } from '../../db/schema.js';
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
