import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema, adminTodaySchema, type AdminToday, parseMoney } from '@shop/contracts';
import {
  contactMessages,
  mailOutbox,
  orderItems,
  orderRefundItems,
  orderRefunds,
  orders,
  products,
  withdrawalItems,
  withdrawals,
} from '../../db/schema.js';
import { createTestApp, injectAs, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newCustomer, newProduct } from '../../test/checkout.js';

/** The day's work on the dashboard (issue 19): GET /api/admin/dashboard/today/. */

let shop: TestApp;
let admin: string;
let customerToken: string;
let customerId: number;

beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  admin = await signInAsDemoAdmin(shop);
  const customer = await newCustomer(shop);
  customerToken = customer.access;
  customerId = customer.id;
});
afterAll(() => shop.close());

function call(token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  return injectAs(shop, token, method, url, payload);
}

async function today(): Promise<AdminToday> {
  const response = await call(admin, 'GET', '/api/admin/dashboard/today/');
  expect(response.statusCode).toBe(200);
  return adminTodaySchema.parse(response.json());
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

async function paidOrder(paidHoursAgo: number, status: 'processing' | 'pending' | 'shipped') {
  const [order] = await shop.database.db
    .insert(orders)
    .values({
      userId: customerId,
      status,
      totalAmount: parseMoney('49.90'),
      email: 'jan@example.be',
      paidAt: status === 'pending' ? null : hoursAgo(paidHoursAgo),
      shippingName: 'Jan Peeters',
      shippingCountry: 'BE',
    })
    .returning({ id: orders.id });
  await shop.database.db.insert(orderItems).values([
    {
      orderId: order!.id,
      productName: 'Engraved cutting board',
      unitPrice: parseMoney('29.90'),
      quantity: 1,
      personalization: `Voor Mia ${order!.id}`,
    },
    { orderId: order!.id, productName: 'Gift wrap', unitPrice: parseMoney('20.00'), quantity: 2 },
  ]);
  return order!.id;
}

describe('the day’s work', () => {
  it('lists paid orders to ship oldest first with their personalisation texts, and shipping one takes it off', async () => {
    const newer = await paidOrder(1, 'processing');
    const older = await paidOrder(30, 'processing');
    const pending = await paidOrder(0, 'pending');
    const shipped = await paidOrder(50, 'shipped');

    const work = await today();
    const ids = work.orders_to_ship.entries.map((order) => order.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(shipped);
    expect(work.orders_to_ship.total).toBeGreaterThanOrEqual(2);
    const oldest = work.orders_to_ship.entries.find((order) => order.id === older)!;
    expect(oldest).toMatchObject({ email: 'jan@example.be', total_amount: '49.90' });
    expect(oldest.items).toEqual([
      expect.objectContaining({
        product_name: 'Engraved cutting board',
        quantity: 1,
        personalization: `Voor Mia ${older}`,
      }),
      expect.objectContaining({ product_name: 'Gift wrap', quantity: 2, personalization: '' }),
    ]);

    // The dashboard's "shipped" button uses the order's status transition.
    const ship = await call(admin, 'PUT', `/api/admin/orders/${older}/`, {
      status: 'shipped',
      tracking_number: '3SGFT0099',
    });
    expect(ship.statusCode).toBe(200);
    const after = await today();
    expect(after.orders_to_ship.entries.map((order) => order.id)).not.toContain(older);
    expect(after.orders_to_ship.total).toBe(work.orders_to_ship.total - 1);
  });

  it('lists mails that failed and contact messages nobody handled', async () => {
    const db = shop.database.db;
    const [failed, sent] = await db
      .insert(mailOutbox)
      .values(
        (['failed', 'sent'] as const).map((status) => ({
          dedupeKey: `today-test-${status}-${Date.now()}`,
          template: 'order-shipped',
          toAddress: `${status}@example.be`,
          subject: 'Your order has shipped',
          html: '<p>Shipped</p>',
          text: 'Shipped',
          status,
          lastError: status === 'failed' ? 'connect ECONNREFUSED' : null,
        })),
      )
      .returning({ id: mailOutbox.id });
    const [open, handled] = await db
      .insert(contactMessages)
      .values([
        {
          firstName: 'Ann',
          lastName: 'Peeters',
          email: 'ann@example.be',
          subject: 'A date?',
          message: 'Can you engrave a date?',
        },
        {
          firstName: 'Bo',
          lastName: 'Janssens',
          email: 'bo@example.be',
          subject: 'Thanks',
          message: 'Thank you!',
          handledAt: new Date(),
        },
      ])
      .returning({ id: contactMessages.id });

    const work = await today();
    expect(work.failed_mails.entries).toContainEqual(
      expect.objectContaining({
        id: failed!.id,
        to_address: 'failed@example.be',
        last_error: 'connect ECONNREFUSED',
      }),
    );
    expect(work.failed_mails.entries.map((mail) => mail.id)).not.toContain(sent!.id);
    expect(work.unhandled_messages.entries).toContainEqual(
      expect.objectContaining({ id: open!.id, first_name: 'Ann', subject: 'A date?' }),
    );
    expect(work.unhandled_messages.entries.map((message) => message.id)).not.toContain(handled!.id);
  });

  it('lists products out of stock or at or below their own threshold, sold out first', async () => {
    const low = await newProduct(shop, { stock: 3 });
    const soldOut = await newProduct(shop, { stock: 0 });
    const plenty = await newProduct(shop, { stock: 40 });
    const madeToOrder = await newProduct(shop, { stock: null });
    const archivedLow = await newProduct(shop, { stock: 1 });
    await shop.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archivedLow));

    const work = await today();
    const ids = work.stock_alerts.entries.map((product) => product.id);
    expect(ids).toContain(low);
    expect(ids).toContain(soldOut);
    expect(ids).not.toContain(plenty);
    expect(ids).not.toContain(madeToOrder);
    expect(ids).not.toContain(archivedLow);
    expect(ids.indexOf(soldOut)).toBeLessThan(ids.indexOf(low));
    expect(work.stock_alerts.entries.find((product) => product.id === low)).toMatchObject({
      stock: 3,
      low_stock_threshold: 5,
      out_of_stock: false,
    });

    // Staff lower the product's own threshold below its stock: it is no longer low.
    const current = adminProductSchema.parse(
      (await call(admin, 'GET', `/api/admin/products/${low}/`)).json(),
    );
    expect(current.low_stock_threshold).toBe(5);
    const {
      id: _id,
      slug,
      main_image: _main,
      images: _images,
      archived: _archived,
      archived_at: _at,
      created_at: _c,
      updated_at: _u,
      ...fields
    } = current;
    const payload = { ...fields, slug, images: [], low_stock_threshold: 2 };
    const saved = await call(admin, 'PUT', `/api/admin/products/${low}/`, payload);
    expect(saved.statusCode).toBe(200);
    expect(adminProductSchema.parse(saved.json()).low_stock_threshold).toBe(2);
    expect((await today()).stock_alerts.entries.map((product) => product.id)).not.toContain(low);

    const negative = await call(admin, 'PUT', `/api/admin/products/${low}/`, {
      ...payload,
      low_stock_threshold: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toHaveProperty('low_stock_threshold');
  });

  it('lists withdrawals whose refund is owed, nearest deadline first, with the days left', async () => {
    const db = shop.database.db;
    /** A withdrawal of the order's unpersonalised line (2 × 20.00), due in `dueInDays`. */
    async function withdrawal(dueInDays: number) {
      const orderId = await paidOrder(200, 'shipped');
      const [item] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id)
        .offset(1);
      const [row] = await db
        .insert(withdrawals)
        .values({
          orderId,
          userId: customerId,
          withdrawnAt: hoursAgo(24 * (14 - dueInDays)),
          refundDueAt: new Date(Date.now() + dueInDays * 86_400_000 - 3_600_000),
        })
        .returning({ id: withdrawals.id });
      await db.insert(withdrawalItems).values({
        withdrawalId: row!.id,
        orderItemId: item!.id,
        quantity: 2,
      });
      return { id: row!.id, orderId, itemId: item!.id };
    }
    const later = await withdrawal(10);
    const overdue = await withdrawal(-2);
    const refunded = await withdrawal(5);
    // The refunded one: both units given back after the withdrawal.
    const [refund] = await db
      .insert(orderRefunds)
      .values({
        orderId: refunded.orderId,
        providerRefundId: `re_today_${refunded.id}`,
        amountCents: 4000,
      })
      .returning({ id: orderRefunds.id });
    await db.insert(orderRefundItems).values({
      refundId: refund!.id,
      orderItemId: refunded.itemId,
      quantity: 2,
      amountCents: 4000,
    });

    const { withdrawals_to_refund: list } = await today();
    const ids = list.entries.map((entry) => entry.id);
    expect(ids).toEqual([overdue.id, later.id]);
    expect(list.total).toBe(2);
    const [first, second] = list.entries;
    expect(first).toMatchObject({ order_id: overdue.orderId, days_left: -2, amount: '40.00' });
    expect(first!.items).toEqual([
      { id: overdue.itemId, product_name: 'Gift wrap', quantity: 2, refunded_quantity: 0 },
    ]);
    expect(second).toMatchObject({ order_id: later.orderId, days_left: 10, refunded: false });
  });

  it('is for the shop’s administrators only', async () => {
    expect((await call(null, 'GET', '/api/admin/dashboard/today/')).statusCode).toBe(401);
    expect((await call(customerToken, 'GET', '/api/admin/dashboard/today/')).statusCode).toBe(403);
  });
});
