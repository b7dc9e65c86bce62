import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes.js';
import type { RawFormBody } from './form-decoder.js';
import { PaymentLedger, type RequestContext } from './ledger.js';
import { emptyState, type RefundRecord } from './records.js';
import type { CreateRefundInput } from './request-params.js';
import { SANDBOX_ERROR_CODES } from './stripe-error.js';
import { SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';
import { SECRET_KEY, shopSessionParams, startHarness, type Harness } from './test/harness.js';
import { payByCard, sepaFields, submitForm } from './test/hosted-page.js';
import { StripeShapeChecker } from './test/stripe-shape.js';

/**
 * Stripe's idempotency rules for API v1 (https://docs.stripe.com/api/idempotent_requests):
 * the status and body of the first request with a key are saved once the endpoint began to
 * run, errors (500 included) as much as successes, and replayed for every retry with that
 * key; a request refused by validation before it ran saves nothing; keys are 1 to 255
 * characters. And the error codes the sandbox answers are Stripe's documented ones.
 */

let harness: Harness;
let stripe: Stripe;
beforeAll(async () => {
  harness = await startHarness();
  stripe = harness.stripe;
});
afterAll(() => harness.close());

async function failureOf(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error('the call succeeded, but it had to fail');
}

describe('a request that fails while it runs', () => {
  it('saves its error for the key and replays it, even once the same request would succeed', async () => {
    const slowDebits = await startHarness({ asyncPaymentDelayMs: 60_000 });
    try {
      await replaysRefusedRefund(slowDebits);
    } finally {
      await slowDebits.close();
    }
  });

  async function replaysRefusedRefund({ stripe, clock }: Harness) {
    const created = await stripe.checkout.sessions.create(shopSessionParams());
    expect((await submitForm(created.url!, sepaFields(SUCCEEDING_TEST_IBAN))).status).toBe(303);
    const processing = await stripe.checkout.sessions.retrieve(created.id);
    const paymentIntent = processing.payment_intent as string;

    // The debit is still on its way: nothing to refund yet.
    const first = await failureOf(
      stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-early' }),
    );
    expect(first.statusCode).toBe(400);
    expect(first.message).toMatch(/does not have a successful charge to refund/);

    // A minute later the debit succeeds.
    clock.advance(61_000);
    await expect
      .poll(async () => (await stripe.checkout.sessions.retrieve(created.id)).payment_status)
      .toBe('paid');

    const replayed = await failureOf(
      stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-early' }),
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.message).toBe(first.message);
    expect(replayed.headers?.['idempotent-replayed']).toBe('true');
    expect(replayed.headers?.['original-request']).toBe(first.requestId);

    // A new key runs the request again, and now it succeeds.
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: 'refund-after-settlement' },
    );
    expect(refund.status).toBe('pending');
  }

  it('saves a 500 for the key and replays it without running the request again', async () => {
    const api = await startApiWithLedger(
      class extends PaymentLedger {
        runs = 0;
        override refund(_input: CreateRefundInput, _request: RequestContext): RefundRecord {
          this.runs += 1;
          throw new Error('the ledger broke half-way');
        }
      },
    );
    try {
      const post = (key: string) =>
        fetch(`${api.url}/v1/refunds`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${SECRET_KEY}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            'Idempotency-Key': key,
          },
          body: 'payment_intent=pi_123',
        });
      const first = await post('refund-500');
      expect(first.status).toBe(500);
      const body = await first.json();
      expect(body).toEqual({
        error: {
          type: 'api_error',
          message: 'An unknown error occurred in the local payment sandbox.',
        },
      });

      const again = await post('refund-500');
      expect(again.status).toBe(500);
      expect(await again.json()).toEqual(body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('original-request')).toBe(first.headers.get('request-id'));
      expect(api.ledger.runs).toBe(1);

      expect((await post('refund-500-retry')).status).toBe(500);
      expect(api.ledger.runs).toBe(2);
    } finally {
      await api.close();
    }
  });

  it('saves nothing for a request refused before it ran', async () => {
    const session = await stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(session.url!);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const invalid = await failureOf(
      stripe.refunds.create(
        { payment_intent: paid.payment_intent as string, amount: -5 },
        { idempotencyKey: 'refund-fixed-later' },
      ),
    );
    expect(invalid.statusCode).toBe(400);
    const fixed = await stripe.refunds.create(
      { payment_intent: paid.payment_intent as string, amount: 500 },
      { idempotencyKey: 'refund-fixed-later' },
    );
    expect(fixed.amount).toBe(500);
  });
});

describe('idempotency keys', () => {
  it("refuses a key longer than 255 characters with Stripe's error, and takes one of 255", async () => {
    const tooLong = await failureOf(
      stripe.checkout.sessions.create(shopSessionParams(), { idempotencyKey: 'k'.repeat(256) }),
    );
    expect(tooLong).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.rawType).toBe('invalid_request_error');
    expect(tooLong.message).toBe(
      "Idempotent key length is 256, which is outside accepted lengths. Idempotent Keys must be 1-255 characters long. If you're looking for a decent generator, try using a UUID defined by IETF RFC 4122.",
    );
    expect(tooLong.code).toBeUndefined();

    const longest = await stripe.checkout.sessions.create(shopSessionParams(), {
      idempotencyKey: 'k'.repeat(255),
    });
    expect(longest.status).toBe('open');
  });
});

describe('error codes', () => {
  const documented = new StripeShapeChecker().stringLiterals('ErrorCode');

  it("uses only codes from Stripe's documented list", () => {
    expect(documented.size).toBeGreaterThan(100);
    expect(SANDBOX_ERROR_CODES.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('answers every refusal with a documented code or none', async () => {
    const refusals = [
      stripe.checkout.sessions.create(
        shopSessionParams({ success_url: `https://a.be/${'x'.repeat(5001)}` }),
      ),
      stripe.checkout.sessions.create(
        shopSessionParams({ customer_email: { nested: 'hash' } as unknown as string }),
      ),
      stripe.checkout.sessions.create(shopSessionParams({ client_reference_id: '' })),
      stripe.checkout.sessions.create({ ...shopSessionParams(), mode: undefined }),
      stripe.checkout.sessions.create(shopSessionParams({ customer_email: 'not-an-address' })),
      stripe.checkout.sessions.create(shopSessionParams({ success_url: 'ftp://shop.test/done' })),
      stripe.checkout.sessions.create(
        shopSessionParams({ expires_at: 'soon' as unknown as number }),
      ),
      stripe.checkout.sessions.retrieve('cs_test_unknown'),
      stripe.refunds.create({ payment_intent: 'pi_unknown' }),
    ];
    const codes: (string | undefined)[] = [];
    for (const refusal of refusals) codes.push((await failureOf(refusal)).code);
    expect(codes.filter((code) => code !== undefined && !documented.has(code))).toEqual([]);
    // The too-long string and the hash given for a string: Stripe gives no code for these.
    expect(codes.slice(0, 2)).toEqual([undefined, undefined]);
  });
});

/** The sandbox's API routes over a ledger of the test's making (to make it fail on purpose). */
async function startApiWithLedger<L extends PaymentLedger>(
  Ledger: new (...args: ConstructorParameters<typeof PaymentLedger>) => L,
): Promise<{ url: string; ledger: L; close(): Promise<void> }> {
  const ledger = new Ledger(emptyState(), {
    now: Date.now,
    asyncPaymentDelayMs: 50,
    publicUrl: () => 'http://127.0.0.1',
    onChange: () => undefined,
    onEvent: () => undefined,
  });
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(formBody, { parser: (text): RawFormBody => ({ formText: text }) });
  await app.register(apiRoutes, {
    prefix: '/v1',
    ledger,
    publicUrl: () => 'http://127.0.0.1',
    onChange: () => undefined,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, ledger, close: () => app.close() };
}
