import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './api-version.js';
import {
  SECRET_KEY,
  SHOP_SESSION_TOTAL,
  shopSessionParams,
  startHarness,
  stripeFor,
  type Harness,
} from './test/harness.js';
import { cardFields, payByCard, submitForm } from './test/hosted-page.js';

let harness: Harness;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startHarness();
  stripe = harness.stripe;
});
afterAll(async () => {
  await harness.close();
});

/** The SDK's error for a call that must fail. */
async function failureOf(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error('the call succeeded, but it had to fail');
}

function nowSeconds(): number {
  return Math.floor(harness.clock.now() / 1000);
}

describe('creating a Checkout Session', () => {
  it('answers with an open session built from the shop parameters', async () => {
    const params = shopSessionParams();
    const session = await stripe.checkout.sessions.create(params);

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{20,}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: SHOP_SESSION_TOTAL,
      amount_total: SHOP_SESSION_TOTAL,
      currency: 'eur',
      customer_email: 'customer@example.com',
      client_reference_id: 'order-1042',
      metadata: { order_id: '1042' },
      locale: 'en',
      expires_at: params.expires_at,
      payment_intent: null,
      livemode: false,
      success_url: 'http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/cart',
      shipping_address_collection: { allowed_countries: ['BE', 'FR', 'NL', 'DE', 'LU'] },
      collected_information: null,
      ui_mode: 'hosted_page',
    });
    expect(session.payment_method_types).toEqual(['card', 'sepa_debit']);
    expect(session.created).toBeGreaterThanOrEqual(nowSeconds() - 5);
    expect(session.url).toBe(`${harness.sandbox.url}/c/pay/${session.id}`);
    expect(session.line_items).toBeUndefined();
    expect(session.lastResponse.requestId).toMatch(/^req_/);
    expect(session.lastResponse.headers['stripe-version']).toBe(STRIPE_API_VERSION);

    const page = await fetch(session.url ?? '');
    expect(page.status).toBe(200);
  });

  it('links to its page on the port the OS chose as it listened, under the public host name', async () => {
    // The shop starts it on port 0 beside other shops: no publicUrl given ahead could name it.
    const named = await startHarness({ port: 0, publicHost: 'localhost' });
    try {
      const listening = new URL(named.sandbox.url);
      expect(Number(listening.port)).toBeGreaterThan(0);
      const session = await named.stripe.checkout.sessions.create(shopSessionParams());
      expect(session.url).toBe(`http://localhost:${listening.port}/c/pay/${session.id}`);
      // Through the listening address: what "localhost" resolves to is the machine's business.
      const page = await fetch(new URL(new URL(session.url ?? '').pathname, listening));
      expect(page.status).toBe(200);
    } finally {
      await named.close();
    }
  });

  it('defaults expires_at to 24 hours and leaves optional fields null', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Card' } },
          quantity: 1,
        },
      ],
      success_url: 'http://shop.test/ok',
    });
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    expect(session).toMatchObject({
      cancel_url: null,
      client_reference_id: null,
      customer_email: null,
      customer_details: null,
      locale: null,
      metadata: {},
      shipping_address_collection: null,
    });
  });

  it('returns the line items at once when asked to expand them', async () => {
    const session = await stripe.checkout.sessions.create(
      shopSessionParams({ expand: ['line_items'] }),
    );
    expect(session.line_items?.data.map((item) => item.description)).toEqual([
      'Star map print',
      'Engraved pen',
    ]);
  });
});

describe('reading a Checkout Session', () => {
  it('retrieves it with its line items expanded', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id, {
      expand: ['line_items'],
    });

    expect(session.id).toBe(created.id);
    const items = session.line_items;
    expect(items?.object).toBe('list');
    expect(items?.has_more).toBe(false);
    expect(items?.url).toBe(`/v1/checkout/sessions/${created.id}/line_items`);
    const [first, second] = items?.data ?? [];
    expect(first).toMatchObject({
      object: 'item',
      description: 'Star map print',
      quantity: 2,
      currency: 'eur',
      amount_subtotal: 4900,
      amount_total: 4900,
      amount_discount: 0,
      amount_tax: 0,
    });
    expect(first?.id).toMatch(/^li_/);
    expect(first?.price).toMatchObject({
      object: 'price',
      type: 'one_time',
      unit_amount: 2450,
      currency: 'eur',
      active: false,
    });
    expect(first?.price?.id).toMatch(/^price_/);
    expect(first?.price?.product).toMatch(/^prod_/);
    // The SDK turns the wire's decimal string into its Decimal type.
    expect(String(first?.price?.unit_amount_decimal)).toBe('2450');
    expect(second).toMatchObject({ description: 'Engraved pen', quantity: 1, amount_total: 1299 });
  });

  it('accepts the expand[]= spelling as well as expand[0]=', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const response = await fetch(
      `${harness.sandbox.url}/v1/checkout/sessions/${created.id}?expand[]=line_items`,
      { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
    );
    const body = (await response.json()) as { line_items?: { data: unknown[] } };
    expect(response.status).toBe(200);
    expect(body.line_items?.data).toHaveLength(2);
  });

  it('lists line items page by page', async () => {
    const lineItems = Array.from({ length: 3 }, (_, index) => ({
      price_data: {
        currency: 'eur',
        unit_amount: 100 * (index + 1),
        product_data: { name: `Item ${index + 1}` },
      },
      quantity: 1,
    }));
    const session = await stripe.checkout.sessions.create(
      shopSessionParams({ line_items: lineItems }),
    );

    const firstPage = await stripe.checkout.sessions.listLineItems(session.id, { limit: 2 });
    expect(firstPage.data.map((item) => item.description)).toEqual(['Item 1', 'Item 2']);
    expect(firstPage.has_more).toBe(true);

    const secondPage = await stripe.checkout.sessions.listLineItems(session.id, {
      limit: 2,
      starting_after: firstPage.data[1]?.id ?? '',
    });
    expect(secondPage.data.map((item) => item.description)).toEqual(['Item 3']);
    expect(secondPage.has_more).toBe(false);

    const all = await stripe.checkout.sessions
      .listLineItems(session.id, { limit: 1 })
      .autoPagingToArray({ limit: 10 });
    expect(all.map((item) => item.price?.unit_amount)).toEqual([100, 200, 300]);
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error = await failureOf(stripe.checkout.sessions.retrieve('cs_test_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.message).toBe("No such checkout.session: 'cs_test_doesnotexist'");
  });

  it('refuses expansions it does not simulate instead of ignoring them', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const error = await failureOf(
      stripe.checkout.sessions.retrieve(created.id, { expand: ['customer'] }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe('expand[0]');
  });
});

describe('expiring a Checkout Session', () => {
  it('expires an open session, withdraws its page and refuses to expire it again', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({
      id: created.id,
      status: 'expired',
      payment_status: 'unpaid',
      url: null,
    });

    const again = await failureOf(stripe.checkout.sessions.expire(created.id));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.message).toBe(
      'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    );

    const page = await fetch(created.url ?? '');
    expect(await page.text()).toContain('This checkout session has expired');
  });

  it('refuses to expire a paid session', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(created.url ?? '');
    const error = await failureOf(stripe.checkout.sessions.expire(created.id));
    expect(error.message).toContain('This Checkout Session has a status of `complete`');
  });
});

describe('parameter errors', () => {
  const cases: {
    name: string;
    /** Some cases send what the SDK's types forbid, so this is looser than SessionCreateParams. */
    params: () => object;
    param: string;
    code?: string;
    message?: string | RegExp;
  }[] = [
    {
      name: 'a missing success_url',
      params: () => ({ ...shopSessionParams(), success_url: undefined }),
      param: 'success_url',
      code: 'parameter_missing',
      message: 'Missing required param: success_url.',
    },
    {
      name: 'a success_url that is not a URL',
      params: () => shopSessionParams({ success_url: 'shop/success' }),
      param: 'success_url',
      code: 'url_invalid',
    },
    {
      name: 'a negative unit_amount',
      params: () =>
        shopSessionParams({
          line_items: [
            {
              price_data: { currency: 'eur', unit_amount: -100, product_data: { name: 'X' } },
              quantity: 1,
            },
          ],
        }),
      param: 'line_items[0][price_data][unit_amount]',
      code: 'parameter_invalid_integer',
      message: 'Invalid non-negative integer',
    },
    {
      name: 'a unit_amount with decimals',
      params: () =>
        shopSessionParams({
          line_items: [
            {
              price_data: { currency: 'eur', unit_amount: 12.5, product_data: { name: 'X' } },
              quantity: 1,
            },
          ],
        }),
      param: 'line_items[0][price_data][unit_amount]',
      code: 'parameter_invalid_integer',
      message: 'Invalid integer: 12.5',
    },
    {
      name: 'a quantity of zero',
      params: () =>
        shopSessionParams({
          line_items: [
            {
              price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'X' } },
              quantity: 0,
            },
          ],
        }),
      param: 'line_items[0][quantity]',
    },
    {
      name: 'a missing product name',
      params: () =>
        shopSessionParams({
          line_items: [
            {
              price_data: {
                currency: 'eur',
                unit_amount: 500,
                product_data: { description: 'No name' } as unknown as { name: string },
              },
              quantity: 1,
            },
          ],
        }),
      param: 'line_items[0][price_data][product_data][name]',
      code: 'parameter_missing',
    },
    {
      name: 'expires_at sooner than 30 minutes',
      params: () => shopSessionParams({ expires_at: nowSeconds() + 10 * 60 }),
      param: 'expires_at',
      message:
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    },
    {
      name: 'expires_at later than 24 hours',
      params: () => shopSessionParams({ expires_at: nowSeconds() + 25 * 60 * 60 }),
      param: 'expires_at',
    },
    {
      name: 'no line items',
      params: () => ({ ...shopSessionParams(), line_items: undefined }),
      param: 'line_items',
      code: 'parameter_missing',
    },
    {
      name: 'an unknown locale',
      params: () =>
        shopSessionParams({ locale: 'xx' as Stripe.Checkout.SessionCreateParams.Locale }),
      param: 'locale',
    },
    {
      name: 'an unknown shipping country',
      params: () =>
        shopSessionParams({ shipping_address_collection: { allowed_countries: ['BE', 'QQ'] } }),
      param: 'shipping_address_collection[allowed_countries][1]',
    },
    {
      name: 'an invalid customer e-mail',
      params: () => shopSessionParams({ customer_email: 'not-an-address' }),
      param: 'customer_email',
      code: 'email_invalid',
    },
    {
      name: 'a parameter Stripe does not have in this API version',
      params: () => ({ ...shopSessionParams(), payment_method_types: ['card'] }),
      param: 'payment_method_types',
      code: 'parameter_unknown',
      message: 'Received unknown parameter: payment_method_types',
    },
    {
      name: 'a Stripe parameter the sandbox does not simulate',
      params: () => shopSessionParams({ payment_intent_data: { description: 'Order 1042' } }),
      param: 'payment_intent_data',
      code: 'parameter_unknown',
      message: /does not simulate|implements only/,
    },
    {
      name: 'a price id (the sandbox has no price catalogue)',
      params: () => shopSessionParams({ line_items: [{ price: 'price_123', quantity: 1 }] }),
      param: 'line_items[0][price]',
      code: 'resource_missing',
    },
    {
      name: 'a total under the €0.50 minimum',
      params: () =>
        shopSessionParams({
          line_items: [
            {
              price_data: { currency: 'eur', unit_amount: 20, product_data: { name: 'X' } },
              quantity: 1,
            },
          ],
        }),
      param: '',
      message: /at least €0.50/,
    },
  ];

  it.each(cases)(
    'refuses $name with a StripeInvalidRequestError naming the param',
    async (testCase) => {
      const error = await failureOf(
        stripe.checkout.sessions.create(testCase.params() as Stripe.Checkout.SessionCreateParams),
      );
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.statusCode).toBe(400);
      expect(error.rawType).toBe('invalid_request_error');
      expect(error.param ?? '').toBe(testCase.param);
      if (testCase.code) expect(error.code).toBe(testCase.code);
      if (typeof testCase.message === 'string') expect(error.message).toBe(testCase.message);
      else if (testCase.message) expect(error.message).toMatch(testCase.message);
    },
  );

  it('answers an unknown endpoint with Stripe’s 404', async () => {
    const response = await fetch(`${harness.sandbox.url}/v1/customers`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message:
          'Unrecognized request URL (GET: /v1/customers). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
      },
    });
  });

  it('refuses another API version rather than answering in the wrong shape', async () => {
    const response = await fetch(`${harness.sandbox.url}/v1/events`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Stripe-Version': '2020-08-27' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain(STRIPE_API_VERSION);
  });
});

describe('authentication', () => {
  it('answers 401 in Stripe’s shape without an API key', async () => {
    const response = await fetch(`${harness.sandbox.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="Stripe"');
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^You did not provide an API key/);
  });

  it('refuses live keys through the SDK as an authentication error', async () => {
    const live = stripeFor(harness.sandbox, 'sk_live_thisisnotatestkey1234');
    const error = await failureOf(live.checkout.sessions.create(shopSessionParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_live_\*+1234$/);
    expect(error.message).not.toContain('thisisnotatestkey');
  });

  it('accepts any test key, with Basic auth too', async () => {
    const other = stripeFor(harness.sandbox, 'sk_test_another_developer');
    await expect(other.checkout.sessions.create(shopSessionParams())).resolves.toMatchObject({
      status: 'open',
    });
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const response = await fetch(`${harness.sandbox.url}/v1/checkout/sessions/${created.id}`, {
      headers: { Authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const params = shopSessionParams();
    const first = await stripe.checkout.sessions.create(params, {
      idempotencyKey: 'order-1042-try-1',
    });
    const second = await stripe.checkout.sessions.create(params, {
      idempotencyKey: 'order-1042-try-1',
    });

    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(second.lastResponse.headers['original-request']).toBe(first.lastResponse.requestId);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the same key with other parameters as an idempotency error', async () => {
    await stripe.checkout.sessions.create(shopSessionParams(), { idempotencyKey: 'order-7-try-1' });
    const error = await failureOf(
      stripe.checkout.sessions.create(shopSessionParams({ client_reference_id: 'order-8' }), {
        idempotencyKey: 'order-7-try-1',
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.rawType).toBe('idempotency_error');
    expect(error.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with\./,
    );
  });

  it('refuses the same key on another endpoint', async () => {
    const session = await stripe.checkout.sessions.create(shopSessionParams(), {
      idempotencyKey: 'shared-key',
    });
    const error = await failureOf(
      stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'shared-key' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('keeps no answer for a request that failed validation, so the key can be reused', async () => {
    const bad = { ...shopSessionParams(), success_url: undefined };
    await failureOf(stripe.checkout.sessions.create(bad, { idempotencyKey: 'retry-after-fix' }));
    const fixed = await stripe.checkout.sessions.create(shopSessionParams(), {
      idempotencyKey: 'retry-after-fix',
    });
    expect(fixed.status).toBe('open');
  });

  it('creates a new session for every request without a shared key', async () => {
    const params = shopSessionParams();
    const first = await stripe.checkout.sessions.create(params);
    const second = await stripe.checkout.sessions.create(params);
    expect(second.id).not.toBe(first.id);
  });
});

describe('refunds', () => {
  async function paidSession() {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(created.url ?? '');
    const session = await stripe.checkout.sessions.retrieve(created.id);
    expect(session.payment_intent).toMatch(/^pi_/);
    return session;
  }

  it('refunds a payment in full by its PaymentIntent, once', async () => {
    const session = await paidSession();
    const paymentIntent = session.payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });

    expect(refund.id).toMatch(/^re_/);
    expect(refund).toMatchObject({
      object: 'refund',
      amount: SHOP_SESSION_TOTAL,
      currency: 'eur',
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: null,
    });
    expect(refund.charge).toMatch(/^ch_/);

    const again = await failureOf(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.code).toBe('charge_already_refunded');
  });

  it('refunds part of a payment, then the rest, and refuses more than what is left', async () => {
    const session = await paidSession();
    const paymentIntent = session.payment_intent as string;
    const part = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { order_id: '1042' },
    });
    expect(part).toMatchObject({
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { order_id: '1042' },
    });

    const tooMuch = await failureOf(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: SHOP_SESSION_TOTAL }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
    expect(tooMuch.param).toBe('amount');

    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(SHOP_SESSION_TOTAL - 1000);
  });

  it('refuses an unknown PaymentIntent and one without a successful charge', async () => {
    const unknown = await failureOf(stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    expect(unknown.code).toBe('resource_missing');
    expect(unknown.param).toBe('payment_intent');
    expect(unknown.statusCode).toBe(400);

    const created = await stripe.checkout.sessions.create(shopSessionParams());
    const decline = await submitForm(created.url ?? '', cardFields('4000 0000 0000 0002'));
    expect(decline.status).toBe(402);
    const declined = await stripe.checkout.sessions.retrieve(created.id);
    const error = await failureOf(
      stripe.refunds.create({ payment_intent: declined.payment_intent as string }),
    );
    expect(error.message).toMatch(/does not have a successful charge to refund/);
  });

  it('refuses a refund without payment_intent or charge', async () => {
    const error = await failureOf(stripe.refunds.create({}));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/payment_intent or charge/);
  });
});

describe('events', () => {
  it('lists events newest first, filtered by type', async () => {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(created.url ?? '');
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    const completed = events.data.find(
      (event) => (event.data.object as Stripe.Checkout.Session).id === created.id,
    );
    expect(completed?.type).toBe('checkout.session.completed');
    expect(events.data.every((event) => event.type === 'checkout.session.completed')).toBe(true);
    const fetched = await stripe.events.retrieve(completed?.id ?? '');
    expect(fetched.id).toBe(completed?.id);
  });
});
