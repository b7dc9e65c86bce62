import { sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import { localisedProductName } from '../db/catalog-rules.js';
import type { AnyDatabase } from '../db/transaction.js';
import { SHOP_ZONE, brusselsToday } from '../db/calendar.js';

/** How many best-selling products the dashboard shows. */
const BEST_SELLERS = 5;

/**
 * The staff's sales reads (issue 25), per Brussels day over the last `days` days: the orders
 * paid each day, what their lines (and gift wrapping) were sold for per VAT rate, what was
 * refunded per rate, and the best sellers (units paid less units refunded). The admin adds
 * them up into its figures.
 */
export async function salesRows(db: AnyDatabase, days: number, language: Language) {
  const start = sql`(${brusselsToday} - make_interval(days => ${days - 1}))::timestamp at time zone ${SHOP_ZONE}`;
  const brusselsDay = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${SHOP_ZONE}, 'YYYY-MM-DD')`;

  const [paidOrders, paidLines, refundedLines, sellers] = await Promise.all([
    db.execute<{ day: string; orders: number; gift_orders: number }>(sql`
      select ${brusselsDay('orders.paid_at')} as day, count(*)::int as orders,
             count(*) filter (where orders.is_gift)::int as gift_orders
      from orders where orders.paid_at >= ${start}
      group by 1`),
    db.execute<{ day: string; vat_rate: number; cents: number }>(sql`
      select ${brusselsDay('sold.paid_at')} as day, sold.vat_rate,
             sum(sold.unit_price_cents::bigint * sold.quantity - sold.discount_cents)::bigint as cents
      from (
        -- What each line was sold for: after its share of a discount (ADR 0040), as invoiced.
        select orders.paid_at, order_items.vat_rate, order_items.unit_price_cents,
               order_items.quantity, order_items.discount_cents
        from orders join order_items on order_items.order_id = orders.id
        where orders.paid_at >= ${start}
        union all
        -- Gift wrapping is sold too, at its own rate (ADR 0037), never discounted.
        select orders.paid_at, orders.gift_wrapping_vat_rate, orders.gift_wrapping_price_cents, 1, 0
        from orders
        where orders.paid_at >= ${start} and orders.gift_wrapping_price_cents is not null
      ) as sold
      group by 1, 2`),
    db.execute<{ day: string; vat_rate: number; cents: number }>(sql`
      select ${brusselsDay('order_refunds.created_at')} as day, order_items.vat_rate,
             sum(order_refund_items.amount_cents)::bigint as cents
      from order_refunds
      join order_refund_items on order_refund_items.refund_id = order_refunds.id
      join order_items on order_items.id = order_refund_items.order_item_id
      where order_refunds.created_at >= ${start}
      group by 1, 2`),
    db.execute<{ product_id: number | null; name: string; quantity: number; cents: number }>(sql`
      with sold as (
        select order_items.product_id, order_items.product_name,
               order_items.quantity - coalesce(refunded.units, 0) as units,
               -- The line as sold (after its discount) less what was refunded of it.
               order_items.unit_price_cents::bigint * order_items.quantity
                 - order_items.discount_cents
                 - coalesce(refunded.cents, 0) as cents
        from orders join order_items on order_items.order_id = orders.id
        left join lateral (
          select sum(order_refund_items.quantity) as units,
                 sum(order_refund_items.amount_cents) as cents
          from order_refund_items where order_refund_items.order_item_id = order_items.id
        ) as refunded on true
        where orders.paid_at >= ${start}
      )
      select sold.product_id,
             coalesce(${localisedProductName(language)}, min(sold.product_name)) as name,
             sum(sold.units)::int as quantity,
             sum(sold.cents)::bigint as cents
      from sold left join products on products.id = sold.product_id
      group by sold.product_id, products.id
      having sum(sold.units) > 0
      order by quantity desc, cents desc, name
      limit ${BEST_SELLERS}`),
  ]);

  return { paidOrders, paidLines, refundedLines, sellers };
}
