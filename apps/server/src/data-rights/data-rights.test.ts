import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataExportSchema,
  erasureResultSchema,
  loginResponseSchema,
  TERMS_VERSION,
  type CheckoutSuccess,
} from '@shop/contracts';
import { addressConfirmationToken, confirmAddress, sendContactMessage } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  payOnHostedPage,
  successPage,
  waitFor,
  type Customer,
} from '../test/checkout.js';
import { euros } from '../test/euros.js';

/** Issue 16, ADR 0035: the customer's export and erasure, and the staff's erasure on request. */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_PROFILE_PER_IP: '1000',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
    },
  });
  admin = (await signIn('admin@example.com', 'Admin12345')).access;
});
afterAll(() => shop.close());

const PASSWORD = 'Secret123';

async function signIn(email: string, password = PASSWORD) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json());
}

/** A customer with a paid order (personalised line), a subscription, a message and a cart line. */
async function customerWithHistory(label: string) {
  const customer = await newCustomer(shop);
  // The address is theirs: what is sent from it from now on is reached (ADR 0049).
  await confirmAddress(shop, customer);
  const product = await newProduct(shop, { name: `${label} lamp` });
  await addToCart(shop, customer, product, 2, `For ${label}`);
  const { checkout_url, session_id } = await checkout(shop, customer);
  expect((await payOnHostedPage(checkout_url, { card: CARD_PAYS })).status).toBe(303);
  const paid = await waitFor(
    async () => (await successPage(shop, customer, session_id)).json<CheckoutSuccess>(),
    (body) => body.status === 'processing',
    'the order to be paid',
  );
  const soldOut = await newProduct(shop, { name: `${label} vase`, stock: 0 });
  await shop.database.pool.query(
    `insert into back_in_stock_subscriptions (product_id, user_id, email) values ($1, $2, $3)`,
    [soldOut, customer.id, customer.email],
  );
  await shop.database.pool.query(
    `insert into contact_messages (first_name, last_name, email, subject, message)
     values ($1, 'Peeters', $2, 'Question', $3)`,
    [label, customer.email.toUpperCase(), `A question from ${label}`],
  );
  await addToCart(shop, customer, product, 1);
  return { customer, orderId: paid.order_id };
}

function exportOf(access: string) {
  return shop.app.inject({
    method: 'GET',
    url: '/api/users/me/export/',
    headers: { authorization: `Bearer ${access}` },
  });
}

function eraseOwn(access: string, payload: Record<string, unknown>, lang = 'en') {
  return shop.app.inject({
    method: 'DELETE',
    url: `/api/users/me/?lang=${lang}`,
    headers: { authorization: `Bearer ${access}` },
    payload,
  });
}

function eraseByStaff(id: number, payload: Record<string, unknown>, access = admin) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${id}/erase/`,
    headers: { authorization: `Bearer ${access}` },
    payload,
  });
}

async function count(sql: string, values: unknown[]): Promise<number> {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    `select count(*)::int as n from ${sql}`,
    values,
  );
  return rows[0]!.n;
}

/** What is left of a customer in every table erasure touches. */
async function traces(customer: Customer) {
  return {
    cart: await count('cart_items where user_id = $1', [customer.id]),
    tokens: await count('refresh_tokens where user_id = $1', [customer.id]),
    subscriptions: await count(
      'back_in_stock_subscriptions where user_id = $1 or lower(email) = lower($2)',
      [customer.id, customer.email],
    ),
    messages: await count('contact_messages where lower(email) = lower($1)', [customer.email]),
    mails: await count('mail_outbox where lower(to_address) = lower($1)', [customer.email]),
    users: await count('users where lower(email) = lower($1)', [customer.email]),
  };
}

async function orderRow(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    email: string;
    shipping_name: string | null;
    shipping_city: string | null;
    total_amount: string;
    items: number;
  }>(
    `select email, shipping_name, shipping_city, ${euros('total_cents')} as total_amount,
            (select count(*)::int from order_items where order_id = orders.id) as items
       from orders where id = $1`,
    [orderId],
  );
  return rows[0]!;
}

describe('GET /api/users/me/export/', () => {
  it('answers every kind of the customer’s data as a JSON attachment, and nothing of another', async () => {
    const { customer, orderId } = await customerWithHistory('Anna');
    const other = await customerWithHistory('Bert');

    const response = await exportOf(customer.access);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="giftshop-data-${today}.json"`,
    );
    const data = dataExportSchema.parse(response.json());

    expect(data.profile).toMatchObject({ email: customer.email, phone_number: '+32470123456' });
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({ order_id: orderId, status: 'processing', email: customer.email });
    expect(order!.items).toEqual([
      { product_name: 'Anna lamp', quantity: 2, unit_price: '24.50', personalization: 'For Anna' },
    ]);
    expect(order!.status_history.map((entry) => entry.to_status)).toEqual([
      'pending',
      'processing',
    ]);
    expect(data.addresses).toEqual([
      {
        name: 'Ada Peeters',
        address_1: 'Wetstraat 16',
        address_2: 'Bus 3',
        postal_code: '1000',
        city: 'Brussel',
        country: 'BE',
      },
    ]);
    expect(data.back_in_stock_subscriptions.map((row) => row.product_name)).toEqual(['Anna vase']);
    expect(data.contact_messages.map((row) => row.message)).toEqual(['A question from Anna']);
    expect(data.consents).toEqual([
      {
        kind: 'terms_of_service',
        order_id: orderId,
        version: TERMS_VERSION,
        accepted_at: order!.terms_accepted_at,
      },
    ]);

    const text = response.body;
    expect(text).not.toContain(other.customer.email);
    expect(text).not.toContain('Bert');
    expect(text).not.toContain(`"order_id":${other.orderId},`);
  });

  it('is for the signed-in customer only', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/users/me/export/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me/', () => {
  it('refuses a wrong or missing password with a field error and keeps everything', async () => {
    const { customer } = await customerWithHistory('Carla');
    const before = await traces(customer);
    // Something of every kind is there to lose.
    expect(
      Object.values(before).every((n) => n > 0),
      JSON.stringify(before),
    ).toBe(true);

    const wrong = await eraseOwn(customer.access, { current_password: 'Wrong1234' }, 'nl');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().current_password).toEqual(['Je huidige wachtwoord klopt niet.']);
    const missing = await eraseOwn(customer.access, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().current_password).toBeDefined();

    expect(await traces(customer)).toEqual(before);
    expect((await exportOf(customer.access)).statusCode).toBe(200);
  });

  it('erases the account: sign-ins end, personal data goes, orders stay without e-mail', async () => {
    const { customer, orderId } = await customerWithHistory('Dirk');
    const other = await customerWithHistory('Els');
    const otherBefore = await traces(other.customer);
    const session = await signIn(customer.email);
    const orderBefore = await orderRow(orderId);

    const response = await eraseOwn(customer.access, { current_password: PASSWORD });
    expect(response.statusCode, response.body).toBe(204);

    // Every sign-in ends at once: access tokens and refresh tokens alike.
    for (const access of [customer.access, session.access]) {
      const me = await shop.app.inject({
        method: 'GET',
        url: '/api/users/me/',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.statusCode).toBe(401);
    }
    const renewed = await shop.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(renewed.statusCode).toBe(401);
    const signInAgain = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: customer.email, password: PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(401);

    expect(await traces(customer)).toEqual({
      cart: 0,
      tokens: 0,
      subscriptions: 0,
      messages: 0,
      mails: 0,
      users: 0,
    });
    // The books keep the order: its lines, amount, name and address; not the e-mail address.
    expect(await orderRow(orderId)).toEqual({ ...orderBefore, email: '' });
    const { rows } = await shop.database.pool.query<{
      username: string;
      phone_number: string;
      erased_at: Date | null;
    }>('select username, phone_number, erased_at from users where id = $1', [customer.id]);
    expect(rows[0]).toMatchObject({ username: `erased-${customer.id}`, phone_number: '' });
    expect(rows[0]!.erased_at).toBeInstanceOf(Date);

    expect(await traces(other.customer)).toEqual(otherBefore);
    expect((await orderRow(other.orderId)).email).toBe(other.customer.email);

    // The address is free again.
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `again-${customer.id}`,
        email: customer.email,
        phone_number: '+32470123456',
        password: PASSWORD,
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('counts wrong passwords with the profile’s password checks (429 past the limit)', async () => {
    const customer = await newCustomer(shop);
    const limit = shop.config.rateLimits.profile.perAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await eraseOwn(customer.access, { current_password: 'Wrong1234' })).statusCode).toBe(
        400,
      );
    }
    const refused = await eraseOwn(customer.access, { current_password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await count('users where id = $1', [customer.id])).toBe(1);
  });

  it('deletes the account row when no order refers to it', async () => {
    const customer = await newCustomer(shop);
    const response = await eraseOwn(customer.access, { current_password: PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(await count('users where id = $1', [customer.id])).toBe(0);
  });

  it('waits while a payment is open (409, in the request’s language)', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop), 1);
    await checkout(shop, customer);
    const response = await eraseOwn(customer.access, { current_password: PASSWORD }, 'fr');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^Un paiement est encore en cours pour la commande/);
    expect(await count('users where id = $1 and erased_at is null', [customer.id])).toBe(1);
  });
});

describe('staff notes in the export (issue 24, ADR 0049)', () => {
  it('leaves out what staff typed about a refund, keeps what the shop told the customer', async () => {
    const { customer, orderId } = await customerWithHistory('Hanne');
    const { rows: lines } = await shop.database.pool.query<{ id: number }>(
      'select id from order_items where order_id = $1',
      [orderId],
    );
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        items: [{ id: lines[0]!.id, quantity: 1 }],
        reason: 'Internal: second complaint this month',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'shipped', tracking_number: 'BPOST-123' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const data = dataExportSchema.parse((await exportOf(customer.access)).json());
    const reasons = data.orders[0]!.status_history.map((entry) => entry.reason);
    expect(reasons.some((reason) => reason.startsWith('Refunded €24.50 by staff'))).toBe(true);
    expect(reasons).toContain('Shipped; tracking number BPOST-123.');
    expect(JSON.stringify(data)).not.toContain('second complaint');

    // Staff still read their note with the event.
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(detail.body).toContain('Internal: second complaint this month');
  });
});

describe('an account made with someone else’s address (issue 24, ADR 0049)', () => {
  async function signUpAs(email: string) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `taker-${email.split('@')[0]}`,
        email,
        phone_number: '+32470999999',
        password: PASSWORD,
      },
    });
    // Usable at once, as before: signed in, no confirmation asked first.
    expect(response.statusCode, response.body).toBe(201);
    return loginResponseSchema.parse(response.json()).access;
  }

  it('reaches nothing sent from the address before the address is confirmed by its link', async () => {
    const victim = `victim-${process.pid}@example.be`;
    await sendContactMessage(shop, {
      email: victim,
      phone: '+32 470 11 22 33',
      message: 'My private question',
    });
    const access = await signUpAs(victim.toUpperCase());

    const data = dataExportSchema.parse((await exportOf(access)).json());
    expect(data.contact_messages).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('+32 470 11 22 33');

    expect((await eraseOwn(access, { current_password: PASSWORD })).statusCode).toBe(204);
    expect(await count('contact_messages where lower(email) = lower($1)', [victim])).toBe(1);
    expect(
      await count(`mail_outbox where dedupe_key like 'contact:%' and reply_to = $1`, [victim]),
    ).toBe(1);
  });

  it('reaches what is sent from the address after the link was followed, not before', async () => {
    const holder = `holder-${process.pid}@example.be`;
    await sendContactMessage(shop, { email: holder, message: 'Sent before the account' });
    const access = await signUpAs(holder);
    await sendContactMessage(shop, { email: holder, message: 'Sent before confirming' });
    // The link goes to the address, marked unconfirmed until it is followed.
    const { rows } = await shop.database.pool.query<{ email_confirmed_at: Date | null }>(
      'select email_confirmed_at from users where lower(email) = lower($1)',
      [holder],
    );
    expect(rows[0]!.email_confirmed_at).toBeNull();
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm/?lang=nl',
      payload: { token: await addressConfirmationToken(shop, holder) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().detail).toBe(
      `Bedankt: ${holder} is bevestigd als het e-mailadres van je account.`,
    );
    await sendContactMessage(shop, { email: holder, message: 'Sent after confirming' });

    const data = dataExportSchema.parse((await exportOf(access)).json());
    expect(data.contact_messages.map((row) => row.message)).toEqual(['Sent after confirming']);

    expect((await eraseOwn(access, { current_password: PASSWORD })).statusCode).toBe(204);
    const { rows: left } = await shop.database.pool.query<{ message: string }>(
      'select message from contact_messages where lower(email) = lower($1) order by id',
      [holder],
    );
    expect(left.map((row) => row.message)).toEqual([
      'Sent before the account',
      'Sent before confirming',
    ]);
  });
});

describe('POST /api/admin/customers/{id}/erase/', () => {
  it('erases on request, audited with the reason, and leaves other customers alone', async () => {
    const { customer, orderId } = await customerWithHistory('Fien');
    const other = await customerWithHistory('Gust');
    const otherBefore = await traces(other.customer);

    const noReason = await eraseByStaff(customer.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const notStaff = await eraseByStaff(customer.id, { reason: 'x' }, other.customer.access);
    expect(notStaff.statusCode).toBe(403);

    const response = await eraseByStaff(customer.id, { reason: 'Asked by e-mail on 23 November' });
    expect(response.statusCode, response.body).toBe(200);
    expect(erasureResultSchema.parse(response.json())).toEqual({
      account_deleted: false,
      orders_kept: 1,
    });

    const me = await shop.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await traces(customer)).users).toBe(0);
    expect((await orderRow(orderId)).email).toBe('');
    expect(await traces(other.customer)).toEqual(otherBefore);

    const { rows } = await shop.database.pool.query<{ action: string; after: unknown }>(
      `select action, after from admin_audit_log where entity = 'user' and entity_id = $1`,
      [String(customer.id)],
    );
    expect(rows).toEqual([
      {
        action: 'erased',
        after: { reason: 'Asked by e-mail on 23 November', account_deleted: false, orders_kept: 1 },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(customer.email);

    const twice = await eraseByStaff(customer.id, { reason: 'again' });
    expect(twice.statusCode).toBe(404);
  });
});
