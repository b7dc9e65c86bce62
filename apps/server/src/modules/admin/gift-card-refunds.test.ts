import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyToApi, parseMoney, vatIncluded } from '@shop/contracts';
import { cancelAsStaff, createShopWithStaff } from '../../test/admin.js';
import { injectAs, type TestApp } from '../../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  NO_PAYMENT_PAGE_DETAILS,
  orderOfSession,
  payOnHostedPage,
  statusChanges,
  waitFor,
  type Customer,
} from '../../test/checkout.js';
import { giftCardBalanceOf, newGiftCard } from '../../test/codes.js';

/**
 * Refunds of orders gift cards paid (ADR 0044): a line refund goes back to the cards first, the
 * rest at the provider; a cancel afterwards gives back only what is left, never twice.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

interface CardOrder {
  id: number;
  customer: Customer;
  card: string;
  /** Two mugs at 24.50 (49.00), 21 % VAT. */
  line: number;
}

/** Two mugs at 24.50 paid with a card worth `cardValue` (and by card at the provider for the rest). */
async function orderPaidWithCard(cardValue: string): Promise<CardOrder> {
  const customer = await newCustomer(shop);
  const product = await newProduct(shop, { name: 'Mug', price: '24.50', stock: 10 });
  await addToCart(shop, customer, product, 2);
  const card = await newGiftCard(shop, cardValue);
  const applied = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/codes/',
    headers: { authorization: `Bearer ${customer.access}` },
    payload: { code: card },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  // A card worth the whole order opens no payment page: the cart gives the address and terms.
  const paidWhole = parseMoney(cardValue) >= parseMoney('49.00');
  const started = await checkout(
    shop,
    customer,
    'en',
    paidWhole ? NO_PAYMENT_PAGE_DETAILS : undefined,
  );
  let orderId: number;
  if (started.session_id.startsWith('giftcard_')) {
    orderId = (await orderOfSession(shop, started.session_id))!.id;
  } else {
    await payOnHostedPage(started.checkout_url, { card: CARD_PAYS });
    orderId = (await waitFor(
      () => orderOfSession(shop, started.session_id),
      (row) => row?.status === 'processing',
      'the payment',
    ))!.id;
  }
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from order_items where order_id = $1',
    [orderId],
  );
  return { id: orderId, customer, card, line: rows[0]!.id };
}

function refundOne(order: CardOrder) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/refunds/`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { items: [{ id: order.line, quantity: 1 }], reason: 'Arrived broken' },
  });
}

/** Each refund record: the whole amount, the cards' part, and how it was paid back. */
async function refundsOf(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    amount_cents: number;
    gift_card_cents: number;
    provider_refund_id: string;
  }>(
    'select amount_cents, gift_card_cents, provider_refund_id from order_refunds where order_id = $1 order by id',
    [orderId],
  );
  return rows;
}

async function creditNotesOf(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    total_cents: number;
    vat_breakdown: { rate: string; taxable_amount: string; vat_amount: string }[];
  }>('select total_cents, vat_breakdown from credit_notes where order_id = $1 order by id', [
    orderId,
  ]);
  return rows;
}

const VAT_ON_24_50 = moneyToApi(vatIncluded(parseMoney('24.50'), 21).vat);

describe('a line refund of an order gift cards paid', () => {
  it('gives the card its part back first, the rest at the provider; the credit note states it all', async () => {
    const order = await orderPaidWithCard('20.00');
    expect(await giftCardBalanceOf(shop, order.card)).toBe('0.00');
    const response = await refundOne(order);
    expect(response.statusCode, response.body).toBe(200);
    // 24.50 refunded: 20.00 back on the card, 4.50 at the provider.
    expect(await giftCardBalanceOf(shop, order.card)).toBe('20.00');
    const [record] = await refundsOf(order.id);
    expect(record).toMatchObject({ amount_cents: 2450, gift_card_cents: 2000 });
    expect(record!.provider_refund_id).toMatch(/^re_/);
    await waitFor(
      () => statusChanges(shop, order.id),
      (rows) => rows.some((row) => /^Refunded in part: €4\.50 in total/.test(row.reason)),
      'the provider’s charge.refunded for 4.50',
    );
    // A gift card is a means of payment: the credit note is the line's full price and VAT.
    const [note] = await creditNotesOf(order.id);
    expect(note!.total_cents).toBe(2450);
    expect(note!.vat_breakdown).toMatchObject([{ vat_amount: VAT_ON_24_50 }]);
    expect(response.json().items[0]).toMatchObject({
      refunded_quantity: 1,
      refunded_amount: '24.50',
    });
  });

  it('credits the card alone when the cards paid the whole order: no provider refund', async () => {
    const order = await orderPaidWithCard('60.00');
    expect(await giftCardBalanceOf(shop, order.card)).toBe('11.00');
    const response = await refundOne(order);
    expect(response.statusCode, response.body).toBe(200);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('35.50');
    const [record] = await refundsOf(order.id);
    expect(record).toMatchObject({ amount_cents: 2450, gift_card_cents: 2450 });
    expect(record!.provider_refund_id).toMatch(/^giftcard_refund_/);
    expect((await creditNotesOf(order.id)).map((note) => note.total_cents)).toEqual([2450]);
    const history = await statusChanges(shop, order.id);
    expect(history.some((row) => row.reason.includes('gift cards €24.50'))).toBe(true);
  });

  it('refunds a withdrawal the same way: card first', async () => {
    const order = await orderPaidWithCard('30.00');
    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${order.customer.access}` },
      payload: { items: [{ id: order.line, quantity: 1 }] },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const response = await refundOne(order);
    expect(response.statusCode, response.body).toBe(200);
    // The card paid 30.00: the withdrawn mug's 24.50 all goes back onto it.
    expect(await giftCardBalanceOf(shop, order.card)).toBe('24.50');
    expect(await refundsOf(order.id)).toMatchObject([
      { amount_cents: 2450, gift_card_cents: 2450 },
    ]);
    // A second mug: the card's last 5.50, then 19.00 at the provider.
    expect((await refundOne(order)).statusCode).toBe(200);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('30.00');
    expect((await refundsOf(order.id))[1]).toMatchObject({
      amount_cents: 2450,
      gift_card_cents: 550,
    });
    // Nothing is left to refund: a third refund is refused.
    expect((await refundOne(order)).statusCode).toBe(400);
  });
});

describe('a cancel after a partial refund', () => {
  it('gives the provider only what is left and the card nothing twice', async () => {
    const order = await orderPaidWithCard('20.00');
    expect((await refundOne(order)).statusCode).toBe(200);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('20.00');
    await cancelAsStaff(shop, admin, order.id);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('20.00');
    // 29.00 charged: 4.50 before, 24.50 now.
    expect(await refundsOf(order.id)).toMatchObject([
      { amount_cents: 2450, gift_card_cents: 2000 },
      { amount_cents: 2450, gift_card_cents: 0 },
    ]);
    await waitFor(
      () => statusChanges(shop, order.id),
      (rows) => rows.some((row) => /^Refunded in full: €29\.00 in total/.test(row.reason)),
      'the whole charge.refunded webhook',
    );
  });

  it('gives a card-paid order’s card the rest back, with its credit note', async () => {
    const order = await orderPaidWithCard('60.00');
    expect((await refundOne(order)).statusCode).toBe(200);
    await cancelAsStaff(shop, admin, order.id);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('60.00');
    expect(await refundsOf(order.id)).toMatchObject([
      { amount_cents: 2450, gift_card_cents: 2450 },
      {
        amount_cents: 2450,
        gift_card_cents: 2450,
        provider_refund_id: `giftcard_cancel_${order.id}`,
      },
    ]);
    expect((await creditNotesOf(order.id)).map((note) => note.total_cents)).toEqual([2450, 2450]);
    // Cancelling again is refused and gives nothing back.
    const again = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${order.id}/`, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(409);
    expect(await giftCardBalanceOf(shop, order.card)).toBe('60.00');
  });
});
