import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, tokenPairSchema } from '@shop/contracts';
import { buildApp } from '../app.js';
import { maskSecretsInUrl, serverLogOptions } from '../plugins/log-redaction.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../../../../test-support/free-port.js';
import {
  CARD_PAYS,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  signature,
  waitFor,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';

/**
 * Secrets never reach the server log. The shop is run with the server's own logger settings
 * (plugins/log-redaction.ts) at level trace, writing into memory, through sign-up, sign-in,
 * refresh, profile and password changes, a password reset, sign-out, a checkout paid on the
 * sandbox's page with its webhook, and a few refused requests; then the whole log is searched
 * for every secret that went by.
 */

const JWT_SECRET = `log-test-jwt-${randomBytes(24).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const STRIPE_KEY = 'sk_test_sandbox';
const PASSWORD = `Pw${randomBytes(6).toString('hex')}9`;
const NEW_PASSWORD = `Nw${randomBytes(6).toString('hex')}7`;
const RESET_PASSWORD = `Rs${randomBytes(6).toString('hex')}5`;
const WRONG_PASSWORD = `Wr${randomBytes(6).toString('hex')}3`;

let shop: TestApp;
let logged: FastifyInstance;
let url: string;
const lines: string[] = [];
/** Every secret the flow handled, by what it is. */
const secrets = new Map<string, string>([
  ['JWT secret', JWT_SECRET],
  ['webhook secret', WEBHOOK_SECRET],
  ['Stripe key', STRIPE_KEY],
  ['password', PASSWORD],
  ['new password', NEW_PASSWORD],
  ['reset password', RESET_PASSWORD],
  ['wrong password', WRONG_PASSWORD],
]);

beforeAll(async () => {
  // The sandbox delivers its webhooks to the logged app below, which listens on this port.
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  shop = await createTestApp({
    demo: true,
    env: { JWT_SECRET, PUBLIC_URL: url },
    paymentSandbox: { webhookUrl: `${url}/api/checkout/webhook/`, webhookSecret: WEBHOOK_SECRET },
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  logged = await buildApp({
    config: shop.config,
    database: shop.database,
    payments: shop.payments,
    runJobs: false,
    logger: { ...serverLogOptions({ logLevel: 'trace' }), stream },
  });
  await logged.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await logged.close();
  await shop.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: () => Promise<unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: () => response.json() as Promise<unknown> };
}

function remember(what: string, token: string) {
  secrets.set(what, token);
  // The signature alone would be enough to spot a token cut in pieces.
  secrets.set(`${what} (signature)`, token.split('.')[2] ?? token);
}

describe('the server log', () => {
  beforeAll(async () => {
    const email = `logged-${randomBytes(4).toString('hex')}@example.be`;
    const registered = await call('POST', '/api/register/', {
      username: `logged${randomBytes(3).toString('hex')}`,
      email,
      phone_number: '+32470123456',
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const signUp = loginResponseSchema.parse(await registered.json());
    remember('sign-up access token', signUp.access);
    remember('sign-up refresh token', signUp.refresh);

    expect(
      (await call('POST', '/api/token/', { username: email, password: WRONG_PASSWORD })).status,
    ).toBe(401);
    const signIn = loginResponseSchema.parse(
      await (await call('POST', '/api/token/', { username: email, password: PASSWORD })).json(),
    );
    remember('access token', signIn.access);
    remember('refresh token', signIn.refresh);

    const renewed = tokenPairSchema.parse(
      await (await call('POST', '/api/token/refresh/', { refresh: signIn.refresh })).json(),
    );
    remember('renewed access token', renewed.access);
    remember('renewed refresh token', renewed.refresh);
    expect((await call('GET', '/api/users/me/', undefined, renewed.access)).status).toBe(200);
    expect((await call('GET', '/api/users/me/', undefined, `${renewed.access}x`)).status).toBe(401);
    const changed = await call(
      'PUT',
      '/api/users/me/',
      { email, phone_number: '+32470123457', password: NEW_PASSWORD, current_password: PASSWORD },
      renewed.access,
    );
    expect(changed.status).toBe(200);

    // A password reset: its token travels in a mail link and in the confirming request.
    expect((await call('POST', '/api/password-reset/', { email })).status).toBe(200);
    const { rows } = await shop.database.pool.query<{ text: string }>(
      `select text from mail_outbox where to_address = $1 and template like '%reset%'`,
      [email],
    );
    const resetToken = decodeURIComponent(/\/reset-password\/([^\s/?]+)/.exec(rows[0]!.text)![1]!);
    secrets.set('password reset token', resetToken);
    await fetch(`${url}/reset-password/${encodeURIComponent(resetToken)}`);
    expect(
      (
        await call('POST', '/api/password-reset/confirm/', {
          token: resetToken,
          password: RESET_PASSWORD,
        })
      ).status,
    ).toBe(200);

    // A checkout paid on the sandbox's page; its signed webhook settles the order.
    const buyer = loginResponseSchema.parse(
      await (
        await call('POST', '/api/token/', { username: email, password: RESET_PASSWORD })
      ).json(),
    );
    remember('buyer access token', buyer.access);
    remember('buyer refresh token', buyer.refresh);
    const product = await newProduct(shop, { stock: 5 });
    expect(
      (await call('POST', '/api/cart/add/', { product_id: product, quantity: 1 }, buyer.access))
        .status,
    ).toBe(200);
    const { rows: buyers } = await shop.database.pool.query<{ id: number }>(
      'select id from users where email = $1',
      [email],
    );
    await chooseDeliveryUnlessChosen(shop.database.pool, buyers[0]!.id);
    const started = await call(
      'POST',
      '/api/checkout/create-checkout-session/',
      undefined,
      buyer.access,
    );
    expect(started.status).toBe(200);
    const session = (await started.json()) as { checkout_url: string; session_id: string };
    expect((await payOnHostedPage(session.checkout_url, { card: CARD_PAYS })).status).toBe(303);
    await waitFor(
      () => orderOfSession(shop, session.session_id),
      (order) => order?.status === 'processing',
      'the webhook to settle the order',
    );
    // A forged webhook, and one whose signature header carries a secret-looking value.
    const forgedBody = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed' });
    const forgedSignature = signature(forgedBody, `whsec_${randomBytes(8).toString('hex')}`);
    secrets.set('forged signature header', forgedSignature);
    await fetch(`${url}/api/checkout/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': forgedSignature },
      body: forgedBody,
    });
    expect(
      (
        await call(
          'GET',
          `/api/checkout/success/?session_id=${session.session_id}`,
          undefined,
          buyer.access,
        )
      ).status,
    ).toBe(200);

    expect((await call('POST', '/api/token/revoke/', { refresh: buyer.refresh })).status).toBe(204);
  });

  it('was written (the capture works): requests, their outcomes and the paid order', () => {
    const text = lines.join('');
    expect(text).toContain('"msg":"incoming request"');
    expect(text).toContain('"msg":"request completed"');
    expect(text).toContain('/api/checkout/webhook/');
    expect(text).toContain('order paid');
    // The reset link was requested and logged, with its token masked.
    expect(text).toContain('/reset-password/[Redacted]');
  });

  it('holds none of the secrets that went through the shop', () => {
    const text = lines.join('');
    const leaked = [...secrets].filter(([, secret]) => text.includes(secret));
    expect(leaked.map(([what]) => what)).toEqual([]);
    // URL-encoded forms too (a token in a query string or path).
    const encoded = [...secrets].filter(([, secret]) => text.includes(encodeURIComponent(secret)));
    expect(encoded.map(([what]) => what)).toEqual([]);
  });
});

describe('maskSecretsInUrl', () => {
  it('masks the reset link token and secret query parameters, nothing else', () => {
    expect(maskSecretsInUrl('/reset-password/abc123?lang=fr')).toBe(
      '/reset-password/[Redacted]?lang=fr',
    );
    expect(maskSecretsInUrl('/api/products/?lang=nl&token=xyz&Access=q')).toBe(
      '/api/products/?lang=nl&token=[Redacted]&Access=[Redacted]',
    );
    expect(maskSecretsInUrl('/checkout/success?session_id=cs_1')).toBe(
      '/checkout/success?session_id=cs_1',
    );
  });
});
