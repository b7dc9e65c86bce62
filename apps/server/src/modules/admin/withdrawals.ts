import type { AdminListQuery, AdminWithdrawal } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { listStaffWithdrawals } from '../../orders/index.js';
import { filterIds, filterNumber, orderOf, pageOf, type Page } from './list.js';

/** Withdrawals, newest first (the refund deadlines to watch); filters order_id, user_id. */
export async function listAdminWithdrawals(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminWithdrawal[]; total: number }> {
  const page = pageOf(query);
  const { rows, total } = await listStaffWithdrawals(
    db,
    {
      ids: filterIds(query.filter),
      orderId: filterNumber(query.filter, 'order_id'),
      userId: filterNumber(query.filter, 'user_id'),
    },
    (columns, fallback) => orderOf(query, columns, fallback),
    page,
  );
  return { page, rows, total };
}
