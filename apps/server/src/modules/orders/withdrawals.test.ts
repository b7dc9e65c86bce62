import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersPageSchema, withdrawalSchema, type OrderSummary } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addToCart,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payCart,
  type Customer,
} from '../../test/checkout.js';

/** The withdrawal function (art. 11a; ADR 0034): POST /api/checkout/orders/{id}/withdrawal/. */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
});
afterAll(() => shop.close());

interface PaidOrder {
  id: number;
  customer: Customer;
  /** The engraved (personalised) line and the plain line. */
  engraved: number;
  plain: number;
}

/** A paid order: one engraved board (no right of withdrawal) and two plain mugs at 12.50. */
async function paidOrder(language = 'en'): Promise<PaidOrder> {
  const customer = await newCustomer(shop);
  const board = await newProduct(shop, { name: 'Engraved board', price: '25.00', stock: 5 });
  const mug = await newProduct(shop, { name: 'Plain mug', nameFr: 'Tasse', price: '12.50' });
  await addToCart(shop, customer, board, 1, 'Ada & Jules');
  await addToCart(shop, customer, mug, 2);
  const order = await payCart(shop, customer, language);
  return {
    id: order.id,
    customer,
    engraved: order.lines.find((line) => line.personalization !== '')!.id,
    plain: order.lines.find((line) => line.personalization === '')!.id,
  };
}

function withdraw(customer: Customer, orderId: number, payload: unknown, language = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/checkout/orders/${orderId}/withdrawal/`,
    headers: { authorization: `Bearer ${customer.access}`, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function ownOrder(customer: Customer, orderId: number): Promise<OrderSummary> {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/checkout/orders/',
    headers: { authorization: `Bearer ${customer.access}` },
  });
  expect(response.statusCode).toBe(200);
  return ordersPageSchema
    .parse(response.json())
    .orders.find((order) => order.order_id === orderId)!;
}

/** Marks the order delivered `daysAgo` days ago, as staff would have (status and history). */
async function deliveredDaysAgo(orderId: number, daysAgo: number): Promise<void> {
  await shop.database.pool.query(`update orders set status = 'delivered' where id = $1`, [orderId]);
  await shop.database.pool.query(
    `insert into order_status_history (order_id, from_status, to_status, reason, created_at)
     values ($1, 'shipped', 'delivered', 'Delivered.', now() - make_interval(days => $2))`,
    [orderId, daysAgo],
  );
}

async function withdrawalMail(withdrawalId: number) {
  const { rows } = await shop.database.pool.query<{
    language: string;
    subject: string;
    text: string;
    html: string;
    to_address: string;
  }>(`select language, subject, text, html, to_address from mail_outbox where dedupe_key = $1`, [
    `withdrawal-received:${withdrawalId}`,
  ]);
  return rows[0];
}

describe('order answers', () => {
  it('say per line whether the right of withdrawal applies and how many units are left', async () => {
    const order = await paidOrder();
    const summary = await ownOrder(order.customer, order.id);
    expect(summary.withdrawal).toEqual({ open: true, last_day: null });
    expect(summary.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: order.engraved,
          withdrawal_right: false,
          withdrawable_quantity: 0,
        }),
        expect.objectContaining({
          id: order.plain,
          withdrawal_right: true,
          withdrawable_quantity: 2,
        }),
      ]),
    );
  });
});

describe('POST /api/checkout/orders/{order_id}/withdrawal/', () => {
  it('withdraws from units of a plain line and counts them afterwards', async () => {
    const order = await paidOrder();
    const response = await withdraw(order.customer, order.id, {
      items: [{ id: order.plain, quantity: 1 }],
      reason: '  Changed my mind ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const withdrawal = withdrawalSchema.parse(response.json());
    expect(withdrawal.items).toEqual([{ id: order.plain, quantity: 1 }]);
    const withdrawnAt = new Date(withdrawal.withdrawn_at).getTime();
    expect(Math.abs(withdrawnAt - Date.now())).toBeLessThan(60_000);
    expect(new Date(withdrawal.refund_due_at).getTime() - withdrawnAt).toBe(14 * 86_400_000);
    // The reason is kept as cleaned free text (ADR 18).
    const { rows } = await shop.database.pool.query<{ reason: string }>(
      'select reason from withdrawals where id = $1',
      [withdrawal.id],
    );
    expect(rows[0]!.reason).toBe('Changed my mind');

    const after = await ownOrder(order.customer, order.id);
    expect(after.items.find((item) => item.id === order.plain)!.withdrawable_quantity).toBe(1);
    // My orders shows the withdrawal on its order: lines, date and the refund still owed.
    expect(after.withdrawals).toEqual([
      {
        id: withdrawal.id,
        withdrawn_at: withdrawal.withdrawn_at,
        refund_due_at: withdrawal.refund_due_at,
        refund: 'pending',
        items: [{ id: order.plain, product_name: 'Plain mug', quantity: 1 }],
      },
    ]);

    // Two more than what is left: refused with a message on the quantity.
    const tooMany = await withdraw(order.customer, order.id, {
      items: [{ id: order.plain, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'validation_error',
      'items.0.quantity': ['You can withdraw from at most 1 unit of “Plain mug”.'],
    });
    // The last unit, then nothing is left and the order's function closes.
    expect(
      (await withdraw(order.customer, order.id, { items: [{ id: order.plain, quantity: 1 }] }))
        .statusCode,
    ).toBe(201);
    expect((await ownOrder(order.customer, order.id)).withdrawal.open).toBe(false);
  });

  it('refuses a personalised line, an unknown line and a line named twice, per item', async () => {
    const order = await paidOrder();
    const response = await withdraw(
      order.customer,
      order.id,
      {
        items: [
          { id: order.engraved, quantity: 1 },
          { id: 999_999, quantity: 1 },
          { id: order.plain, quantity: 1 },
          { id: order.plain, quantity: 1 },
        ],
      },
      'nl',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'De herroeping kon niet worden geregistreerd: controleer de regels.',
      'items.0.id': [
        '“Engraved board” werd volgens jouw specificaties gemaakt en valt niet onder het herroepingsrecht.',
      ],
      'items.1.id': ['Deze regel hoort niet bij de bestelling.'],
      'items.3.id': ['Deze regel staat er twee keer in.'],
    });
    expect(response.json()).not.toHaveProperty('items.2.id');
    const { rows } = await shop.database.pool.query(
      'select 1 from withdrawals where order_id = $1',
      [order.id],
    );
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for another customer's order and 401 without a sign-in", async () => {
    const order = await paidOrder();
    const stranger = await newCustomer(shop);
    const response = await withdraw(stranger, order.id, {
      items: [{ id: order.plain, quantity: 1 }],
    });
    expect(response.statusCode).toBe(404);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      payload: { items: [{ id: order.plain, quantity: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unpaid order and a cancelled one', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { price: '9.00' });
    await addToCart(shop, customer, mug, 1);
    const session = await checkout(shop, customer);
    const pending = await orderOfSession(shop, session.session_id);
    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from order_items where order_id = $1',
      [pending!.id],
    );
    const unpaid = await withdraw(
      customer,
      pending!.id,
      { items: [{ id: rows[0]!.id, quantity: 1 }] },
      'fr',
    );
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().detail).toBe(
      'Cette commande n’a pas été payée : il n’y a rien dont vous rétracter.',
    );
    await shop.database.pool.query(`update orders set status = 'cancelled' where id = $1`, [
      pending!.id,
    ]);
    const cancelled = await withdraw(customer, pending!.id, {
      items: [{ id: rows[0]!.id, quantity: 1 }],
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().detail).toBe(
      'This order was cancelled: there is nothing left to withdraw from.',
    );
  });

  it('is open when shipped, within 14 days of delivery, and closed after', async () => {
    const shipped = await paidOrder();
    await shop.database.pool.query(`update orders set status = 'shipped' where id = $1`, [
      shipped.id,
    ]);
    expect((await ownOrder(shipped.customer, shipped.id)).withdrawal).toEqual({
      open: true,
      last_day: null,
    });

    const recent = await paidOrder();
    await deliveredDaysAgo(recent.id, 3);
    const period = (await ownOrder(recent.customer, recent.id)).withdrawal;
    expect(period.open).toBe(true);
    expect(period.last_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await withdraw(recent.customer, recent.id, { items: [{ id: recent.plain, quantity: 2 }] }))
        .statusCode,
    ).toBe(201);

    const late = await paidOrder();
    await deliveredDaysAgo(late.id, 20);
    const summary = await ownOrder(late.customer, late.id);
    expect(summary.withdrawal.open).toBe(false);
    expect(summary.items.every((item) => item.withdrawable_quantity === 0)).toBe(true);
    const refused = await withdraw(late.customer, late.id, {
      items: [{ id: late.plain, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(
      /^The withdrawal period of this order ended on \d{1,2} \w+ \d{4}\.$/,
    );
  });

  it('never withdraws more units than were bought, however many ask at once', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        withdraw(order.customer, order.id, { items: [{ id: order.plain, quantity: 2 }] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const { rows } = await shop.database.pool.query<{ units: number }>(
      `select coalesce(sum(quantity), 0)::int as units from withdrawal_items where order_item_id = $1`,
      [order.plain],
    );
    expect(rows[0]!.units).toBe(2);
  });
});

describe('the acknowledgement mail', () => {
  it('states the content, the date and time in Brussels, the refund and the return address (nl)', async () => {
    const order = await paidOrder('nl');
    const response = await withdraw(order.customer, order.id, {
      items: [{ id: order.plain, quantity: 2 }],
      reason: 'Te groot',
    });
    const withdrawal = withdrawalSchema.parse(response.json());
    const mail = await withdrawalMail(withdrawal.id);
    expect(mail).toMatchObject({ language: 'nl', to_address: order.customer.email });
    expect(mail!.subject).toBe(`Bestelling #${order.id}: we hebben je herroeping ontvangen`);
    const when = new Intl.DateTimeFormat('nl-BE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Brussels',
    }).format(new Date(withdrawal.withdrawn_at));
    const due = new Intl.DateTimeFormat('nl-BE', {
      dateStyle: 'long',
      timeZone: 'Europe/Brussels',
    }).format(new Date(withdrawal.refund_due_at));
    expect(mail!.text).toContain(
      `We hebben je herroeping van bestelling #${order.id} ontvangen op ${when} (Brusselse tijd).`,
    );
    expect(when).toMatch(/ om \d{2}:\d{2}$/);
    expect(mail!.text).toContain('2 x Plain mug');
    expect(mail!.text).not.toContain('Engraved board');
    expect(mail!.text).toContain('Je reden: Te groot');
    expect(mail!.text).toContain(`uiterlijk op ${due} terug`);
    expect(mail!.text).toContain(
      `${shop.config.seller.legalName}\n${shop.config.seller.address.street}\n${shop.config.seller.address.postalCode} ${shop.config.seller.address.city}\nBelgië`,
    );
  });

  it('is in French for an order placed in French', async () => {
    const order = await paidOrder('fr');
    const response = await withdraw(order.customer, order.id, {
      items: [{ id: order.plain, quantity: 1 }],
    });
    const mail = await withdrawalMail(withdrawalSchema.parse(response.json()).id);
    expect(mail!.subject).toBe(`Commande #${order.id} : nous avons reçu votre rétractation`);
    expect(mail!.text).toMatch(/le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Bruxelles\)/);
    // The line as ordered, in the order's language.
    expect(mail!.text).toContain('1 x Tasse');
    expect(mail!.text).toContain('Belgique');
    expect(mail!.text).not.toContain('Votre motif');
  });
});

describe('the order confirmation', () => {
  it('names the lines without a right of withdrawal and links the model form (nl)', async () => {
    const order = await paidOrder('nl');
    await shop.app.mail.sendOrderMails(order.id);
    const { rows } = await shop.database.pool.query<{ text: string; html: string }>(
      'select text, html from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${order.id}`],
    );
    const text = rows[0]!.text;
    expect(text).toContain('Je kunt deze aankoop binnen 14 dagen herroepen');
    expect(text).toMatch(
      /Deze artikelen worden volgens jouw specificaties gemaakt en hebben daarom geen herroepingsrecht \(art\. VI\.53, 3° van het Wetboek van economisch recht\):\n- Engraved board/,
    );
    expect(text).not.toContain('- Plain mug');
    expect(text).toContain(
      `Het modelformulier voor herroeping zit als pdf bij deze e-mail, en staat online: ${shop.config.publicUrl}/withdrawal-form?lang=nl`,
    );
    expect(rows[0]!.html).toContain(`href="${shop.config.publicUrl}/withdrawal-form?lang=nl"`);
  });
});
