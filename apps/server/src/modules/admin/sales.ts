import { sql } from 'drizzle-orm';
import {
  moneyFromCents,
  moneyToApi,
  vatIncluded,
  type AdminSales,
  type Language,
  type Money,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { localisedProductName } from '../../db/catalog-rules.js';

/** How many best-selling products the dashboard shows. */
const BEST_SELLERS = 5;

/** "-12.50" for a negative amount (the money type's API form is for amounts of zero or more). */
function signedMoney(cents: number): string {
  const text = moneyToApi(moneyFromCents(Math.abs(cents)));
  return cents < 0 ? `-${text}` : text;
}

/** The VAT in a VAT-inclusive amount that may be negative (a day with more refunded than sold). */
function vatIn(cents: number, rate: number): number {
  const vat = vatIncluded(moneyFromCents(Math.abs(cents)), rate).vat;
  return cents < 0 ? -vat : vat;
}

/**
 * Sales per Brussels day over the last `days` days, today included: orders paid each day,
 * what their lines were sold for (after discounts, as invoiced) less what was refunded that day, and the VAT in it, taken once per day and
 * rate from the lines' rates as sold. Best sellers count units paid less units refunded.
 */
export async function salesFigures(
  db: Database,
  days: number,
  language: Language,
): Promise<AdminSales> {
  const start = sql`(date_trunc('day', now() at time zone 'Europe/Brussels') - make_interval(days => ${days - 1})) at time zone 'Europe/Brussels'`;
  const brusselsDay = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`);

  const [calendar, paidOrders, paidLines, refundedLines, sellers] = await Promise.all([
    db.execute<{ day: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day
      from generate_series(
        date_trunc('day', now() at time zone 'Europe/Brussels') - make_interval(days => ${days - 1}),
        date_trunc('day', now() at time zone 'Europe/Brussels'),
        interval '1 day') as day
      order by day`),
    db.execute<{ day: string; orders: number; gift_orders: number }>(sql`
      select ${brusselsDay('orders.paid_at')} as day, count(*)::int as orders,
             count(*) filter (where orders.is_gift)::int as gift_orders
      from orders where orders.paid_at >= ${start}
      group by 1`),
    db.execute<{ day: string; vat_rate: number; cents: number }>(sql`
      select ${brusselsDay('sold.paid_at')} as day, sold.vat_rate,
             sum(round(sold.unit_price * 100) * sold.quantity
                 - round(sold.discount_amount * 100))::bigint as cents
      from (
        -- What each line was sold for: after its share of a discount (ADR 0040), as invoiced.
        select orders.paid_at, order_items.vat_rate, order_items.unit_price, order_items.quantity,
               order_items.discount_amount
        from orders join order_items on order_items.order_id = orders.id
        where orders.paid_at >= ${start}
        union all
        -- Gift wrapping is sold too, at its own rate (ADR 0037), never discounted.
        select orders.paid_at, orders.gift_wrapping_vat_rate, orders.gift_wrapping_price, 1, 0
        from orders
        where orders.paid_at >= ${start} and orders.gift_wrapping_price is not null
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
               round(order_items.unit_price * 100)::bigint * order_items.quantity
                 - round(order_items.discount_amount * 100)::bigint
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

  const ordersOn = new Map(paidOrders.rows.map((row) => [row.day, Number(row.orders)]));
  const perDay = calendar.rows.map(({ day }) => {
    const paid = paidLines.rows.filter((row) => row.day === day);
    const refunded = refundedLines.rows.filter((row) => row.day === day);
    let revenue = 0;
    let vat = 0;
    for (const rate of new Set([...paid, ...refunded].map((row) => Number(row.vat_rate)))) {
      const net =
        sumCents(paid.filter((row) => Number(row.vat_rate) === rate)) -
        sumCents(refunded.filter((row) => Number(row.vat_rate) === rate));
      revenue += net;
      vat += vatIn(net, rate);
    }
    return {
      date: day,
      orders: ordersOn.get(day) ?? 0,
      revenue,
      vat,
      refunded: sumCents(refunded),
    };
  });
  const total = (pick: (entry: (typeof perDay)[number]) => number) =>
    perDay.reduce((sum, entry) => sum + pick(entry), 0);

  return {
    days,
    per_day: perDay.map((entry) => ({
      date: entry.date,
      orders: entry.orders,
      revenue: signedMoney(entry.revenue),
      vat: signedMoney(entry.vat),
      refunded: moneyToApi(entry.refunded as Money),
    })),
    totals: {
      orders: total((entry) => entry.orders),
      gift_orders: paidOrders.rows.reduce((sum, row) => sum + Number(row.gift_orders), 0),
      revenue: signedMoney(total((entry) => entry.revenue)),
      vat: signedMoney(total((entry) => entry.vat)),
      refunded: moneyToApi(total((entry) => entry.refunded) as Money),
    },
    best_sellers: sellers.rows.map((row) => ({
      product_id: row.product_id === null ? null : Number(row.product_id),
      name: row.name,
      quantity: Number(row.quantity),
      revenue: moneyToApi(moneyFromCents(Number(row.cents))),
    })),
  };
}

function sumCents(rows: readonly { cents: number | string }[]): number {
  return rows.reduce((sum, row) => sum + Number(row.cents), 0);
}
