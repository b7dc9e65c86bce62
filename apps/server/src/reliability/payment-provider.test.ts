import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createPayments } from '../payments/stripe.js';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  cartSize,
  newCustomer,
  newProduct,
  startCheckout,
  stockOf,
} from '../test/checkout.js';

/**
 * A payment provider that accepts the connection and then never answers: the worst kind of
 * outage, since nothing fails fast. The shop's client is built as server.ts builds it (the
 * configured timeout, the SDK's one retry), so this measures what a shopper would wait.
 */

/** The storefront's HTTP client gives up after 10 s (apps/web/src/lib/api-client.ts). */
const CLIENT_TIMEOUT_MS = 10_000;

let silent: Server;
const sockets = new Set<Socket>();
let shop: TestApp;

beforeAll(async () => {
  silent = createServer((socket) => {
    // Read the request and say nothing.
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  shop = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
    payments: createPayments({
      secretKey: 'sk_test_silent',
      webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
      host: '127.0.0.1',
      port: address.port,
      protocol: 'http',
      // As server.ts: the default timeout from the configuration and the SDK's default retry.
      timeoutMs: loadConfig({}).payments.timeoutMs,
    }),
  });
});
afterAll(async () => {
  await shop?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('answers a clear 503 within the 10 s a shopper waits, holding no stock and leaving no open order', async () => {
  const customer = await newCustomer(shop);
  const product = await newProduct(shop, { name: 'Silk scarf', stock: 4 });
  await addToCart(shop, customer, product, 3);

  const started = performance.now();
  const response = await startCheckout(shop, customer, 'nl');
  const waited = performance.now() - started;

  expect(waited).toBeLessThan(CLIENT_TIMEOUT_MS);
  // It did wait for the provider (the timeout), rather than failing on something else.
  expect(waited).toBeGreaterThan(loadConfig({}).payments.timeoutMs);
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.json()).toEqual({
    code: 'service_unavailable',
    detail:
      'De betaaldienst is nu niet bereikbaar. Er werd niets aangerekend en je winkelwagen is onveranderd; probeer het zo meteen opnieuw.',
    error:
      'De betaaldienst is nu niet bereikbaar. Er werd niets aangerekend en je winkelwagen is onveranderd; probeer het zo meteen opnieuw.',
  });

  expect(await stockOf(shop, product)).toBe(4);
  const { rows } = await shop.database.pool.query<{ status: string; reason: string }>(
    `select o.status, h.reason from orders o
       join order_status_history h on h.order_id = o.id and h.to_status = o.status
      where o.user_id = $1`,
    [customer.id],
  );
  expect(rows).toEqual([{ status: 'cancelled', reason: 'The payment page could not be opened.' }]);
  expect(await cartSize(shop, customer)).toBe(1);
}, 30_000);

it('points the SDK elsewhere only with a test key (STRIPE_API_URL)', () => {
  const stripe = {
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
    STRIPE_API_URL: 'http://127.0.0.1:12111',
  };
  expect(loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_0123456789' }).payments.apiUrl).toBe(
    'http://127.0.0.1:12111',
  );
  expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_0123456789' })).toThrow(
    ConfigError,
  );
  expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_0123456789' })).toThrow(
    /STRIPE_API_URL: must stay unset with a live key/,
  );
});
