import { sql } from 'drizzle-orm';
import {
  moneyFromCents,
  moneyToApi,
  signedCentsToApi,
  vatIncluded,
  type AdminSales,
  type Language,
  type Money,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { salesRows } from '../../orders/index.js';
import { brusselsToday } from '../../db/calendar.js';

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
  const [calendar, { paidOrders, paidLines, refundedLines, sellers }] = await Promise.all([
    db.execute<{ day: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day
      from generate_series(
        ${brusselsToday}::timestamp - make_interval(days => ${days - 1}),
        ${brusselsToday}::timestamp,
        interval '1 day') as day
      order by day`),
    salesRows(db, days, language),
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
      revenue: signedCentsToApi(entry.revenue),
      vat: signedCentsToApi(entry.vat),
      refunded: moneyToApi(entry.refunded as Money),
    })),
    totals: {
      orders: total((entry) => entry.orders),
      gift_orders: paidOrders.rows.reduce((sum, row) => sum + Number(row.gift_orders), 0),
      revenue: signedCentsToApi(total((entry) => entry.revenue)),
      vat: signedCentsToApi(total((entry) => entry.vat)),
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
