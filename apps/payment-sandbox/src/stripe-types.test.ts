/**
 * The sandbox's objects against Stripe's own definitions for the pinned API version.
 *
 * Two checks: at compile time (`tsc -p apps/payment-sandbox/tsconfig.json`), the sandbox's
 * JSON types must be assignable to the SDK's types and have no field the SDK's types lack;
 * at run time, the JSON it actually sends (API answers and webhook payloads, read raw) is
 * walked field by field against the SDK's type definitions (see test/stripe-shape.ts).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './api-version.js';
import type {
  ChargeJson,
  ChargeRefundedEventJson,
  CheckoutSessionEventJson,
  CouponJson,
  CheckoutSessionJson,
  EventJson,
  LineItemJson,
  ListJson,
  PaymentIntentJson,
  PriceJson,
  RefundJson,
} from './objects.js';
import { SECRET_KEY, shopSessionParams, startHarness, type Harness } from './test/harness.js';
import { payByCard, sepaFields, submitForm } from './test/hosted-page.js';
import { StripeShapeChecker } from './test/stripe-shape.js';
import { SUCCEEDING_TEST_IBAN, FAILING_TEST_IBAN } from './test-payment-methods.js';

// ---- Compile-time checks -------------------------------------------------------------------

type Assert<Condition extends true> = Condition;
type IsAssignable<From, To> = [From] extends [To] ? true : false;
type NoExtraKeys<Mine, Theirs> = [Exclude<keyof Mine, keyof Theirs>] extends [never] ? true : false;

/**
 * The one deliberate difference: decimal fields are strings on the wire and the SDK parses them
 * into its `Stripe.Decimal` class before the shop sees them, so the comparison is made with
 * the parsed form.
 */
type ParsedPrice = Omit<PriceJson, 'unit_amount_decimal'> & { unit_amount_decimal: Stripe.Decimal };
type ParsedLineItem = Omit<LineItemJson, 'price'> & { price: ParsedPrice };
type ParsedSession = Omit<CheckoutSessionJson, 'line_items'> & {
  line_items?: ListJson<ParsedLineItem>;
};
type ParsedSessionEvent = Omit<CheckoutSessionEventJson, 'data'> & {
  data: { object: ParsedSession };
};

export type TypeChecks = [
  Assert<IsAssignable<typeof STRIPE_API_VERSION, typeof Stripe.API_VERSION>>,
  Assert<IsAssignable<typeof Stripe.API_VERSION, typeof STRIPE_API_VERSION>>,
  Assert<IsAssignable<ParsedSession, Stripe.Checkout.Session>>,
  Assert<NoExtraKeys<CheckoutSessionJson, Stripe.Checkout.Session>>,
  Assert<IsAssignable<ListJson<ParsedLineItem>, Stripe.ApiList<Stripe.LineItem>>>,
  Assert<NoExtraKeys<LineItemJson, Stripe.LineItem>>,
  Assert<NoExtraKeys<PriceJson, Stripe.Price>>,
  Assert<IsAssignable<CouponJson, Stripe.Coupon>>,
  Assert<NoExtraKeys<CouponJson, Stripe.Coupon>>,
  Assert<IsAssignable<RefundJson, Stripe.Refund>>,
  Assert<NoExtraKeys<RefundJson, Stripe.Refund>>,
  Assert<IsAssignable<ChargeJson, Stripe.Charge>>,
  Assert<NoExtraKeys<ChargeJson, Stripe.Charge>>,
  Assert<IsAssignable<PaymentIntentJson, Stripe.PaymentIntent>>,
  Assert<NoExtraKeys<PaymentIntentJson, Stripe.PaymentIntent>>,
  Assert<IsAssignable<ParsedSessionEvent, Stripe.Event>>,
  Assert<IsAssignable<ChargeRefundedEventJson, Stripe.ChargeRefundedEvent>>,
  Assert<NoExtraKeys<CheckoutSessionEventJson, Stripe.CheckoutSessionCompletedEvent>>,
  Assert<IsAssignable<EventJson['type'], Stripe.Event['type']>>,
  Assert<
    IsAssignable<
      Omit<ParsedSessionEvent, 'type'> & { type: 'checkout.session.async_payment_failed' },
      Stripe.CheckoutSessionAsyncPaymentFailedEvent
    >
  >,
];

// ---- Run-time checks -----------------------------------------------------------------------

let harness: Harness;
let shapes: StripeShapeChecker;

/** Reading the SDK's type definitions takes seconds, and more on a busy machine. */
const TYPE_LOADING_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  shapes = new StripeShapeChecker();
  harness = await startHarness({ asyncPaymentDelayMs: 10 });
}, TYPE_LOADING_TIMEOUT_MS);
afterAll(async () => {
  await harness.close();
});

async function raw(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${harness.sandbox.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...init.headers,
    },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the pinned API version', () => {
  it('is the one the installed stripe SDK pins', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });
});

describe('objects as sent on the wire, against the SDK type definitions', () => {
  it('checks what it claims to check', () => {
    const session = { id: 'cs_test_x', object: 'checkout.session' };
    expect(shapes.check(session, 'CheckoutSession')).toContain(
      "CheckoutSession.amount_total: is missing (required by the SDK's type)",
    );
    expect(shapes.check({ ...session, invented_field: 1 }, 'CheckoutSession')).toContain(
      'CheckoutSession.invented_field: is not a field of Session',
    );
    expect(shapes.check({ ...session, status: 42 }, 'CheckoutSession').join('\n')).toMatch(
      /CheckoutSession\.status: 42 is not/,
    );
    expect(shapes.check({ ...session, expires_at: null }, 'CheckoutSession').join('\n')).toMatch(
      /CheckoutSession\.expires_at: is null/,
    );
    expect(
      shapes.check({ object: 'refund', status: 'succeeded', amount: 'ten' }, 'Refund').join('\n'),
    ).toMatch(/Refund\.amount: "ten" is not number/);
  });

  it('an open session, with and without its line items', async () => {
    const created = await harness.stripe.checkout.sessions.create(shopSessionParams());
    expect(
      shapes.check(await raw(`/v1/checkout/sessions/${created.id}`), 'CheckoutSession'),
    ).toEqual([]);
    const expanded = await raw(`/v1/checkout/sessions/${created.id}?expand[0]=line_items`);
    expect(expanded).toHaveProperty('line_items.data.0.price.unit_amount_decimal', '2450');
    expect(shapes.check(expanded, 'CheckoutSession')).toEqual([]);
    expect(
      shapes.check(await raw(`/v1/checkout/sessions/${created.id}/line_items`), 'LineItemList'),
    ).toEqual([]);
  });

  it('a session without the optional parameters', async () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][product_data][name]': 'Gift card',
      'line_items[0][quantity]': '1',
      success_url: 'http://shop.test/ok',
    });
    const created = await raw('/v1/checkout/sessions', { method: 'POST', body: body.toString() });
    expect(shapes.check(created, 'CheckoutSession')).toEqual([]);
  });

  it('paid, expired and refunded objects, and every event the shop receives', async () => {
    const card = await harness.stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(card.url ?? '');
    const paid = await raw(`/v1/checkout/sessions/${card.id}`);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(shapes.check(paid, 'CheckoutSession')).toEqual([]);

    const paymentIntent = (paid as { payment_intent: string }).payment_intent;
    const refund = await raw('/v1/refunds', {
      method: 'POST',
      body: new URLSearchParams({ payment_intent: paymentIntent }).toString(),
    });
    expect(shapes.check(refund, 'Refund')).toEqual([]);

    const expiring = await harness.stripe.checkout.sessions.create(shopSessionParams());
    const expired = await raw(`/v1/checkout/sessions/${expiring.id}/expire`, { method: 'POST' });
    expect(shapes.check(expired, 'CheckoutSession')).toEqual([]);

    for (const iban of [SUCCEEDING_TEST_IBAN, FAILING_TEST_IBAN]) {
      const sepa = await harness.stripe.checkout.sessions.create(shopSessionParams());
      expect((await submitForm(sepa.url ?? '', sepaFields(iban))).status).toBe(303);
    }

    const receiver = harness.receiver;
    const expectedTypes = [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
      'charge.refunded',
    ] as const;
    for (const type of expectedTypes) await receiver.waitForEvent(type);

    const payloads = receiver.deliveries.filter((delivery) => delivery.status === 200);
    for (const type of expectedTypes) {
      const delivery = payloads.find((candidate) => candidate.event?.type === type);
      const payload: unknown = JSON.parse(delivery?.payload ?? 'null');
      expect(shapes.check(payload, 'Event'), type).toEqual([]);
    }
    const charge = (
      JSON.parse(
        payloads.find((delivery) => delivery.event?.type === 'charge.refunded')?.payload ?? '{}',
      ) as { data: { object: unknown } }
    ).data.object;
    expect(shapes.check(charge, 'Charge')).toEqual([]);

    expect(shapes.check(await raw('/v1/events?limit=100'), 'EventList')).toEqual([]);
  });
});
