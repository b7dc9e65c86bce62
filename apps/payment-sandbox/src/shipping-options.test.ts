import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, shopSessionParams, startHarness, type Harness } from './test/harness.js';
import { payByCard } from './test/hosted-page.js';
import { StripeShapeChecker } from './test/stripe-shape.js';

/**
 * A Checkout Session's `shipping_options` with `shipping_rate_data` (issue 27): the delivery
 * the shop charges, with Stripe's `shipping_cost`, `shipping_options` and totals.
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

const HOME_DELIVERY: Stripe.Checkout.SessionCreateParams.ShippingOption = {
  shipping_rate_data: {
    type: 'fixed_amount',
    display_name: 'Home delivery',
    fixed_amount: { amount: 495, currency: 'eur' },
  },
};

describe('a Checkout Session with `shipping_options`', () => {
  it('adds the selected rate to the total, as shipping_cost and total_details.amount_shipping', async () => {
    const session = await stripe.checkout.sessions.create(
      shopSessionParams({ shipping_options: [HOME_DELIVERY] }),
    );
    expect(session).toMatchObject({
      amount_subtotal: 6199,
      amount_total: 6694,
      total_details: { amount_discount: 0, amount_shipping: 495, amount_tax: 0 },
      shipping_cost: { amount_subtotal: 495, amount_tax: 0, amount_total: 495 },
    });
    expect(session.shipping_cost?.shipping_rate).toMatch(/^shr_/);
    expect(session.shipping_options).toEqual([
      { shipping_amount: 495, shipping_rate: session.shipping_cost?.shipping_rate },
    ]);
    const json = await (
      await fetch(`${harness.sandbox.url}/v1/checkout/sessions/${session.id}`, {
        headers: { Authorization: `Bearer ${SECRET_KEY}` },
      })
    ).json();
    expect(shapes.check(json, 'CheckoutSession')).toEqual([]);

    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('Home delivery');
    expect(page).toContain('€4.95');
    expect(page).toContain('€66.94');

    await payByCard(session.url ?? '');
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ payment_status: 'paid', amount_total: 6694 });
    const refund = await stripe.refunds.create({ payment_intent: paid.payment_intent as string });
    expect(refund.amount).toBe(6694);
  });

  it('refuses a rate without an amount or in another currency, on the parameter', async () => {
    const failure = async (option: Stripe.Checkout.SessionCreateParams.ShippingOption) => {
      try {
        await stripe.checkout.sessions.create(shopSessionParams({ shipping_options: [option] }));
      } catch (error) {
        return error as Stripe.errors.StripeError;
      }
      throw new Error('the call succeeded, but it had to fail');
    };
    const noAmount = await failure({
      shipping_rate_data: {
        type: 'fixed_amount',
        display_name: 'Home delivery',
      } as Stripe.Checkout.SessionCreateParams.ShippingOption.ShippingRateData,
    });
    expect(noAmount.param).toBe('shipping_options[0][shipping_rate_data][fixed_amount]');
    const otherCurrency = await failure({
      shipping_rate_data: {
        type: 'fixed_amount',
        display_name: 'Home delivery',
        fixed_amount: { amount: 495, currency: 'usd' },
      },
    });
    expect(otherCurrency.param).toBe(
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]',
    );
  });
});
