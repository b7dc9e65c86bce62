import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCEEDING_TEST_IBAN } from '@shop/payment-sandbox';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../../../../test-support/free-port.js';
import { reconcilePendingOrders } from './reconciliation.js';
import {
  addToCart,
  CARD_PAYS,
  cartSize,
  checkout,
  checkoutContext,
  confirmationMailsQueued,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  postWebhook,
  sandboxEvents,
  signature,
  startCheckout,
  statusChanges,
  stockOf,
  successPage,
  waitFor,
} from '../test/checkout.js';

/**
 * A shop whose webhooks all get lost on the way (the sandbox sends them to a closed port):
 * the tests deliver the sandbox's own events by hand, repeated and out of order, or rely on
 * the reconciliation.
 */
const SECRET = 'whsec_webhook_tests_0123456789abcdef';
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: {
      webhookSecret: SECRET,
      webhookUrl: `http://127.0.0.1:${await freePort()}/api/checkout/webhook/`,
      webhookRetry: { maxAttempts: 1 },
    },
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
});
afterAll(() => shop.close());

describe('signature checks', () => {
  const event = JSON.stringify({
    id: 'evt_signature_check',
    object: 'event',
    type: 'customer.created',
    data: { object: { id: 'cus_1', object: 'customer' } },
  });

  it('accepts a correctly signed event once, and a repeat as a no-op', async () => {
    const first = await postWebhook(shop, event, signature(event, SECRET));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await postWebhook(shop, event, signature(event, SECRET));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and no signature', async () => {
    const tampered = event.replace('cus_1', 'cus_2');
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const answers = await Promise.all([
      postWebhook(shop, tampered, signature(event, SECRET)),
      postWebhook(shop, event, signature(event, 'whsec_someone_else')),
      postWebhook(shop, event, signature(event, SECRET, stale)),
      shop.app.inject({
        method: 'POST',
        url: '/api/checkout/webhook/',
        headers: { 'content-type': 'application/json' },
        payload: event,
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation_error' });
    }
    expect(answers[2]!.json().detail).toMatch(/tolerance/i);
    const { rows } = await shop.database.pool.query(
      "select count(*)::int as n from payment_events where id <> 'evt_signature_check'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('exactly once', () => {
  it('changes the order once for events repeated 10 times, out of order, beside the success page', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 5 });
    await addToCart(shop, customer, product, 2);
    const { checkout_url, session_id } = await checkout(shop, customer);
    expect((await payOnHostedPage(checkout_url, { iban: SUCCEEDING_TEST_IBAN })).status).toBe(303);

    const events = await waitFor(
      () => sandboxEvents(shop, session_id),
      (list) => list.some((event) => event.type === 'checkout.session.async_payment_succeeded'),
      'the debit to settle',
    );
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    const deliver = (event: (typeof events)[number]) => {
      const body = JSON.stringify(event);
      return postWebhook(shop, body, signature(body, SECRET));
    };
    // Newest first (out of order), each ten times, while the customer reloads the success page.
    const reversed = [...events].reverse();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => reversed.map(deliver)).flat(),
      ...Array.from({ length: 5 }, () => successPage(shop, customer, session_id)),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);

    const order = await orderOfSession(shop, session_id);
    expect(order?.status).toBe('processing');
    expect(order?.shipping_city).toBe('Brussel');
    const changes = await statusChanges(shop, order!.id);
    expect(changes.map((change) => `${change.from_status}->${change.to_status}`)).toEqual([
      'null->pending',
      'pending->processing',
    ]);
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
    expect(await cartSize(shop, customer)).toBe(0);

    // Something added to the cart afterwards survives further repeats: the cart was emptied once.
    await addToCart(shop, customer, product, 1);
    await Promise.all(reversed.map(deliver));
    await settleAgain(session_id);
    expect(await cartSize(shop, customer)).toBe(1);
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
    expect(await stockOf(shop, product)).toBe(3);
  });
});

async function settleAgain(sessionId: string): Promise<void> {
  await reconcilePendingOrders(checkoutContext(shop), { minimumAgeMs: 0 });
  expect((await orderOfSession(shop, sessionId))?.status).toBe('processing');
}

describe('reconciliation', () => {
  it('settles a paid order whose webhooks were all dropped', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 4 });
    await addToCart(shop, customer, product, 1);
    const { checkout_url, session_id } = await checkout(shop, customer);
    expect((await payOnHostedPage(checkout_url, { card: CARD_PAYS })).status).toBe(303);
    expect((await orderOfSession(shop, session_id))?.status).toBe('pending');

    // Too young: a webhook may still be on its way.
    await reconcilePendingOrders(checkoutContext(shop));
    expect((await orderOfSession(shop, session_id))?.status).toBe('pending');

    const result = await reconcilePendingOrders(checkoutContext(shop), { minimumAgeMs: 0 });
    expect(result.settled.paid).toBeGreaterThanOrEqual(1);
    const order = await orderOfSession(shop, session_id);
    expect(order).toMatchObject({ status: 'processing', shipping_city: 'Brussel' });
    expect(order?.payment_intent_id).toMatch(/^pi_/);
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
    expect(await cartSize(shop, customer)).toBe(0);

    await reconcilePendingOrders(checkoutContext(shop), { minimumAgeMs: 0 });
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
  });

  it('cancels an order whose session expired unseen and releases its stock', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 2 });
    await addToCart(shop, customer, product, 2);
    const { session_id } = await checkout(shop, customer);
    await shop.payments.expireCheckoutSession(session_id);
    expect(await stockOf(shop, product)).toBe(0);

    await reconcilePendingOrders(checkoutContext(shop), { minimumAgeMs: 0 });
    expect((await orderOfSession(shop, session_id))?.status).toBe('cancelled');
    expect(await stockOf(shop, product)).toBe(2);
    expect(await cartSize(shop, customer)).toBe(1);
  });
});

describe('when the payment provider is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  });
  afterAll(() => down.close());

  it('answers a clear error and keeps nothing reserved', async () => {
    const customer = await newCustomer(down);
    const product = await newProduct(down, { stock: 3 });
    await addToCart(down, customer, product, 2);

    const response = await startCheckout(down, customer);
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toMatchObject({ code: 'service_unavailable' });
    expect(body.error).toBe(body.detail);
    expect(body.error).toMatch(/payment service cannot be reached.*Nothing was charged/);

    expect(await stockOf(down, product)).toBe(3);
    const { rows } = await down.database.pool.query<{ status: string }>(
      'select status from orders where user_id = $1',
      [customer.id],
    );
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
    expect(await cartSize(down, customer)).toBe(1);
  });
});
