import { and, eq, asc } from 'drizzle-orm';
import {
  moneyToApi,
  type AdminErasure,
  type ErasureResult,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerInput,
  type AdminListQuery,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { eraseAccount } from '../../data-rights/index.js';
import { inTransaction, type AnyDatabase } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { orderCountsOf, ordersOfCustomer } from '../../orders/index.js';
import { auditedChange, recordAudit } from './audit.js';
import { idAndSearchFilters, filterBoolean, listPage, type Page } from './list.js';

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  language: users.language,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  createdAt: users.createdAt,
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
};

function toCustomer(row: CustomerRow, orderCount: number): AdminCustomer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone_number: row.phoneNumber,
    language: row.language,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    order_count: orderCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAdminCustomers(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminCustomer[]; total: number }> {
  const filters = idAndSearchFilters(query, users.id, [
    users.username,
    users.email,
    users.phoneNumber,
  ]);
  const isStaff = filterBoolean(query.filter, 'is_staff');
  if (isStaff !== undefined) filters.push(eq(users.isStaff, isStaff));
  const { page, rows, total } = await listPage(db, query, {
    rows: db.select(customerColumns).from(users).$dynamic(),
    countFrom: users,
    where: and(...filters),
    sortable: {
      id: users.id,
      username: users.username,
      email: users.email,
      created_at: users.createdAt,
      is_staff: users.isStaff,
    },
    fallback: [asc(users.id)],
  });
  const orderCounts = await orderCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    page,
    rows: rows.map((row) => toCustomer(row, orderCounts.get(row.id) ?? 0)),
    total,
  };
}

async function findCustomer(db: AnyDatabase, id: number): Promise<AdminCustomer | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  if (!row) return null;
  return toCustomer(row, (await orderCountsOf(db, [id])).get(id) ?? 0);
}

export async function findAdminCustomer(
  db: Database,
  id: number,
): Promise<AdminCustomerDetail | null> {
  const customer = await findCustomer(db, id);
  if (!customer) return null;
  const rows = await ordersOfCustomer(db, id);
  return {
    ...customer,
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      total_amount: moneyToApi(row.totalAmount),
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
  await inTransaction({ pool: app.database.pool, jobs: app.jobs }, ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'updated',
      entity: 'user',
      entityId: id,
      read: () => findCustomer(tx, id),
      notFound: { key: 'admin.errors.notFound.customer', values: { id } },
      change: async () => {
        await tx
          .update(users)
          .set({ isStaff: input.is_staff, isSuperuser: input.is_superuser, updatedAt: new Date() })
          .where(eq(users.id, id));
      },
      recorded: ({ is_staff, is_superuser }) => ({ is_staff, is_superuser }),
    }),
  );
  const detail = await findAdminCustomer(app.database.db, id);
  if (!detail) throw AppError.notFound({ key: 'admin.errors.notFound.customer', values: { id } });
  return detail;
}

/**
 * Erases an account on the customer's request (GDPR art. 17, ADR 0035), as the customer can
 * from My account, with the reason in the audit log. The log keeps no personal data of the
 * erased account: only its id, the reason and what was kept. Staff erase their own account
 * from My account, not here.
 */
export async function eraseAdminCustomer(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  input: AdminErasure,
): Promise<ErasureResult> {
  if (id === actorUserId) {
    throw new AppError('permission_denied', { key: 'admin.errors.eraseOwnAccount' });
  }
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async (tx) => {
    const erasure = await eraseAccount(tx, id);
    const result = { account_deleted: erasure.accountDeleted, orders_kept: erasure.ordersKept };
    await recordAudit(tx.db, {
      actorUserId,
      action: 'erased',
      entity: 'user',
      entityId: id,
      before: null,
      after: { reason: input.reason, ...result },
    });
    return result;
  });
}
