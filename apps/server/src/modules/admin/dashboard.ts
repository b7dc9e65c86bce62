import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@shop/contracts';
import type { Database } from '../../db/client.js';

/**
 * The shop's figures at a glance. "Today" is the calendar day in Brussels, where the shop
 * is; revenue counts paid orders (paid_at set) that were not refunded by a cancellation.
 */
export async function dashboardFigures(db: Database): Promise<AdminDashboard> {
  const result = await db.execute<{
    orders_to_ship: number;
    orders_today: number;
    revenue_today: string;
    revenue_last_7_days: string;
    revenue_last_30_days: string;
    products_out_of_stock: number;
  }>(sql`
    with bounds as (
      select date_trunc('day', now() at time zone 'Europe/Brussels') at time zone 'Europe/Brussels' as today
    )
    select
      (select count(*) from orders where status = 'processing') as orders_to_ship,
      (select count(*) from orders, bounds where created_at >= bounds.today) as orders_today,
      (select coalesce(sum(total_amount), 0)::numeric(12, 2)::text from orders, bounds
        where paid_at >= bounds.today and status <> 'cancelled') as revenue_today,
      (select coalesce(sum(total_amount), 0)::numeric(12, 2)::text from orders
        where paid_at >= now() - interval '7 days' and status <> 'cancelled') as revenue_last_7_days,
      (select coalesce(sum(total_amount), 0)::numeric(12, 2)::text from orders
        where paid_at >= now() - interval '30 days' and status <> 'cancelled') as revenue_last_30_days,
      (select count(*) from products where archived_at is null and (stock = 0 or availability = 'out_of_stock')) as products_out_of_stock
  `);
  const row = result.rows[0];
  if (!row) throw new Error('The dashboard query returned no row.');
  return {
    orders_to_ship: Number(row.orders_to_ship),
    orders_today: Number(row.orders_today),
    revenue_today: row.revenue_today,
    revenue_last_7_days: row.revenue_last_7_days,
    revenue_last_30_days: row.revenue_last_30_days,
    products_out_of_stock: Number(row.products_out_of_stock),
  };
}
