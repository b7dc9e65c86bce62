import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './api-version.js';
import { createPaymentSandbox } from './sandbox.js';
import { StateFileError } from './state-file.js';
import { shopSessionParams, startHarness, WEBHOOK_SECRET, type Harness } from './test/harness.js';
import { payByCard, sepaFields, submitForm } from './test/hosted-page.js';
import { WebhookReceiver } from './test/webhook-receiver.js';
import { SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';

let directory: string;
let dataFile: string;
const running: Harness[] = [];

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'payment-sandbox-'));
  dataFile = path.join(directory, 'state', 'payment-sandbox.json');
});
afterEach(async () => {
  for (const harness of running.splice(0)) await harness.close();
  await rm(directory, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const harness = await startHarness({ dataFile, ...options });
  running.push(harness);
  return harness;
}

async function stop(harness: Harness): Promise<void> {
  running.splice(running.indexOf(harness), 1);
  await harness.close();
}

describe('the data file', () => {
  it('keeps sessions and payments across a restart', async () => {
    const first = await start();
    const paid = await first.stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(paid.url ?? '');
    const open = await first.stripe.checkout.sessions.create(shopSessionParams());
    await stop(first);

    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { apiVersion: string };
    expect(saved.apiVersion).toBe(STRIPE_API_VERSION);
    expect((await readdir(path.dirname(dataFile))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );

    const second = await start();
    const paidAgain = await second.stripe.checkout.sessions.retrieve(paid.id, {
      expand: ['line_items'],
    });
    expect(paidAgain).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paidAgain.line_items?.data).toHaveLength(2);
    const refund = await second.stripe.refunds.create({
      payment_intent: paidAgain.payment_intent as string,
    });
    expect(refund.status).toBe('succeeded');

    const openAgain = await second.stripe.checkout.sessions.retrieve(open.id);
    expect(openAgain.status).toBe('open');
    expect(openAgain.url).toBe(`${second.sandbox.url}/c/pay/${open.id}`);
    await payByCard(openAgain.url ?? '');
  });

  it('keeps undelivered events and delivers them after a restart', async () => {
    const downReceiver = await WebhookReceiver.start(WEBHOOK_SECRET);
    downReceiver.failNext(1000);
    const first = await start({
      receiver: downReceiver,
      webhookRetry: {
        initialDelayMs: 60_000,
        maxDelayMs: 60_000,
        maxAttempts: 10,
        timeoutMs: 2000,
      },
    });
    const created = await first.stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(created.url ?? '');
    await expect.poll(() => downReceiver.deliveries.length).toBe(1);
    await stop(first);
    await downReceiver.close();

    const second = await start();
    const event = await second.receiver.waitForEvent('checkout.session.completed');
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(created.id);
  });

  it('settles a SEPA debit that was in flight when the sandbox stopped', async () => {
    const first = await start({ asyncPaymentDelayMs: 60_000 });
    const created = await first.stripe.checkout.sessions.create(shopSessionParams());
    expect((await submitForm(created.url ?? '', sepaFields(SUCCEEDING_TEST_IBAN))).status).toBe(
      303,
    );
    await stop(first);

    const second = await start({ asyncPaymentDelayMs: 60_000 });
    second.clock.advance(60_000);
    const succeeded = await second.receiver.waitForEvent(
      'checkout.session.async_payment_succeeded',
    );
    expect((succeeded.data.object as Stripe.Checkout.Session).id).toBe(created.id);
  });

  it('sets aside a file written for another API version and starts empty', async () => {
    await start().then(stop);
    const old = JSON.parse(await readFile(dataFile, 'utf8')) as Record<string, unknown>;
    await writeFile(dataFile, JSON.stringify({ ...old, apiVersion: '2020-08-27' }));

    const harness = await start();
    const events = await harness.stripe.events.list();
    expect(events.data).toEqual([]);
    expect(await readdir(path.dirname(dataFile))).toContain('payment-sandbox.json.2020-08-27.old');
  });

  it('refuses to start on a corrupt file, saying which file', async () => {
    await start().then(stop);
    await writeFile(dataFile, '{ not json');
    await expect(
      createPaymentSandbox({
        dataFile,
        webhookUrl: 'http://127.0.0.1:9/',
        webhookSecret: 'whsec_x',
      }),
    ).rejects.toThrow(StateFileError);
    await expect(
      createPaymentSandbox({
        dataFile,
        webhookUrl: 'http://127.0.0.1:9/',
        webhookSecret: 'whsec_x',
      }),
    ).rejects.toThrow(dataFile);
  });
});

describe('the retention (ADR 0055)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('forgets finished sessions, their payments and events once the retention has passed', async () => {
    const harness = await start({ retentionMs: 30 * DAY_MS });
    const { stripe, clock } = harness;
    const paid = await stripe.checkout.sessions.create(shopSessionParams());
    await payByCard(paid.url ?? '');
    const paymentIntent = (await stripe.checkout.sessions.retrieve(paid.id))
      .payment_intent as string;
    const abandoned = await stripe.checkout.sessions.create(shopSessionParams());
    const eventIds = (await stripe.events.list({ limit: 100 })).data.map((event) => event.id);
    expect(eventIds.length).toBeGreaterThan(0);

    // Within the retention everything is still there; the abandoned session expires on the way.
    clock.advance(29 * DAY_MS);
    const inAnHour = () => ({ expires_at: Math.floor(clock.now() / 1000) + 3600 });
    const meanwhile = await stripe.checkout.sessions.create(shopSessionParams(inAnHour()));
    await expect
      .poll(async () => (await stripe.checkout.sessions.retrieve(abandoned.id)).status)
      .toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(paid.id)).status).toBe('complete');

    // A day past the paid session's retention: it goes with its payment and its events; the
    // abandoned one expired a day ago, so it stays, as does the session made meanwhile.
    clock.advance(2 * DAY_MS);
    const fresh = await stripe.checkout.sessions.create(shopSessionParams(inAnHour()));
    await expect
      .poll(async () => (await failureOf(stripe.checkout.sessions.retrieve(paid.id)))?.code)
      .toBe('resource_missing');
    // The sandbox simulates no payment intent retrieval; a refund is how the shop reaches one.
    expect((await failureOf(stripe.refunds.create({ payment_intent: paymentIntent })))?.code).toBe(
      'resource_missing',
    );
    const listed = (await stripe.events.list({ limit: 100 })).data.map((event) => event.id);
    expect(listed.filter((id) => eventIds.includes(id))).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(abandoned.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(meanwhile.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(fresh.id)).status).toBe('open');

    // Forgotten for good: the data file no longer holds them either (an idempotency key's
    // saved answer may still name them for its 24 hours of real time, as Stripe's does).
    await stop(harness);
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as {
      sessions: { id: string }[];
      paymentIntents: { id: string }[];
      charges: { sessionId: string }[];
      events: { id: string }[];
    };
    const sessionIds = saved.sessions.map((session) => session.id);
    expect(sessionIds).not.toContain(paid.id);
    expect(sessionIds).toContain(abandoned.id);
    expect(saved.paymentIntents.map((intent) => intent.id)).not.toContain(paymentIntent);
    expect(saved.charges.filter((charge) => charge.sessionId === paid.id)).toEqual([]);
    expect(saved.events.filter((event) => eventIds.includes(event.id))).toEqual([]);
  });
});

describe('the bound on finished sessions (ADR 0086)', () => {
  it('forgets the finished sessions with the oldest activity beyond the bound, well inside the retention', async () => {
    const harness = await start({ maxFinishedSessions: 2 });
    const { stripe, clock } = harness;
    const inAnHour = () => ({ expires_at: Math.floor(clock.now() / 1000) + 3600 });
    const paid: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const session = await stripe.checkout.sessions.create(shopSessionParams(inAnHour()));
      await payByCard(session.url ?? '');
      paid.push(session.id);
      // A minute between payments orders their last activity.
      clock.advance(60_000);
    }
    const [oldest, middle, newest] = paid as [string, string, string];
    const oldestIntent = (await stripe.checkout.sessions.retrieve(oldest)).payment_intent as string;
    const oldestEvents = (await stripe.events.list({ limit: 100 })).data
      .filter((event) => (event.data.object as { id?: string }).id === oldest)
      .map((event) => event.id);
    expect(oldestEvents.length).toBeGreaterThan(0);

    // An open session is never counted nor forgotten; its due work runs the sweep.
    const open = await stripe.checkout.sessions.create(shopSessionParams(inAnHour()));
    await expect
      .poll(async () => (await failureOf(stripe.checkout.sessions.retrieve(oldest)))?.code)
      .toBe('resource_missing');
    expect((await failureOf(stripe.refunds.create({ payment_intent: oldestIntent })))?.code).toBe(
      'resource_missing',
    );
    const listed = (await stripe.events.list({ limit: 100 })).data.map((event) => event.id);
    expect(listed.filter((id) => oldestEvents.includes(id))).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(middle)).status).toBe('complete');
    expect((await stripe.checkout.sessions.retrieve(newest)).status).toBe('complete');
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe('open');

    await stop(harness);
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { sessions: { id: string }[] };
    expect(saved.sessions.map((session) => session.id).sort()).toEqual(
      [middle, newest, open.id].sort(),
    );
  });
});

async function failureOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
}
