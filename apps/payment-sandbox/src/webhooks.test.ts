import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './api-version.js';
import {
  SHOP_SESSION_TOTAL,
  shopSessionParams,
  startHarness,
  WEBHOOK_SECRET,
  type Harness,
} from './test/harness.js';
import { cardFields, payByCard, sepaFields, submitForm } from './test/hosted-page.js';
import { eventually, WebhookReceiver } from './test/webhook-receiver.js';
import { FAILING_TEST_IBAN, SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';
import { signatureHeader } from './webhooks.js';

let harness: Harness | null = null;

async function start(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  harness = await startHarness(options);
  return harness;
}

afterEach(async () => {
  await harness?.close();
  harness = null;
});

function sessionOf(event: Stripe.Event): Stripe.Checkout.Session {
  return event.data.object as Stripe.Checkout.Session;
}

async function newSession(
  h: Harness,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const expiresAt = Math.floor(h.clock.now() / 1000) + 31 * 60;
  return h.stripe.checkout.sessions.create(
    shopSessionParams({ expires_at: expiresAt, ...overrides }),
  );
}

describe('webhook signatures', () => {
  it('signs like Stripe: the SDK’s constructEvent accepts them, and only with the right secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const header = signatureHeader(payload, WEBHOOK_SECRET, timestamp);
    expect(header).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));

    const stripe = new Stripe('sk_test_x');
    expect(stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('events sent to the shop', () => {
  it('sends a signed checkout.session.completed when a card payment goes through', async () => {
    const h = await start();
    const created = await newSession(h);
    await payByCard(created.url ?? '');

    const event = await h.receiver.waitForEvent('checkout.session.completed');
    expect(h.receiver.rejections()).toEqual([]);
    expect(event.id).toMatch(/^evt_/);
    expect(event).toMatchObject({
      object: 'event',
      api_version: STRIPE_API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(sessionOf(event)).toMatchObject({
      id: created.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: SHOP_SESSION_TOTAL,
      client_reference_id: 'order-1042',
      metadata: { order_id: '1042' },
      customer_details: { email: 'customer@example.com', name: 'Ada Peeters' },
      collected_information: { shipping_details: { name: 'Ada Peeters' } },
    });
    expect(sessionOf(event).payment_intent).toMatch(/^pi_/);
    const delivery = h.receiver.deliveries[0];
    expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('sends nothing for a declined card or a form with errors', async () => {
    const h = await start();
    const created = await newSession(h);
    expect((await submitForm(created.url ?? '', cardFields('4000 0000 0000 0002'))).status).toBe(
      402,
    );
    expect((await submitForm(created.url ?? '', { ...cardFields(), card_cvc: '' })).status).toBe(
      422,
    );
    await payByCard(created.url ?? '');
    await h.receiver.waitForEvent('checkout.session.completed');
    expect(h.receiver.acceptedEvents().map((event) => event.type)).toEqual([
      'checkout.session.completed',
    ]);
  });

  it('does not hold up the redirect while the shop’s endpoint fails, and retries until it answers', async () => {
    const h = await start();
    h.receiver.failNext(2);
    const created = await newSession(h);
    expect(await payByCard(created.url ?? '')).toContain(created.id);

    const event = await h.receiver.waitForEvent('checkout.session.completed');
    const attempts = h.receiver.deliveries.filter((delivery) => delivery.event?.id === event.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    // Every attempt carries the same event; only the signature's timestamp may differ.
    expect(new Set(attempts.map((attempt) => attempt.payload)).size).toBe(1);
  });

  it('reads an endpoint given as a function at each delivery, as a Stripe endpoint can move', async () => {
    const moved = await WebhookReceiver.start(WEBHOOK_SECRET);
    try {
      let endpoint = 'http://127.0.0.1:9/not-listening-yet';
      const h = await start({ webhookUrl: () => endpoint });
      endpoint = moved.url;
      await payByCard((await newSession(h)).url ?? '');

      const event = await moved.waitForEvent('checkout.session.completed');
      expect(moved.rejections()).toEqual([]);
      expect(sessionOf(event).object).toBe('checkout.session');
      expect(h.receiver.deliveries).toEqual([]);
    } finally {
      await moved.close();
    }
  });

  it('gives up after the configured number of attempts', async () => {
    const h = await start({
      webhookRetry: { initialDelayMs: 10, maxDelayMs: 20, maxAttempts: 3, timeoutMs: 2000 },
    });
    h.receiver.failNext(100);
    await payByCard((await newSession(h)).url ?? '');

    await eventually(() => expect(h.receiver.deliveries).toHaveLength(3));
    // Well past the last backoff, no fourth attempt has come.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.receiver.deliveries).toHaveLength(3);
    const events = await h.stripe.events.list({ type: 'checkout.session.completed' });
    expect(events.data[0]?.pending_webhooks).toBe(0);
  });

  it('keeps a session’s events in order even when the first delivery needs retries', async () => {
    const h = await start({ asyncPaymentDelayMs: 0 });
    h.receiver.failNext(2);
    const created = await newSession(h);
    expect((await submitForm(created.url ?? '', sepaFields(SUCCEEDING_TEST_IBAN))).status).toBe(
      303,
    );

    const succeeded = await h.receiver.waitForEvent('checkout.session.async_payment_succeeded');
    const accepted = h.receiver.acceptedEvents().map((event) => event.type);
    expect(accepted).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(sessionOf(succeeded)).toMatchObject({ id: created.id, payment_status: 'paid' });
    const completed = h.receiver.acceptedEvents()[0];
    expect(completed && sessionOf(completed).payment_status).toBe('unpaid');
  });

  it('reports a failed SEPA debit with checkout.session.async_payment_failed', async () => {
    const h = await start({ asyncPaymentDelayMs: 0 });
    const created = await newSession(h);
    await submitForm(created.url ?? '', sepaFields(FAILING_TEST_IBAN));
    const failed = await h.receiver.waitForEvent('checkout.session.async_payment_failed');
    expect(sessionOf(failed)).toMatchObject({
      id: created.id,
      status: 'complete',
      payment_status: 'unpaid',
    });
  });

  it('sends checkout.session.expired when expires_at passes, without anyone asking', async () => {
    const h = await start();
    const created = await newSession(h);
    h.clock.advance(31 * 60 * 1000);

    const expired = await h.receiver.waitForEvent('checkout.session.expired');
    expect(sessionOf(expired)).toMatchObject({ id: created.id, status: 'expired', url: null });
    expect(expired.request).toEqual({ id: null, idempotency_key: null });
  });

  it('expires a session past expires_at on the first read, before the timer looks', async () => {
    const h = await start();
    const created = await newSession(h);
    h.clock.advance(31 * 60 * 1000);
    const read = await h.stripe.checkout.sessions.retrieve(created.id);
    expect(read.status).toBe('expired');
    await h.receiver.waitForEvent('checkout.session.expired');
    expect(
      h.receiver.acceptedEvents().filter((event) => event.type === 'checkout.session.expired'),
    ).toHaveLength(1);
  });

  it('records the API request behind an expiry and a refund', async () => {
    const h = await start();
    const toExpire = await newSession(h);
    const expiredSession = await h.stripe.checkout.sessions.expire(
      toExpire.id,
      {},
      {
        idempotencyKey: 'expire-order-1042',
      },
    );
    const expired = await h.receiver.waitForEvent('checkout.session.expired');
    expect(expired.request).toEqual({
      id: expiredSession.lastResponse.requestId,
      idempotency_key: 'expire-order-1042',
    });

    const toRefund = await newSession(h);
    await payByCard(toRefund.url ?? '');
    const paid = await h.stripe.checkout.sessions.retrieve(toRefund.id);
    const refund = await h.stripe.refunds.create({ payment_intent: paid.payment_intent as string });

    const refunded = await h.receiver.waitForEvent('charge.refunded');
    const charge = refunded.data.object as Stripe.Charge;
    expect(charge).toMatchObject({
      id: refund.charge,
      object: 'charge',
      amount: SHOP_SESSION_TOTAL,
      amount_refunded: SHOP_SESSION_TOTAL,
      refunded: true,
      payment_intent: paid.payment_intent,
      status: 'succeeded',
      currency: 'eur',
    });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
    expect(refunded.request?.id).toBe(refund.lastResponse.requestId);
  });

  it('reports partial refunds as Stripe does: charge.refunded each time, refunded only when whole', async () => {
    const h = await start();
    const created = await newSession(h);
    await payByCard(created.url ?? '');
    const paid = await h.stripe.checkout.sessions.retrieve(created.id);
    const paymentIntent = paid.payment_intent as string;
    const first = await h.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    expect(first).toMatchObject({ amount: 1000, status: 'succeeded' });
    const partly = await h.receiver.waitForEvent('charge.refunded');
    expect(partly.data.object).toMatchObject({
      amount: SHOP_SESSION_TOTAL,
      amount_refunded: 1000,
      refunded: false,
    });

    const second = await h.stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    expect(second.charge).toBe(first.charge);
    const rest = await h.stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(SHOP_SESSION_TOTAL - 1500);
    const whole = await h.receiver.waitForEvent(
      'charge.refunded',
      (event) => (event.data.object as Stripe.Charge).refunded,
    );
    expect(whole.data.object).toMatchObject({
      amount_refunded: SHOP_SESSION_TOTAL,
      refunded: true,
    });
    const between = await h.receiver.waitForEvent(
      'charge.refunded',
      (event) => (event.data.object as Stripe.Charge).amount_refunded === 1500,
    );
    expect((between.data.object as Stripe.Charge).refunded).toBe(false);

    const more = await h.stripe.refunds
      .create({ payment_intent: paymentIntent, amount: 1 })
      .catch((error: unknown) => error);
    expect(more).toMatchObject({ code: 'charge_already_refunded' });
  });
});
