import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, shopSessionParams, startHarness, type Harness } from './test/harness.js';
import { payByCard } from './test/hosted-page.js';
import { StripeShapeChecker } from './test/stripe-shape.js';

/**
 * Coupons and a Checkout Session's `discounts` (issue 17, ADR 0040): the subset the shop uses,
 * with Stripe's shapes, totals and errors.
 */

let harness: Harness;
let stripe: Stripe;
let shapes: StripeShapeChecker;

/** Reading the SDK's type definitions takes seconds, and more on a busy machine. */
const TYPE_LOADING_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  shapes = new StripeShapeChecker();
  harness = await startHarness();
  stripe = harness.stripe;
}, TYPE_LOADING_TIMEOUT_MS);
afterAll(async () => {
  await harness.close();
});

async function failureOf(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error('the call succeeded, but it had to fail');
}

async function raw(path: string): Promise<unknown> {
  const response = await fetch(`${harness.sandbox.url}${path}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function amountOff(cents: number, name = 'SUMMER10 + gift card') {
  return stripe.coupons.create({
    amount_off: cents,
    currency: 'eur',
    duration: 'once',
    max_redemptions: 1,
    name,
  });
}

describe('POST /v1/coupons and GET /v1/coupons/:id', () => {
  it('creates an amount-off coupon with Stripe’s shape and reads it back', async () => {
    const coupon = await amountOff(620);
    expect(coupon).toMatchObject({
      object: 'coupon',
      amount_off: 620,
      currency: 'eur',
      duration: 'once',
      max_redemptions: 1,
      name: 'SUMMER10 + gift card',
      percent_off: null,
      times_redeemed: 0,
      valid: true,
      livemode: false,
    });
    expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ id: coupon.id });
    expect(shapes.check(await raw(`/v1/coupons/${coupon.id}`), 'Coupon')).toEqual([]);
  });

  it('refuses what Stripe refuses', async () => {
    const both = await failureOf(
      stripe.coupons.create({ amount_off: 100, percent_off: 10, currency: 'eur' }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.message).toMatch(/only specify one of these parameters: amount_off, percent_off/);
    const noCurrency = await failureOf(stripe.coupons.create({ amount_off: 100 }));
    expect(noCurrency.param).toBe('currency');
    const neither = await failureOf(stripe.coupons.create({ duration: 'once' }));
    expect(neither.message).toMatch(/percent_off or amount_off/);
    const longName = await failureOf(amountOff(100, 'x'.repeat(41)));
    expect(longName.param).toBe('name');
    const missing = await failureOf(stripe.coupons.retrieve('NOPE'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('a Checkout Session with a coupon in `discounts`', () => {
  it('charges the discounted total and spreads the discount over the lines in proportion', async () => {
    const coupon = await amountOff(620);
    const session = await stripe.checkout.sessions.create(
      shopSessionParams({ discounts: [{ coupon: coupon.id }] }),
    );
    expect(session).toMatchObject({
      amount_subtotal: 6199,
      amount_total: 5579,
      total_details: { amount_discount: 620, amount_shipping: 0, amount_tax: 0 },
      discounts: [{ coupon: coupon.id, promotion_code: null }],
    });
    const lines = await stripe.checkout.sessions.listLineItems(session.id);
    expect(
      lines.data.map((line) => [line.amount_subtotal, line.amount_discount, line.amount_total]),
    ).toEqual([
      [4900, 490, 4410],
      [1299, 130, 1169],
    ]);
    expect(
      shapes.check(
        await raw(`/v1/checkout/sessions/${session.id}?expand[0]=line_items`),
        'CheckoutSession',
      ),
    ).toEqual([]);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);

    // The hosted page names the discount and asks for the reduced total.
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('SUMMER10 + gift card');
    expect(page).toContain('−€6.20');
    expect(page).toContain('€55.79');

    await payByCard(session.url ?? '');
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ payment_status: 'paid', amount_total: 5579 });
    // What was charged is the discounted total: a full refund gives back exactly that.
    const refund = await stripe.refunds.create({ payment_intent: paid.payment_intent as string });
    expect(refund.amount).toBe(5579);
  });

  it('refuses an unknown coupon, a used-up one, and more than one discount', async () => {
    const unknown = await failureOf(
      stripe.checkout.sessions.create(shopSessionParams({ discounts: [{ coupon: 'NOPE' }] })),
    );
    expect(unknown).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
    });
    const once = await amountOff(100);
    await stripe.checkout.sessions.create(shopSessionParams({ discounts: [{ coupon: once.id }] }));
    const again = await failureOf(
      stripe.checkout.sessions.create(shopSessionParams({ discounts: [{ coupon: once.id }] })),
    );
    expect(again.message).toMatch(/maximum number of times/);
    const [first, second] = [await amountOff(100), await amountOff(100)];
    const two = await failureOf(
      stripe.checkout.sessions.create(
        shopSessionParams({ discounts: [{ coupon: first.id }, { coupon: second.id }] }),
      ),
    );
    expect(two.param).toBe('discounts');
  });

  it('keeps the €0.50 minimum on the discounted total', async () => {
    const coupon = await amountOff(6199 - 30);
    const tooLittle = await failureOf(
      stripe.checkout.sessions.create(shopSessionParams({ discounts: [{ coupon: coupon.id }] })),
    );
    expect(tooLittle.message).toMatch(/at least €0.50/);
  });
});
