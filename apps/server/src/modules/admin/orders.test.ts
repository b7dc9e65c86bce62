import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEntrySchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  loginResponseSchema,
} from '@shop/contracts';
import { orders } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
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
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'admin@example.com', password: 'Admin12345' },
  });
  admin = loginResponseSchema.parse(response.json()).access;
});
afterAll(() => shop.close());

function asAdmin(method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
}

/** A customer's order for two engraved boards, paid by card on the sandbox's hosted page. */
async function paidOrder(): Promise<{ id: number; customer: Customer; productId: number }> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, { name: 'Engraved board', price: '25.00', stock: 6 });
  await addToCart(shop, customer, productId, 2, 'Ada & Jules');
  const session = await checkout(shop, customer);
  await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
  const order = await waitFor(
    () => orderOfSession(shop, session.session_id),
    (row) => row?.status === 'processing',
    'the payment to reach the order',
  );
  return { id: order!.id, customer, productId };
}

describe('orders in the admin', () => {
  it('lists and searches orders and shows the workshop what to make', async () => {
    const { id, customer } = await paidOrder();
    const byNumber = await asAdmin(
      'GET',
      `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ q: `#${id}` }))}`,
    );
    expect(
      adminOrderSchema
        .array()
        .parse(byNumber.json())
        .map((row) => row.id),
    ).toEqual([id]);
    const byEmail = await asAdmin(
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
      (await asAdmin('GET', `/api/admin/orders/${id}/`)).json(),
    );
    expect(detail).toMatchObject({
      status: 'processing',
      total_amount: '50.00',
      items: [{ product_name: 'Engraved board', quantity: 2, personalization: 'Ada & Jules' }],
      allowed_statuses: ['shipped', 'cancelled'],
    });
    expect(detail.payment_intent_id).toMatch(/^pi_/);
    expect(detail.shipping_address?.city).toBeTruthy();
  });

  it('ships with a tracking number, then delivers; refuses every other move', async () => {
    const { id, customer } = await paidOrder();
    const early = await asAdmin('PUT', `/api/admin/orders/${id}/`, { status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      detail: 'A processing order cannot be marked delivered.',
    });

    const shipped = await asAdmin('PUT', `/api/admin/orders/${id}/`, {
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
      const refused = await asAdmin('PUT', `/api/admin/orders/${id}/`, { status });
      expect(refused.statusCode, status).toBe(409);
    }
    const delivered = await asAdmin('PUT', `/api/admin/orders/${id}/`, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'delivered', allowed_statuses: [] });
    const again = await asAdmin('PUT', `/api/admin/orders/${id}/`, { status: 'cancelled' });
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
    const cancelled = await asAdmin('PUT', `/api/admin/orders/${id}/`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = adminOrderDetailSchema.parse(cancelled.json());
    expect(detail.status).toBe('cancelled');
    const cancelling = detail.history.find((entry) => entry.to_status === 'cancelled')!;
    expect(cancelling.actor_email).toBe('admin@example.com');
    expect(cancelling.reason).toMatch(
      /^Cancelled by staff; refunded EUR 50\.00 \(refund re_\w+\)\.$/,
    );
    expect(await stockOf(shop, productId)).toBe((stockBefore ?? 0) + 2);

    const audit = adminAuditEntrySchema
      .array()
      .parse(
        (
          await asAdmin(
            'GET',
            `/api/admin/audit-log/?filter=${encodeURIComponent(JSON.stringify({ entity: 'order', entity_id: String(id), action: 'refunded' }))}`,
          )
        ).json(),
      );
    expect(audit).toHaveLength(1);
    const refund = audit[0]!.after as { refund_id: string; amount: string; status: string };
    expect(refund).toMatchObject({ amount: '50.00', status: 'succeeded' });

    // The sandbox holds the refund: the charge cannot be refunded a second time.
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    await expect(
      shop.payments.createRefund({ payment_intent: order!.paymentIntentId! }, 'second-try'),
    ).rejects.toThrow(/already been refunded/);
    // And its charge.refunded webhook reaches the shop.
    await waitFor(
      async () =>
        adminOrderDetailSchema.parse((await asAdmin('GET', `/api/admin/orders/${id}/`)).json()),
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
    const cancelled = await asAdmin('PUT', `/api/admin/orders/${order!.id}/`, {
      status: 'cancelled',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(shop, productId)).toBe(3);
  });
});
