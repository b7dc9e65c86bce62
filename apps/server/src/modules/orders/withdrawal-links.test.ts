import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalLinkOrderSchema, withdrawalSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addToCart, newCustomer, newProduct, payCart, type Customer } from '../../test/checkout.js';

/**
 * The withdrawal function for everyone (art. 11a; ADR 0047): the order's number and e-mail
 * address get a link by mail; the link opens that order's withdrawal step, without a sign-in.
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_WITHDRAWAL_LINK_PER_ORDER: '3' },
  });
});
afterAll(() => shop.close());

interface PaidOrder {
  id: number;
  customer: Customer;
  engraved: number;
  plain: number;
}

/** A paid order: one engraved board (no right of withdrawal) and two plain mugs. */
async function paidOrder(language = 'en'): Promise<PaidOrder> {
  const customer = await newCustomer(shop);
  const board = await newProduct(shop, { name: 'Engraved board', price: '25.00', stock: 5 });
  const mug = await newProduct(shop, { name: 'Plain mug', price: '12.50' });
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

/** Every test asks from its own address, so the per-IP limit counts no other test's requests. */
let ip = 0;
function askForLink(payload: unknown, language = 'en') {
  ip += 1;
  return shop.app.inject({
    method: 'POST',
    url: '/api/withdrawal-links/',
    remoteAddress: `10.0.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function linkMails(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    to_address: string;
    subject: string;
    text: string;
    language: string;
  }>(
    `select to_address, subject, text, language from mail_outbox
      where template = 'withdrawal-link' and subject like $1 order by id`,
    [`%#${orderId}:%`],
  );
  return rows;
}

/** The token of the last link mailed for the order. */
async function mailedToken(orderId: number): Promise<string> {
  const mails = await linkMails(orderId);
  const token = /\/withdraw\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(token, 'a link in the mail').toBeTruthy();
  return token!;
}

async function linkFor(order: PaidOrder): Promise<string> {
  const response = await askForLink({
    order_number: String(order.id),
    email: order.customer.email,
  });
  expect(response.statusCode, response.body).toBe(200);
  return mailedToken(order.id);
}

function openLink(token: string, language = 'en') {
  return shop.app.inject({
    method: 'GET',
    url: `/api/withdrawal-links/${token}/`,
    headers: { 'accept-language': language },
  });
}

function withdrawWithLink(token: string, payload: unknown, language = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/withdrawal-links/${token}/withdrawal/`,
    headers: { 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function withdrawalsOf(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    statement_name: string;
    acknowledgement_email: string | null;
  }>('select id, statement_name, acknowledgement_email from withdrawals where order_id = $1', [
    orderId,
  ]);
  return rows;
}

describe('POST /api/withdrawal-links/', () => {
  it('answers the same for an order, an unknown order and a wrong address, and mails only the order', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([
      askForLink({ order_number: `#${order.id}`, email: order.customer.email.toUpperCase() }),
      askForLink({ order_number: String(order.id + 100_000), email: order.customer.email }),
      askForLink({ order_number: String(order.id), email: 'someone.else@example.be' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(answers[0]!.headers['content-type']);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({
      detail:
        'If this order number and e-mail address belong to an order, we have sent a link to that address. Open it to choose the lines and confirm your withdrawal.',
    });
    const mails = await linkMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: order.customer.email,
      subject: `Order #${order.id}: your link to withdraw`,
    });
    expect(mails[0]!.text).toContain('Withdraw from contract here');
  });

  it('mails the link in the language it was asked in', async () => {
    const order = await paidOrder('en');
    const response = await askForLink(
      { order_number: String(order.id), email: order.customer.email },
      'nl',
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await linkMails(order.id);
    expect(mail!.language).toBe('nl');
    expect(mail!.subject).toBe(`Bestelling #${order.id}: je link om te herroepen`);
    expect(mail!.text).toContain('Hier de overeenkomst herroepen');
    expect(mail!.text).toMatch(/\/withdraw\/[\w-]+\?lang=nl/);
  });

  it('refuses bad input with a message per field', async () => {
    const response = await askForLink({ order_number: 'twelve', email: 'not-an-address' }, 'nl');
    expect(response.statusCode).toBe(400);
    const errors = response.json() as Record<string, string[]>;
    expect(errors.order_number).toEqual([
      'Vul het bestelnummer in zoals het in je bevestigingsmail staat, bijvoorbeeld 1234.',
    ]);
    expect(errors.email).toHaveLength(1);
    const empty = await askForLink({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      order_number: [expect.any(String)],
      email: [expect.any(String)],
    });
  });

  it('limits the requests per order number', async () => {
    const order = await paidOrder();
    const payload = { order_number: String(order.id), email: 'guess@example.be' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await askForLink(payload)).statusCode).toBe(200);
    }
    const refused = await askForLink(payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the mailed link', () => {
  it('opens the order’s withdrawal step without a sign-in, and signs nobody in', async () => {
    const order = await paidOrder();
    await shop.database.pool.query(
      `update orders set shipping_name = 'Ada Peeters' where id = $1`,
      [order.id],
    );
    const token = await linkFor(order);
    const response = await openLink(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const opened = withdrawalLinkOrderSchema.parse(response.json());
    expect(opened).toMatchObject({
      order_id: order.id,
      name: 'Ada Peeters',
      email: order.customer.email,
      withdrawal: { open: true, last_day: null },
    });
    expect(opened.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: order.engraved, withdrawal_right: false }),
        expect.objectContaining({ id: order.plain, withdrawable_quantity: 2 }),
      ]),
    );
    const asBearer = await shop.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('records the withdrawal once, with the confirmed name and address, and acknowledges it by mail', async () => {
    const order = await paidOrder();
    const token = await linkFor(order);
    const statement = {
      items: [{ id: order.plain, quantity: 2 }],
      name: '  Ada   Peeters ',
      email: 'ada.private@example.be',
    };
    const response = await withdrawWithLink(token, statement);
    expect(response.statusCode, response.body).toBe(201);
    const withdrawal = withdrawalSchema.parse(response.json());
    expect(withdrawal.order_id).toBe(order.id);

    const again = await withdrawWithLink(token, statement);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail:
        'This withdrawal link was already used for a withdrawal. Ask for a new one if you want to withdraw from more.',
    });
    expect(await withdrawalsOf(order.id)).toEqual([
      {
        id: withdrawal.id,
        statement_name: 'Ada Peeters',
        acknowledgement_email: 'ada.private@example.be',
      },
    ]);
    const { rows } = await shop.database.pool.query<{ to_address: string; text: string }>(
      `select to_address, text from mail_outbox where dedupe_key = $1`,
      [`withdrawal-received:${withdrawal.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe('ada.private@example.be');
    expect(rows[0]!.text).toContain('2 x Plain mug');
  });

  it('refuses another order’s lines and lines without the right, and stays usable', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const token = await linkFor(order);
    const statement = { name: 'Ada Peeters', email: order.customer.email };
    const foreign = await withdrawWithLink(token, {
      ...statement,
      items: [{ id: other.plain, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      'items.0.id': ['This line is not part of the order.'],
    });
    const engraved = await withdrawWithLink(token, {
      ...statement,
      items: [{ id: order.engraved, quantity: 1 }],
    });
    expect(engraved.statusCode).toBe(400);
    expect(await withdrawalsOf(order.id)).toEqual([]);
    expect(await withdrawalsOf(other.id)).toEqual([]);
    // A refusal does not spend the link.
    expect((await openLink(token)).statusCode).toBe(200);
  });

  it('asks for the name and the address of the statement', async () => {
    const order = await paidOrder();
    const token = await linkFor(order);
    const response = await withdrawWithLink(
      token,
      { items: [{ id: order.plain, quantity: 1 }], name: ' ', email: 'nope' },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [expect.any(String)],
      email: [expect.any(String)],
    });
    expect(await withdrawalsOf(order.id)).toEqual([]);
  });

  it('says clearly when it has expired or is unknown', async () => {
    const order = await paidOrder();
    const token = await linkFor(order);
    await shop.database.pool.query(
      `update withdrawal_links set expires_at = now() - interval '1 minute' where order_id = $1`,
      [order.id],
    );
    for (const response of [
      await openLink(token),
      await withdrawWithLink(token, {
        items: [{ id: order.plain, quantity: 1 }],
        name: 'Ada',
        email: order.customer.email,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail:
          'This withdrawal link has expired. Ask for a new one with your order number and e-mail address.',
        token: [expect.stringContaining('expired')],
      });
    }
    expect(await withdrawalsOf(order.id)).toEqual([]);
    const unknown = await openLink('not-a-real-token', 'nl');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      detail:
        'Deze herroepingslink is niet geldig. Vraag een nieuwe aan met je bestelnummer en e-mailadres.',
    });
  });
});

describe('the signed-in statement', () => {
  it('shows the order’s address and sends the acknowledgement to the address confirmed', async () => {
    const order = await paidOrder();
    const orders = await shop.app.inject({
      method: 'GET',
      url: '/api/checkout/orders/',
      headers: { authorization: `Bearer ${order.customer.access}` },
    });
    expect(
      (orders.json() as { orders: { order_id: number; email: string }[] }).orders.find(
        (candidate) => candidate.order_id === order.id,
      )?.email,
    ).toBe(order.customer.email);
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${order.id}/withdrawal/`,
      headers: { authorization: `Bearer ${order.customer.access}` },
      payload: {
        items: [{ id: order.plain, quantity: 1 }],
        name: 'Ada Peeters',
        email: 'ada.other@example.be',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const withdrawal = withdrawalSchema.parse(response.json());
    expect(await withdrawalsOf(order.id)).toEqual([
      {
        id: withdrawal.id,
        statement_name: 'Ada Peeters',
        acknowledgement_email: 'ada.other@example.be',
      },
    ]);
    const { rows } = await shop.database.pool.query<{ to_address: string }>(
      'select to_address from mail_outbox where dedupe_key = $1',
      [`withdrawal-received:${withdrawal.id}`],
    );
    expect(rows).toEqual([{ to_address: 'ada.other@example.be' }]);
  });
});
