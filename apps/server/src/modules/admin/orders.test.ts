import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEntrySchema, adminOrderDetailSchema, adminOrderSchema } from '@shop/contracts';
import { orderRefundItems, orderRefunds, orders } from '../../db/schema.js';
import { injectAs, type TestApp } from '../../test/app.js';
import { cancelAsStaff, createShopWithStaff } from '../../test/admin.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  stockOf,
  waitFor,
  type Customer,
} from '../../test/checkout.js';

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

/** The customer's mail about an order, as the outbox keeps it. */
async function mailOf(template: string, orderId: number) {
  const { rows } = await shop.database.pool.query<{
    language: string;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    status: string;
  }>(
    `select language, to_address, subject, text, html, status from mail_outbox where dedupe_key = $1`,
    [`${template}:${orderId}`],
  );
  return rows;
}

/** product-restocked jobs queued for a product (the API tests run no workers, so they stay). */
async function restockJobs(productId: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ total: number }>(
    `select count(*)::int as total from pgboss.job
      where name = 'product-restocked' and data->>'product_id' = $1`,
    [String(productId)],
  );
  return rows[0]!.total;
}

/** Staff switch a product on or off in the panel: the whole product form saved again. */
async function switchAvailability(productId: number, isAvailable: boolean): Promise<void> {
  const current = (
    await injectAs(shop, admin, 'GET', `/api/admin/products/${productId}/`)
  ).json() as {
    price: string;
  };
  const saved = await injectAs(shop, admin, 'PUT', `/api/admin/products/${productId}/`, {
    ...current,
    price: Number(current.price),
    is_available: isAvailable,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A customer's order for two engraved boards, paid by card on the sandbox's hosted page. */
async function paidOrder(
  options: { language?: string; stock?: number } = {},
): Promise<{ id: number; customer: Customer; productId: number }> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, {
    name: 'Engraved board',
    price: '25.00',
    stock: options.stock ?? 6,
  });
  await addToCart(shop, customer, productId, 2, 'Ada & Jules');
  const session = await checkout(shop, customer, options.language ?? 'en');
  await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
  const order = await waitFor(
    () => orderOfSession(shop, session.session_id),
    (row) => row?.status === 'processing',
    'the payment to reach the order',
  );
  return { id: order!.id, customer, productId };
}

describe('orders in the admin', () => {
  it("counts each order's own units in the list (not the same number for every order)", async () => {
    // An order of two lines first, so order ids and line ids no longer run alike.
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '5.00', stock: 9 }), 1);
    await addToCart(shop, customer, await newProduct(shop, { price: '6.00', stock: 9 }), 3);
    const session = await checkout(shop, customer, 'en');
    await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
    const first = await waitFor(
      () => orderOfSession(shop, session.session_id),
      (row) => row?.status === 'processing',
      'the payment to reach the order',
    );
    const second = await paidOrder();
    const listed = adminOrderSchema
      .array()
      .parse(
        (
          await injectAs(
            shop,
            admin,
            'GET',
            `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ id: [first!.id, second.id] }))}`,
          )
        ).json(),
      );
    expect(Object.fromEntries(listed.map((row) => [row.id, row.items_count]))).toEqual({
      [first!.id]: 4,
      [second.id]: 2,
    });
  });

  it('lists and searches orders and shows the workshop what to make', async () => {
    const { id, customer } = await paidOrder();
    const byNumber = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ q: `#${id}` }))}`,
    );
    expect(
      adminOrderSchema
        .array()
        .parse(byNumber.json())
        .map((row) => row.id),
    ).toEqual([id]);
    // The list counts the order's own units: two boards (every order once showed the same).
    expect(adminOrderSchema.array().parse(byNumber.json())[0]!.items_count).toBe(2);
    const byEmail = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ q: customer.email, status: 'processing' }))}`,
    );
    expect(
      adminOrderSchema
        .array()
        .parse(byEmail.json())
        .map((row) => row.id),
    ).toEqual([id]);

    const detail = adminOrderDetailSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/orders/${id}/`)).json(),
    );
    expect(detail).toMatchObject({
      status: 'processing',
      total_amount: '50.00',
      items_count: 2,
      items: [{ product_name: 'Engraved board', quantity: 2, personalization: 'Ada & Jules' }],
      allowed_statuses: ['shipped', 'cancelled'],
    });
    expect(detail.payment_intent_id).toMatch(/^pi_/);
    expect(detail.shipping_address?.city).toBeTruthy();
  });

  it('ships with a tracking number, then delivers; refuses every other move', async () => {
    const { id, customer } = await paidOrder();
    const early = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'delivered',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      detail: 'A processing order cannot be marked delivered.',
    });

    const shipped = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'shipped',
      tracking_number: '3SABC1234567',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking_number: '3SABC1234567' });

    // The customer sees it in their orders.
    const mine = await shop.app.inject({
      url: '/api/checkout/orders/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(JSON.stringify(mine.json())).toContain('"status":"shipped"');

    for (const status of ['cancelled', 'pending', 'processing']) {
      const refused = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, { status });
      expect(refused.statusCode, status).toBe(409);
    }
    const delivered = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'delivered',
    });
    expect(delivered.json()).toMatchObject({ status: 'delivered', allowed_statuses: [] });
    const again = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(409);
    const history = adminOrderDetailSchema.parse(delivered.json()).history;
    expect(history.slice(-2).map((entry) => [entry.to_status, entry.actor_email])).toEqual([
      ['shipped', 'admin@example.com'],
      ['delivered', 'admin@example.com'],
    ]);
  });

  it('cancels a paid order with a full refund in the sandbox, puts the stock back and records it', async () => {
    const { id, productId } = await paidOrder();
    const stockBefore = await stockOf(shop, productId);
    const cancelled = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = adminOrderDetailSchema.parse(cancelled.json());
    expect(detail.status).toBe('cancelled');
    const cancelling = detail.history.find((entry) => entry.to_status === 'cancelled')!;
    expect(cancelling.actor_email).toBe('admin@example.com');
    expect(cancelling.reason).toMatch(/^Cancelled by staff; refunded €50\.00 \(refund re_\w+\)\.$/);
    expect(await stockOf(shop, productId)).toBe((stockBefore ?? 0) + 2);

    const audit = adminAuditEntrySchema
      .array()
      .parse(
        (
          await injectAs(
            shop,
            admin,
            'GET',
            `/api/admin/audit-log/?filter=${encodeURIComponent(JSON.stringify({ entity: 'order', entity_id: String(id), action: 'refunded' }))}`,
          )
        ).json(),
      );
    expect(audit).toHaveLength(1);
    const refund = audit[0]!.after as { refund_id: string; amount: string; status: string };
    expect(refund).toMatchObject({ amount: '50.00', status: 'succeeded' });

    // The refund is on record with every unit of every line, the ground of its credit note.
    const records = await shop.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, id));
    expect(records).toMatchObject([
      { providerRefundId: refund.refund_id, amountCents: 5000, actorUserId: expect.any(Number) },
    ]);
    const refundedLines = await shop.database.db
      .select({ quantity: orderRefundItems.quantity, amountCents: orderRefundItems.amountCents })
      .from(orderRefundItems)
      .where(eq(orderRefundItems.refundId, records[0]!.id));
    expect(refundedLines).toEqual([{ quantity: 2, amountCents: 5000 }]);

    // The sandbox holds the refund: the charge cannot be refunded a second time.
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    await expect(
      shop.payments.createRefund({ payment_intent: order!.paymentIntentId! }, 'second-try'),
    ).rejects.toThrow(/already been refunded/);
    // And its charge.refunded webhook reaches the shop.
    await waitFor(
      async () =>
        adminOrderDetailSchema.parse(
          (await injectAs(shop, admin, 'GET', `/api/admin/orders/${id}/`)).json(),
        ),
      (current) => current.history.some((entry) => entry.reason.startsWith('Refunded in full')),
      'the charge.refunded webhook',
    );
  });

  it('cancels an unpaid pending order without a refund', async () => {
    const customer = await newCustomer(shop);
    const productId = await newProduct(shop, { name: 'Card', price: '4.00', stock: 3 });
    await addToCart(shop, customer, productId, 1);
    const session = await checkout(shop, customer);
    const order = await orderOfSession(shop, session.session_id);
    expect(await stockOf(shop, productId)).toBe(2);
    const cancelled = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${order!.id}/`, {
      status: 'cancelled',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(shop, productId)).toBe(3);
  });

  it("expires a cancelled pending order's open payment page at the provider", async () => {
    const customer = await newCustomer(shop);
    const productId = await newProduct(shop, { name: 'Gift tag', price: '3.00', stock: 3 });
    await addToCart(shop, customer, productId, 1);
    const session = await checkout(shop, customer);
    const order = await orderOfSession(shop, session.session_id);
    expect((await shop.payments.retrieveCheckoutSession(session.session_id)).status).toBe('open');
    await cancelAsStaff(shop, admin, order!.id);
    // The customer can no longer pay an order staff cancelled.
    expect((await shop.payments.retrieveCheckoutSession(session.session_id)).status).toBe(
      'expired',
    );
    expect(await stockOf(shop, productId)).toBe(3);
  });

  it('undoes the cancel when the refund is refused: the order stays paid, its stock sold', async () => {
    const { id, productId } = await paidOrder();
    const stockBefore = await stockOf(shop, productId);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    // Refunded elsewhere (the provider's dashboard) first: the provider refuses a second refund.
    await shop.payments.createRefund({ payment_intent: order!.paymentIntentId! }, 'elsewhere');
    const refused = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'cancelled',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: expect.stringMatching(/^The refund was refused/),
    });
    const detail = adminOrderDetailSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/orders/${id}/`)).json(),
    );
    expect(detail.status).toBe('processing');
    expect(detail.history.some((entry) => entry.to_status === 'cancelled')).toBe(false);
    expect(await stockOf(shop, productId)).toBe(stockBefore);
    expect(await mailOf('order-cancelled', id)).toEqual([]);
  });

  it('mails the customer in their language when the order ships, with the tracking number, once', async () => {
    const { id, customer } = await paidOrder({ language: 'fr' });
    expect(await mailOf('order-shipped', id)).toEqual([]);
    const shipped = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'shipped',
      tracking_number: '3SFR0001234',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await mailOf('order-shipped', id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: 'fr',
      to_address: customer.email,
      subject: `Votre commande n° ${id} a été expédiée`,
      status: 'queued',
    });
    expect(mails[0]!.text).toContain('3SFR0001234');
    expect(mails[0]!.html).toContain('3SFR0001234');

    // A corrected tracking number changes the order, not the mail already on its way.
    const corrected = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'shipped',
      tracking_number: '3SFR0009999',
    });
    expect(corrected.json()).toMatchObject({ tracking_number: '3SFR0009999' });
    expect(await mailOf('order-shipped', id)).toHaveLength(1);
    const delivered = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    expect(await mailOf('order-cancelled', id)).toEqual([]);
  });

  it('mails the customer about a cancelled order with the amount refunded', async () => {
    const { id, customer } = await paidOrder({ language: 'nl' });
    await cancelAsStaff(shop, admin, id);
    const mails = await mailOf('order-cancelled', id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: 'nl',
      to_address: customer.email,
      subject: `Je bestelling #${id} is geannuleerd`,
    });
    expect(mails[0]!.text).toMatch(/50,00/);
    expect(await mailOf('order-shipped', id)).toEqual([]);
  });

  it('refuses a transition without mailing anybody', async () => {
    const { id } = await paidOrder();
    const refused = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${id}/`, {
      status: 'delivered',
    });
    expect(refused.statusCode).toBe(409);
    expect(await mailOf('order-shipped', id)).toEqual([]);
    expect(await mailOf('order-cancelled', id)).toEqual([]);
  });

  it('puts only the stock back on cancel: a product staff switched off stays off', async () => {
    const { id, productId } = await paidOrder({ stock: 2 });
    // The order took the last two: sold out. Staff then switch the product off for good
    // (switched on and off again in the panel: their decision replaces the sell-out).
    expect(await stockOf(shop, productId)).toBe(0);
    await switchAvailability(productId, true);
    await switchAvailability(productId, false);
    await cancelAsStaff(shop, admin, id);
    const { rows } = await shop.database.pool.query<{
      stock: number;
      is_available: boolean;
      availability: string;
    }>('select stock, is_available, availability from products where id = $1', [productId]);
    expect(rows[0]).toEqual({ stock: 2, is_available: false, availability: 'out_of_stock' });
    expect(await restockJobs(productId)).toBe(0);
  });

  it('puts a product the order sold out back on sale on cancel, and tells its subscribers', async () => {
    const { id, productId } = await paidOrder({ stock: 2 });
    const soldOut = await shop.database.pool.query<{ is_available: boolean }>(
      'select is_available from products where id = $1',
      [productId],
    );
    expect(soldOut.rows[0]?.is_available).toBe(false);
    await cancelAsStaff(shop, admin, id);
    const { rows } = await shop.database.pool.query<{
      stock: number;
      is_available: boolean;
      availability: string;
    }>('select stock, is_available, availability from products where id = $1', [productId]);
    expect(rows[0]).toEqual({ stock: 2, is_available: true, availability: 'in_stock' });
    expect(await restockJobs(productId)).toBe(1);
  });

  it('tells back-in-stock subscribers when a cancel makes a switched-on product orderable again', async () => {
    const { id, productId } = await paidOrder({ stock: 2 });
    // Sold out by the order, yet staff keep it switched on: it shows, but nobody can order it.
    await shop.database.pool.query('update products set is_available = true where id = $1', [
      productId,
    ]);
    expect(await restockJobs(productId)).toBe(0);
    await cancelAsStaff(shop, admin, id);
    expect(await stockOf(shop, productId)).toBe(2);
    expect(await restockJobs(productId)).toBe(1);
  });
});
