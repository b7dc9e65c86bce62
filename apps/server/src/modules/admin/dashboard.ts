import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { orderFigures } from '../../orders/index.js';

/**
 * The shop's figures at a glance: the orders' (from the order domain: "today" is the calendar
 * day in Brussels, revenue counts paid orders not refunded by a cancellation) and the products
 * out of stock.
 */
export async function dashboardFigures(db: Database): Promise<AdminDashboard> {
  const [figures, stock] = await Promise.all([
    orderFigures(db),
    db.execute<{ products_out_of_stock: number }>(sql`
      select count(*) as products_out_of_stock
      from products where archived_at is null and (stock = 0 or availability = 'out_of_stock')
    `),
  ]);
  const row = stock.rows[0];
  if (!row) throw new Error('The dashboard query returned no row.');
  return {
    orders_to_ship: figures.ordersToShip,
    orders_today: figures.ordersToday,
    revenue_today: figures.revenueToday,
    revenue_last_7_days: figures.revenueLast7Days,
    revenue_last_30_days: figures.revenueLast30Days,
    products_out_of_stock: Number(row.products_out_of_stock),
  };
}
