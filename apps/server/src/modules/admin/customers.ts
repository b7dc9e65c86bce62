import { and, count, desc, eq, asc } from 'drizzle-orm';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerInput,
  AdminListQuery,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { recordAudit, type Queryable } from './audit.js';
import { idAndSearchFilters, filterBoolean, orderOf, pageOf, type Page } from './list.js';

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  language: users.language,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  createdAt: users.createdAt,
  orderCount: count(orders.id),
};

type CustomerRow = {
  id: number;
  username: string;
  email: string;
  phoneNumber: string;
  language: string;
  isStaff: boolean;
  isSuperuser: boolean;
  createdAt: Date;
  orderCount: number;
};

function toCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone_number: row.phoneNumber,
    language: row.language,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    order_count: row.orderCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAdminCustomers(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminCustomer[]; total: number }> {
  const page = pageOf(query);
  const filters = idAndSearchFilters(query, users.id, [
    users.username,
    users.email,
    users.phoneNumber,
  ]);
  const isStaff = filterBoolean(query.filter, 'is_staff');
  if (isStaff !== undefined) filters.push(eq(users.isStaff, isStaff));
  const where = and(...filters);
  const rows = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(where)
    .groupBy(users.id)
    .orderBy(
      ...orderOf(
        query,
        {
          id: users.id,
          username: users.username,
          email: users.email,
          created_at: users.createdAt,
          is_staff: users.isStaff,
        },
        [asc(users.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { page, rows: rows.map(toCustomer), total: totals?.total ?? 0 };
}

async function findCustomer(db: Queryable, id: number): Promise<AdminCustomer | null> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(eq(users.id, id))
    .groupBy(users.id);
  return row ? toCustomer(row) : null;
}

export async function findAdminCustomer(
  db: Database,
  id: number,
): Promise<AdminCustomerDetail | null> {
  const customer = await findCustomer(db, id);
  if (!customer) return null;
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return {
    ...customer,
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      total_amount: row.totalAmount,
      paid_at: row.paidAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Makes or unmakes staff. Nobody changes their own rights: an admin cannot lock themself out. */
export async function updateAdminCustomer(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  input: AdminCustomerInput,
): Promise<AdminCustomerDetail> {
  if (id === actorUserId) {
    throw new AppError('permission_denied', { key: 'admin.errors.ownStaffRights' });
  }
  await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) => {
    const before = await findCustomer(tx, id);
    if (!before) throw AppError.notFound({ key: 'admin.errors.notFound.customer', values: { id } });
    await tx
      .update(users)
      .set({ isStaff: input.is_staff, isSuperuser: input.is_superuser, updatedAt: new Date() })
      .where(eq(users.id, id));
    const after = await findCustomer(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'updated',
      entity: 'user',
      entityId: id,
      before: { is_staff: before.is_staff, is_superuser: before.is_superuser },
      after: { is_staff: after?.is_staff, is_superuser: after?.is_superuser },
    });
  });
  const detail = await findAdminCustomer(app.database.db, id);
  if (!detail) throw AppError.notFound({ key: 'admin.errors.notFound.customer', values: { id } });
  return detail;
}
