import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connectDatabase, type DatabaseConnection } from '../db/client.js';
import { createPayments, type Payments } from '../payments/stripe.js';
import { reconcilePendingOrders } from '../checkout/reconciliation.js';
import type { CheckoutContext } from '../checkout/context.js';
import { RECONCILE_PAYMENTS_QUEUE } from '../plugins/jobs.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../../../../test-support/free-port.js';
import {
  CARD_PAYS,
  checkoutContext,
  confirmationMailsQueued,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  sandboxEvents,
  signature,
  statusChanges,
  stockOf,
  waitFor,
  type Customer,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.js';

/**
 * Another instance of the shop beside a test app: its own Fastify app, its own connection
 * pool and its own Stripe client, on the same database and the same payment sandbox, as a
 * second server process behind a load balancer would be. Nothing is shared in memory.
 */
interface ExtraInstance {
  app: FastifyInstance;
  database: DatabaseConnection;
  payments: Payments;
  close(): Promise<void>;
}

async function startExtraInstance(
  shop: TestApp,
  { webhookSecret, runJobs = false }: { webhookSecret: string; runJobs?: boolean },
): Promise<ExtraInstance> {
  if (!shop.sandbox) throw new Error('The first instance needs a payment sandbox.');
  const database = connectDatabase(shop.config.database.url!, 5);
  const payments = createPayments({
    secretKey: 'sk_test_sandbox',
    webhookSecret,
    ...shop.sandbox.stripeClientConfig,
    maxNetworkRetries: 0,
  });
  const app = await buildApp({ config: shop.config, database, logger: false, payments, runJobs });
  await app.ready();
  return {
    app,
    database,
    payments,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Two instances of the shop on one database, both running the background workers, as two
 * server processes behind a load balancer. The sandbox's own webhook deliveries are lost (a
 * closed port), so the tests deliver its events by hand: the same event to both instances at
 * the same moment, as a provider retrying while the first delivery is still being handled.
 */
const SECRET = 'whsec_two_instances_0123456789abcdef';
let smtp: TestSmtpServer;
let first: TestApp;
let second: ExtraInstance;
/** The second instance, shaped like a TestApp for the checkout helpers (they use app and pool). */
let secondShop: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  first = await createTestApp({
    demo: true,
    runJobs: true,
    paymentSandbox: {
      webhookSecret: SECRET,
      webhookUrl: `http://127.0.0.1:${await freePort()}/api/checkout/webhook/`,
      webhookRetry: { maxAttempts: 1 },
    },
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000', MAIL_URL: smtp.url },
  });
  second = await startExtraInstance(first, { webhookSecret: SECRET, runJobs: true });
  secondShop = { ...first, app: second.app, database: second.database, payments: second.payments };
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await smtp?.stop();
});

/** Request number i goes to instance i % 2, like a round-robin proxy. */
const instance = (i: number) => (i % 2 === 0 ? first : secondShop);

function addToCartThroughApi(shop: TestApp, customer: Customer, productId: number) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/cart/add/',
    headers: { authorization: `Bearer ${customer.access}` },
    payload: { product_id: productId, quantity: 1 },
  });
}

async function startCheckout(shop: TestApp, customer: Customer) {
  await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout/create-checkout-session/?lang=en',
    headers: { authorization: `Bearer ${customer.access}` },
  });
}

function deliver(shop: TestApp, event: unknown) {
  const body = JSON.stringify(event);
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature(body, SECRET) },
    payload: body,
  });
}

function secondContext(): CheckoutContext {
  return {
    pool: second.database.pool,
    payments: second.payments,
    jobs: second.app.jobs,
    config: first.config,
    log: second.app.log,
  };
}

let buyerCount = 0;

/**
 * Buyers signed in through the API, spread over both instances. Their accounts are copied in
 * SQL from one registered customer rather than registered one by one: every sign-up queues a
 * welcome mail, and fifty of them would sit in the mail queue ahead of the order mails this
 * file watches.
 */
async function signedInBuyers(count: number): Promise<Customer[]> {
  const model = await newCustomer(first);
  const run = (buyerCount += 1);
  const { rows } = await first.database.pool.query<{ id: number; email: string }>(
    `insert into users (username, email, phone_number, password_hash)
     select 'buyer-' || $2 || '-' || n, 'buyer-' || $2 || '-' || n || '@example.be', phone_number, password_hash
       from users, generate_series(1, $3::int) n where id = $1
     returning id, email`,
    [model.id, run, count],
  );
  return Promise.all(
    rows.map(async (row, i) => {
      const signIn = await instance(i).app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: row.email, password: 'Secret123' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      return { id: row.id, email: row.email, access: (signIn.json() as { access: string }).access };
    }),
  );
}

async function customersWithOneUnit(count: number, productId: number): Promise<Customer[]> {
  const customers = await signedInBuyers(count);
  const adds = await Promise.all(
    customers.map((customer, i) => addToCartThroughApi(instance(i + 1), customer, productId)),
  );
  for (const add of adds) expect(add.statusCode, add.body).toBe(200);
  return customers;
}

describe('two instances on one database', () => {
  it('sells 5 units to exactly 5 of 50 buyers spread over both, and fulfils each order once', async () => {
    const product = await newProduct(first, { name: 'Numbered print', stock: 5 });
    const buyers = await customersWithOneUnit(50, product);

    // Watch the stock while the checkouts race: it must never be seen below zero.
    let lowestStock = Number.POSITIVE_INFINITY;
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        lowestStock = Math.min(lowestStock, (await stockOf(first, product)) ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(buyers.map((buyer, i) => startCheckout(instance(i), buyer)));
    racing = false;
    await watcher;

    const sold = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_error',
        detail: '"Numbered print" is sold out. Please remove it from your cart to continue.',
      });
    }
    // Both instances decided on the same stock at the same time: each refused buyers as sold
    // out. (Which instance made the five sales depends on timing; one may make them all.)
    const refusedBy = new Set(
      answers.flatMap((answer, i) => (answer.statusCode === 400 ? [i % 2] : [])),
    );
    expect(refusedBy.size).toBe(2);
    expect(lowestStock).toBeGreaterThanOrEqual(0);
    expect(await stockOf(first, product)).toBe(0);

    const sessions = sold.map(
      (answer) => answer.json() as { checkout_url: string; session_id: string },
    );
    for (const session of sessions) {
      expect((await payOnHostedPage(session.checkout_url, { card: CARD_PAYS })).status).toBe(303);
    }

    // Each completed event reaches both instances at the same moment, three times over.
    const events = await Promise.all(
      sessions.map((session) =>
        waitFor(
          () => sandboxEvents(first, session.session_id),
          (list) => list.some((event) => event.type === 'checkout.session.completed'),
          'the session to complete',
        ),
      ),
    );
    const deliveries = await Promise.all(
      events
        .flat()
        .flatMap((event) =>
          [1, 2, 3].flatMap(() => [deliver(first, event), deliver(secondShop, event)]),
        ),
    );
    for (const delivery of deliveries) expect(delivery.statusCode, delivery.body).toBe(200);
    expect(deliveries.filter((delivery) => delivery.json().duplicate !== true)).toHaveLength(
      events.flat().length,
    );

    const { rows: orders } = await first.database.pool.query<{ status: string }>(
      `select o.status from orders o join order_items i on i.order_id = o.id where i.product_id = $1`,
      [product],
    );
    expect(orders.map((order) => order.status)).toEqual(Array(5).fill('processing'));
    const paidOrders = await Promise.all(
      sessions.map((session) => orderOfSession(first, session.session_id)),
    );
    for (const order of paidOrders) {
      expect(order?.status).toBe('processing');
      const changes = await statusChanges(first, order!.id);
      expect(changes.map((change) => `${change.from_status}->${change.to_status}`)).toEqual([
        'null->pending',
        'pending->processing',
      ]);
      expect(await confirmationMailsQueued(first, order!.id)).toBe(1);
    }

    // Both instances run the mail workers: every mail row is made once and sent once.
    const orderIds = paidOrders.map((order) => order!.id);
    const mails = await waitFor(
      () =>
        first.database.pool
          .query<{ dedupe_key: string; to_address: string; subject: string; status: string }>(
            `select dedupe_key, to_address, subject, status from mail_outbox
              where dedupe_key = any($1::text[]) order by dedupe_key`,
            [orderIds.flatMap((id) => [`order-confirmation:${id}`, `new-order-alert:${id}`])],
          )
          .then((result) => result.rows),
      (rows) => rows.length === 10 && rows.every((row) => row.status === 'sent'),
      'ten mails to be sent',
      30_000,
    );
    // A duplicate delivery would show up a polling interval or two later.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const received = smtp.received.filter((mail) =>
      mails.some((row) => mail.to.includes(row.to_address) && mail.subject === row.subject),
    );
    expect(received).toHaveLength(10);
    const { rows: buyersOfPaidOrders } = await first.database.pool.query<{
      id: number;
      email: string;
    }>('select id, email from orders where id = any($1::int[])', [orderIds]);
    for (const order of buyersOfPaidOrders) {
      const confirmations = mails.filter(
        (row) => row.dedupe_key === `order-confirmation:${order.id}`,
      );
      expect(confirmations.map((row) => row.to_address)).toEqual([order.email]);
      expect(smtp.received.filter((mail) => mail.to.includes(order.email))).toHaveLength(1);
    }
  });

  it('settles orders whose webhooks were lost once, with reconciliation running on both at once', async () => {
    const product = await newProduct(first, { name: 'Tea towel', stock: 10 });
    const buyers = await customersWithOneUnit(4, product);
    const sessions = [];
    for (const [i, buyer] of buyers.entries()) {
      const answer = await startCheckout(instance(i), buyer);
      expect(answer.statusCode, answer.body).toBe(200);
      sessions.push(answer.json() as { checkout_url: string; session_id: string });
    }
    // Three pay, one leaves the payment page open; no webhook ever arrives.
    for (const session of sessions.slice(0, 3)) {
      expect((await payOnHostedPage(session.checkout_url, { card: CARD_PAYS })).status).toBe(303);
    }

    const runs = await Promise.all(
      [1, 2, 3].flatMap(() => [
        reconcilePendingOrders(checkoutContext(first), { minimumAgeMs: 0 }),
        reconcilePendingOrders(secondContext(), { minimumAgeMs: 0 }),
      ]),
    );
    const paidByRuns = runs.reduce((sum, run) => sum + (run.settled.paid ?? 0), 0);
    expect(paidByRuns).toBe(3);

    for (const session of sessions.slice(0, 3)) {
      const order = await orderOfSession(first, session.session_id);
      expect(order?.status).toBe('processing');
      expect(await confirmationMailsQueued(first, order!.id)).toBe(1);
      const changes = await statusChanges(first, order!.id);
      expect(changes.filter((change) => change.to_status === 'processing')).toHaveLength(1);
    }
    expect((await orderOfSession(first, sessions[3]!.session_id))?.status).toBe('pending');
    expect(await stockOf(first, product)).toBe(6);
  });

  it('keeps one reconciliation schedule for the cluster, not one per instance', async () => {
    const { rows } = await first.database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule where name = $1',
      [RECONCILE_PAYMENTS_QUEUE],
    );
    expect(rows).toEqual([{ name: RECONCILE_PAYMENTS_QUEUE, cron: '* * * * *' }]);
    const { rows: queues } = await first.database.pool.query<{ policy: string }>(
      'select policy from pgboss.queue where name = $1',
      [RECONCILE_PAYMENTS_QUEUE],
    );
    // pg-boss lets at most one job of a singleton queue be active across all workers.
    expect(queues).toEqual([{ policy: 'singleton' }]);
  });
});
