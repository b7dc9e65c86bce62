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
