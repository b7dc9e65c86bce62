import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEntrySchema,
  adminOrderDetailSchema,
  adminWithdrawalSchema,
  ordersPageSchema,
} from '@shop/contracts';
import { createShopWithStaff } from '../../test/admin.js';
import type { TestApp } from '../../test/app.js';
import {
  addToCart,
  chooseHomeDelivery,
  newCustomer,
  newProduct,
  payCart,
  statusChanges,
  stockOf,
  waitFor,
  type Customer,
} from '../../test/checkout.js';
import { applyCode, newDiscountCode } from '../../test/codes.js';

/** Staff refunds per line: POST /api/admin/orders/{id}/refunds/, and the cancel after one. */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

interface PaidOrder {
  id: number;
  customer: Customer;
  mugProduct: number;
  /** One engraved board at 25.00 (personalised) and three mugs at 12.35. */
  engraved: number;
  plain: number;
}

async function paidOrder(): Promise<PaidOrder> {
  const customer = await newCustomer(shop);
  const board = await newProduct(shop, { name: 'Engraved board', price: '25.00', stock: 5 });
  const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35', stock: 4 });
  await addToCart(shop, customer, board, 1, 'Ada');
  await addToCart(shop, customer, mug, 3);
  const order = await payCart(shop, customer);
  return {
    id: order.id,
    customer,
    mugProduct: mug,
    engraved: order.lines.find((line) => line.personalization !== '')!.id,
    plain: order.lines.find((line) => line.personalization === '')!.id,
  };
}

function refund(orderId: number, payload: unknown, idempotencyKey?: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds/`,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

async function refundsAtProvider(orderId: number): Promise<number[]> {
  const { rows } = await shop.database.pool.query<{ amount_cents: number }>(
    'select amount_cents from order_refunds where order_id = $1 order by id',
    [orderId],
  );
  return rows.map((row) => row.amount_cents);
}

describe('POST /api/admin/orders/{id}/refunds/', () => {
  it('refunds the price paid for units of a line at the provider, restocks and audits them', async () => {
    const order = await paidOrder();
    const stockBefore = await stockOf(shop, order.mugProduct);
    const response = await refund(order.id, {
      items: [{ id: order.plain, quantity: 2 }],
      reason: 'Withdrawn: two mugs came back.',
      restock: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = adminOrderDetailSchema.parse(response.json());
    expect(detail.items.find((item) => item.id === order.plain)).toMatchObject({
      refunded_quantity: 2,
      refunded_amount: '24.70',
    });
    expect(await refundsAtProvider(order.id)).toEqual([2470]);
    expect(await stockOf(shop, order.mugProduct)).toBe(stockBefore! + 2);

    const audit = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log/?filter=${encodeURIComponent(JSON.stringify({ entity: 'order', entity_id: String(order.id), action: 'refunded' }))}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const entries = adminAuditEntrySchema.array().parse(audit.json());
    expect(entries[0]!.after).toMatchObject({
      amount: '24.70',
      status: 'succeeded',
      reason: 'Withdrawn: two mugs came back.',
      restock: true,
      lines: [{ order_item_id: order.plain, quantity: 2, amount: '24.70' }],
    });

    // The provider's charge.refunded says "in part" with the running total.
    await waitFor(
      () => statusChanges(shop, order.id),
      (rows) => rows.some((row) => /^Refunded in part: €24\.70 in total/.test(row.reason)),
      'the partial charge.refunded webhook',
    );

    // The last unit takes what is left of the line: 37.05 in all, to the cent.
    const last = await refund(order.id, {
      items: [{ id: order.plain, quantity: 1 }],
      reason: 'The third one too.',
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2470, 1235]);
    // Not restocked this time.
    expect(await stockOf(shop, order.mugProduct)).toBe(stockBefore! + 2);
  });

  it('refuses more units than are left unrefunded, per item, and changes nothing', async () => {
    const order = await paidOrder();
    const tooMany = await refund(order.id, {
      items: [{ id: order.plain, quantity: 4 }],
      reason: 'Too many',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      'items.0.quantity': ['At most 3 units of this line can still be refunded.'],
    });
    expect(await refundsAtProvider(order.id)).toEqual([]);

    expect(
      (await refund(order.id, { items: [{ id: order.engraved, quantity: 1 }], reason: 'Defect' }))
        .statusCode,
    ).toBe(200);
    const again = await refund(order.id, {
      items: [{ id: order.engraved, quantity: 1 }],
      reason: 'Defect',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      'items.0.quantity': ['Every unit of this line was refunded already.'],
    });
    const unknown = await refund(order.id, { items: [{ id: 999_999, quantity: 1 }], reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ 'items.0.id': ['This line is not part of the order.'] });
    const noReason = await refund(order.id, {
      items: [{ id: order.plain, quantity: 1 }],
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(await refundsAtProvider(order.id)).toEqual([2500]);
  });

  it('refunds once when the same click is sent again', async () => {
    const order = await paidOrder();
    const payload = { items: [{ id: order.plain, quantity: 1 }], reason: 'Broken handle' };
    const first = await refund(order.id, payload, 'click-0001-refund');
    const second = await refund(order.id, payload, 'click-0001-refund');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([1235]);
  });

  it('is for staff only', async () => {
    const order = await paidOrder();
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      headers: { authorization: `Bearer ${order.customer.access}` },
      payload: { items: [{ id: order.plain, quantity: 1 }], reason: 'Me' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the staff cancel after a partial refund', () => {
  it('refunds only what is left and puts back only units not restocked before', async () => {
    const order = await paidOrder();
    const stockBefore = await stockOf(shop, order.mugProduct);
    await refund(order.id, {
      items: [{ id: order.plain, quantity: 1 }],
      reason: 'One mug broke',
      restock: true,
    });
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 25.00 + 3 x 12.35 = 62.05 paid: 12.35 before, 49.70 now.
    expect(await refundsAtProvider(order.id)).toEqual([1235, 4970]);
    expect(await stockOf(shop, order.mugProduct)).toBe(stockBefore! + 3);
    const detail = adminOrderDetailSchema.parse(cancel.json());
    expect(detail.items.map((item) => item.refunded_quantity)).toEqual([1, 3]);
    await waitFor(
      () => statusChanges(shop, order.id),
      (rows) => rows.some((row) => /^Refunded in full: €62\.05 in total/.test(row.reason)),
      'the whole charge.refunded webhook',
    );
  });
});

describe('withdrawals in the admin', () => {
  it('lists a withdrawal with its deadline, and as refunded once staff refunded it', async () => {
    const order = await paidOrder();
    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${order.customer.access}` },
      payload: { items: [{ id: order.plain, quantity: 2 }] },
    });
    expect(withdrawn.statusCode).toBe(201);
    const list = async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/admin/withdrawals/?filter=${encodeURIComponent(JSON.stringify({ order_id: order.id }))}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.statusCode).toBe(200);
      return adminWithdrawalSchema.array().parse(response.json());
    };
    const [before] = await list();
    expect(before).toMatchObject({
      order_id: order.id,
      customer_email: order.customer.email,
      days_left: 14,
      refunded: false,
      amount: '24.70',
      items: [{ id: order.plain, product_name: 'Plain mug', quantity: 2, refunded_quantity: 0 }],
    });
    await refund(order.id, { items: [{ id: order.plain, quantity: 1 }], reason: 'Withdrawal' });
    expect((await list())[0]).toMatchObject({ refunded: false, days_left: 14 });
    await refund(order.id, { items: [{ id: order.plain, quantity: 1 }], reason: 'Withdrawal' });
    expect((await list())[0]).toMatchObject({
      refunded: true,
      days_left: null,
      items: [expect.objectContaining({ refunded_quantity: 2 })],
    });
    // The order screen shows it too; the third mug may still be withdrawn.
    const detail = adminOrderDetailSchema.parse(
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.id}/`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json(),
    );
    expect(detail.withdrawals).toHaveLength(1);
    expect(detail.items.find((item) => item.id === order.plain)).toMatchObject({
      withdrawn_quantity: 2,
      refunded_quantity: 2,
    });
    // And the customer's My orders says the withdrawal was refunded (issue 31).
    const mine = await shop.app.inject({
      method: 'GET',
      url: '/api/checkout/orders/',
      headers: { authorization: `Bearer ${order.customer.access}` },
    });
    const own = ordersPageSchema
      .parse(mine.json())
      .orders.find((summary) => summary.order_id === order.id)!;
    expect(own.withdrawals).toMatchObject([
      { refund: 'refunded', items: [{ id: order.plain, product_name: 'Plain mug', quantity: 2 }] },
    ]);
  });

  it('shows what the refund will give back, after the line’s discount, and the refund agrees (issue 24)', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { name: 'Discounted mug', price: '12.35', stock: 5 });
    await addToCart(shop, customer, mug, 3);
    const code = await newDiscountCode(shop, { kind: 'percent', value: '10' });
    expect((await applyCode(shop, customer, code)).statusCode).toBe(200);
    const order = await payCart(shop, customer);
    const line = order.lines[0]!.id;
    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { items: [{ id: line, quantity: 2 }] },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const listed = async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/admin/withdrawals/?filter=${encodeURIComponent(JSON.stringify({ order_id: order.id }))}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      return adminWithdrawalSchema.array().parse(response.json())[0]!;
    };
    // 3 × 12.35 = 37.05 less 10 % (3.71) = 33.34 for the line; two of three units: 22.23, not 24.70.
    expect((await listed()).amount).toBe('22.23');
    const refunded = await refund(order.id, {
      items: [{ id: line, quantity: 2 }],
      reason: 'Withdrawal',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2223]);
    expect(await listed()).toMatchObject({ refunded: true, amount: '22.23' });
  });

  it('refunds the gift wrapping (and the standard delivery cost, free today) with the withdrawal from the last withdrawable goods, not before', async () => {
    const customer = await newCustomer(shop);
    const board = await newProduct(shop, { name: 'Engraved board', price: '25.00', stock: 5 });
    const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35', stock: 4 });
    await addToCart(shop, customer, board, 1, 'Ada');
    await addToCart(shop, customer, mug, 3);
    await shop.database.pool.query(
      'insert into cart_gift_options (user_id, is_gift, wrapping) values ($1, true, true)',
      [customer.id],
    );
    const order = await payCart(shop, customer);
    const plain = order.lines.find((line) => line.personalization === '')!.id;
    const withdraw = (quantity: number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/checkout/orders/${order.id}/withdrawal/`,
        headers: { authorization: `Bearer ${customer.access}` },
        payload: { items: [{ id: plain, quantity }] },
      });
    // Part of the goods: their price only; the wrapping stays paid (the terms' rule).
    expect((await withdraw(2)).statusCode).toBe(201);
    const first = await refund(order.id, {
      items: [{ id: plain, quantity: 2 }],
      reason: 'Withdrawal',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2470]);
    // The last mug: the engraved board has no right, so this is all the customer may withdraw
    // from, and the wrapping (3.50) comes back with it.
    expect((await withdraw(1)).statusCode).toBe(201);
    const last = await refund(order.id, {
      items: [{ id: plain, quantity: 1 }],
      reason: 'Withdrawal',
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2470, 1235 + 350]);
    const { rows } = await shop.database.pool.query<{ lines: { description: string }[] }>(
      'select lines from credit_notes where order_id = $1 order by id desc limit 1',
      [order.id],
    );
    expect(rows[0]!.lines.map((line) => line.description)).toEqual(['Plain mug', 'Gift wrapping']);
  });

  it('refunds the gift wrapping with a withdrawal from the whole order', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35', stock: 4 });
    await addToCart(shop, customer, mug, 2);
    await shop.database.pool.query(
      'insert into cart_gift_options (user_id, is_gift, wrapping) values ($1, true, true)',
      [customer.id],
    );
    const order = await payCart(shop, customer);
    const line = order.lines[0]!.id;
    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { items: [{ id: line, quantity: 2 }] },
    });
    expect(withdrawn.statusCode).toBe(201);
    const response = await refund(order.id, {
      items: [{ id: line, quantity: 2 }],
      reason: 'Withdrawal',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Everything paid: 2 × 12.35 + 3.50 wrapping (+ 0.00 standard delivery).
    expect(await refundsAtProvider(order.id)).toEqual([2470 + 350]);
  });

  it("refunds the standard delivery cost with a withdrawal from the whole order, on the credit note at the goods' rate (issue 27)", async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35', stock: 4 });
    await addToCart(shop, customer, mug, 2);
    await chooseHomeDelivery(shop, customer, 'BE');
    const order = await payCart(shop, customer);
    const line = order.lines[0]!.id;
    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { items: [{ id: line, quantity: 2 }] },
    });
    expect(withdrawn.statusCode).toBe(201);
    const response = await refund(order.id, {
      items: [{ id: line, quantity: 2 }],
      reason: 'Withdrawal',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Everything paid: 2 × 12.35 + 4.95 home delivery (art. 13(2): the standard delivery cost).
    expect(await refundsAtProvider(order.id)).toEqual([2470 + 495]);
    const { rows } = await shop.database.pool.query<{
      lines: { description: string; vatRate: string; amountInclVat: string }[];
    }>('select lines from credit_notes where order_id = $1 order by id desc limit 1', [order.id]);
    expect(rows[0]!.lines.map((row) => [row.description, row.vatRate, row.amountInclVat])).toEqual([
      ['Plain mug', '21', '24.70'],
      ['Delivery', '21', '4.95'],
    ]);
  });

  it('lists the withdrawal from the last goods with the wrapping its refund gives back (issue 25)', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35', stock: 4 });
    await addToCart(shop, customer, mug, 3);
    await shop.database.pool.query(
      'insert into cart_gift_options (user_id, is_gift, wrapping) values ($1, true, true)',
      [customer.id],
    );
    const order = await payCart(shop, customer);
    const line = order.lines[0]!.id;
    const withdraw = async (quantity: number) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/checkout/orders/${order.id}/withdrawal/`,
        headers: { authorization: `Bearer ${customer.access}` },
        payload: { items: [{ id: line, quantity }] },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const listed = async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/admin/withdrawals/?filter=${encodeURIComponent(JSON.stringify({ order_id: order.id }))}&sort=${encodeURIComponent('["id","ASC"]')}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      return adminWithdrawalSchema
        .array()
        .parse(response.json())
        .map((withdrawal) => withdrawal.amount);
    };
    // Part of the goods: their price only, as the refund gives back.
    await withdraw(2);
    expect(await listed()).toEqual(['24.70']);
    // The last mug: its refund also gives back the wrapping (3.50), and the list says so.
    await withdraw(1);
    expect(await listed()).toEqual(['24.70', '15.85']);
    const refunded = await refund(order.id, {
      items: [{ id: line, quantity: 3 }],
      reason: 'Withdrawal',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2470 + 1235 + 350]);
    expect(await listed()).toEqual(['24.70', '15.85']);
  });

  it('does not let a customer withdraw units staff refunded without a withdrawal', async () => {
    const order = await paidOrder();
    await refund(order.id, { items: [{ id: order.plain, quantity: 2 }], reason: 'Arrived broken' });
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${order.customer.access}` },
      payload: { items: [{ id: order.plain, quantity: 2 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      'items.0.quantity': ['You can withdraw from at most 1 unit of “Plain mug”.'],
    });
  });
});
