import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSalesSchema, type AdminSales, parseMoney } from '@shop/contracts';
import { orderItems, orderRefundItems, orderRefunds, orders } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newCustomer, newProduct } from '../../test/checkout.js';

/** The dashboard's sales charts (issue 19): GET /api/admin/dashboard/sales/. */

let shop: TestApp;
let admin: string;
let customerId: number;

beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  admin = await signInAsDemoAdmin(shop);
  customerId = (await newCustomer(shop)).id;
});
afterAll(() => shop.close());

async function sales(query: string): Promise<AdminSales> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard/sales/${query}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminSalesSchema.parse(response.json());
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const brusselsDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date);

async function paidOrder(
  paidAt: Date,
  lines: {
    productId: number;
    name: string;
    unitPrice: string;
    quantity: number;
    vatRate: number;
    /** The line's share of a discount code (ADR 0040). */
    discountAmount?: string;
  }[],
  wrapping: string | null = null,
): Promise<number[]> {
  const [order] = await shop.database.db
    .insert(orders)
    .values({
      userId: customerId,
      status: 'processing',
      totalAmount: parseMoney('0.00'),
      email: 'an@example.be',
      paidAt,
      isGift: wrapping !== null,
      giftWrappingPrice: wrapping === null ? null : parseMoney(wrapping),
      giftWrappingVatRate: wrapping === null ? null : 21,
    })
    .returning({ id: orders.id });
  const items = await shop.database.db
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productName: line.name,
        unitPrice: parseMoney(line.unitPrice),
        quantity: line.quantity,
        vatRate: line.vatRate,
        discountAmount: parseMoney(line.discountAmount ?? '0.00'),
      })),
    )
    .returning({ id: orderItems.id });
  return [order!.id, ...items.map((item) => item.id)];
}

describe('sales per day', () => {
  it('states each day paid less refunded, the VAT apart per rate, and the best sellers', async () => {
    const board = await newProduct(shop, { name: 'Oak board', price: '12.10' });
    const candle = await newProduct(shop, { name: 'Beeswax candle', price: '10.60', vatRate: 6 });
    const boardLine = { productId: board, name: 'Eiken plank', unitPrice: '12.10', vatRate: 21 };
    await paidOrder(new Date(), [
      { ...boardLine, quantity: 2 },
      { productId: candle, name: 'Bougie', unitPrice: '10.60', quantity: 1, vatRate: 6 },
    ]);
    // Three days ago, a board wrapped as a gift (the wrapping is sold too, at 21 %).
    const [earlierOrder, earlierLine] = await paidOrder(
      daysAgo(3),
      [{ ...boardLine, quantity: 1 }],
      '3.50',
    );
    // Long ago: outside both periods.
    await paidOrder(daysAgo(120), [{ ...boardLine, quantity: 9 }]);
    // Today, the earlier order's board is refunded.
    const [refund] = await shop.database.db
      .insert(orderRefunds)
      .values({ orderId: earlierOrder!, providerRefundId: 're_sales_1', amountCents: 1210 })
      .returning({ id: orderRefunds.id });
    await shop.database.db
      .insert(orderRefundItems)
      .values({ refundId: refund!.id, orderItemId: earlierLine!, quantity: 1, amountCents: 1210 });

    const month = await sales('?days=30');
    expect(month.days).toBe(30);
    expect(month.per_day).toHaveLength(30);
    expect(month.per_day.at(-1)!.date).toBe(brusselsDate(new Date()));
    // Today: 2 × 12.10 + 10.60 paid, 12.10 refunded. VAT once per rate: 21 % of a net 12.10
    // is 2.10, 6 % of 10.60 is 0.60.
    expect(month.per_day.at(-1)).toEqual({
      date: brusselsDate(new Date()),
      orders: 1,
      revenue: '22.70',
      vat: '2.70',
      refunded: '12.10',
    });
    expect(month.per_day.find((day) => day.date === brusselsDate(daysAgo(3)))).toEqual({
      date: brusselsDate(daysAgo(3)),
      orders: 1,
      revenue: '15.60',
      vat: '2.71',
      refunded: '0.00',
    });
    expect(month.totals).toEqual({
      orders: 2,
      gift_orders: 1,
      revenue: '38.30',
      vat: '5.41',
      refunded: '12.10',
    });
    // Units refunded do not count as sold; names in the staff's language (English here).
    expect(month.best_sellers).toEqual([
      { product_id: board, name: 'Oak board', quantity: 2, revenue: '24.20' },
      { product_id: candle, name: 'Beeswax candle', quantity: 1, revenue: '10.60' },
    ]);

    const quarter = await sales('?days=90');
    expect(quarter.per_day).toHaveLength(90);
    expect(quarter.totals.orders).toBe(2);
  });

  it('counts what the lines were sold for after a discount, as the invoices do', async () => {
    const lamp = await newProduct(shop, { name: 'Lamp', price: '40.00' });
    // Five days ago: two lamps at 40.00 with 10.00 off (a discount code), so 70.00 as invoiced.
    const [order, line] = await paidOrder(daysAgo(5), [
      {
        productId: lamp,
        name: 'Lamp',
        unitPrice: '40.00',
        quantity: 2,
        vatRate: 21,
        discountAmount: '10.00',
      },
    ]);
    const day = async () =>
      (await sales('?days=30')).per_day.find((entry) => entry.date === brusselsDate(daysAgo(5)));
    // VAT of 70.00 at 21 %: 70.00 − 70.00 / 1.21 = 12.15.
    expect(await day()).toEqual({
      date: brusselsDate(daysAgo(5)),
      orders: 1,
      revenue: '70.00',
      vat: '12.15',
      refunded: '0.00',
    });
    // One lamp refunded at what it was sold for (35.00): the best seller keeps the other 35.00.
    const [refund] = await shop.database.db
      .insert(orderRefunds)
      .values({ orderId: order!, providerRefundId: 're_sales_discount', amountCents: 3500 })
      .returning({ id: orderRefunds.id });
    await shop.database.db
      .insert(orderRefundItems)
      .values({ refundId: refund!.id, orderItemId: line!, quantity: 1, amountCents: 3500 });
    const month = await sales('?days=30');
    expect(month.best_sellers.find((seller) => seller.product_id === lamp)).toEqual({
      product_id: lamp,
      name: 'Lamp',
      quantity: 1,
      revenue: '35.00',
    });
  });

  it('refuses a period other than 30 or 90 days with a message, and customers', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/sales/?days=7',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Days are 30 or 90');
    const customer = await newCustomer(shop);
    const forbidden = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/sales/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
