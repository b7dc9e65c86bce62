import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectDatabase, type DatabaseConnection } from '../db/client.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { createPayments } from '../payments/stripe.js';
import { freePort } from '../../../../test-support/free-port.js';

/**
 * PostgreSQL goes away under load and comes back. This file runs its own PostgreSQL (the
 * shared test server must keep running for the other files), starts the app on it through
 * real HTTP, stops the database while shoppers keep adding to their carts, and starts it
 * again on the same data folder and port, without touching the app.
 */

/** The storefront's HTTP client gives up after 10 s (apps/web/src/lib/api-client.ts). */
const CLIENT_TIMEOUT_MS = 10_000;
const PRODUCTS = 400;

let scratch: string;
let dataDir: string;
let port: number;
let postgres: EmbeddedDatabase | undefined;
let database: DatabaseConnection;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shop-outage-'));
  // mkdtemp makes a private folder; the postgres user must be able to enter it.
  await chmod(scratch, 0o755);
  dataDir = path.join(scratch, 'postgres');
  port = await freePort();
  postgres = await startEmbeddedDatabase({ dataDir, port });
  database = connectDatabase(postgres.url, 5);
  await runMigrations(database);
  await database.pool.query(
    `insert into categories (slug, name) values ('personalized', 'Personalised');
     insert into products (slug, category_id, name, price_cents)
       select 'outage-' || n, (select id from categories where slug = 'personalized'), 'Outage ' || n, 500
         from generate_series(1, ${PRODUCTS}) n;`,
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: postgres.url,
    MEDIA_DIR: inject('testMediaDir'),
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  app = await buildApp({
    config,
    database,
    logger: false,
    runJobs: false,
    payments: createPayments({
      secretKey: 'sk_test_unreachable',
      webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
      host: '127.0.0.1',
      port: await freePort(),
      protocol: 'http',
      maxNetworkRetries: 0,
    }),
  });
  const shopPort = await freePort();
  await app.listen({ host: '127.0.0.1', port: shopPort });
  url = `http://127.0.0.1:${shopPort}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await postgres?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { code?: string; detail?: string } | null;
  ms: number;
}

async function call(pathname: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${pathname}`, {
      ...init,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = null;
    }
    return { status: response.status, body, ms: performance.now() - started };
  } catch {
    // Aborted by the client's timeout, or the connection failed: both count as a hang.
    return { status: 0, body: null, ms: performance.now() - started };
  }
}

it('answers 503 JSON quickly while PostgreSQL is down, recovers by itself and loses no acknowledged write', async () => {
  const email = 'outage@example.be';
  const registered = await call('/api/register/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'outage',
      email,
      phone_number: '+32470123456',
      password: 'Secret123',
    }),
  });
  expect(registered.status).toBe(201);
  const { access } = registered.body as unknown as { access: string };
  const { rows: products } = await database.pool.query<{ id: number; slug: string }>(
    "select id, slug from products where slug like 'outage-%' order by id",
  );

  // Four shoppers add products (each a product of its own) and browse, without pause.
  const acknowledged: number[] = [];
  const answers: (Answer & { during: 'up' | 'down' | 'back' })[] = [];
  let phase: 'up' | 'down' | 'back' = 'up';
  let next = 0;
  let running = true;
  // A shopper whose add was refused tries the same product again, as a person would; a fresh
  // product per attempt ran the catalogue dry during a slow restart and no add came after it.
  const shopper = async () => {
    let product: (typeof products)[number] | undefined;
    while (running) {
      product ??= products[next++];
      if (!product) break;
      const { id: productId, slug } = product;
      const phaseAtStart = phase;
      const [add, browse] = await Promise.all([
        call('/api/cart/add/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
          body: JSON.stringify({ product_id: productId, quantity: 1 }),
        }),
        call(`/api/products/${slug}/`),
      ]);
      if (add.status === 200) {
        acknowledged.push(productId);
        product = undefined;
      }
      answers.push({ ...add, during: phaseAtStart }, { ...browse, during: phaseAtStart });
      if (phaseAtStart === 'down') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const shoppers = Promise.all([shopper(), shopper(), shopper(), shopper()]);

  await waitUntil(() => acknowledged.length >= 20, 'adds while the database is up');
  const ackedBeforeStop = acknowledged.length;
  await postgres!.stop();
  postgres = undefined;
  phase = 'down';
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  const health = await call('/api/health');
  expect(health.status).toBe(503);
  expect(health.body).toEqual({ status: 'unavailable', database: 'down' });
  expect(health.ms).toBeLessThan(CLIENT_TIMEOUT_MS);

  postgres = await startEmbeddedDatabase({ dataDir, port });
  phase = 'back';
  // Same app, same pool: it must find the database again by itself.
  await waitUntil(async () => (await call('/api/health')).status === 200, 'health to recover');
  const afterRecovery = acknowledged.length;
  await waitUntil(() => acknowledged.length >= afterRecovery + 20, 'adds after recovery');
  running = false;
  await shoppers;

  const down = answers.filter((answer) => answer.during === 'down');
  expect(down.length, 'requests were made while the database was down').toBeGreaterThan(10);
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer)).not.toBe(0);
    expect(answer.ms).toBeLessThan(CLIENT_TIMEOUT_MS);
    if (answer.status !== 200) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.body).toEqual({
        code: 'service_unavailable',
        detail: 'The shop is briefly unavailable. Please try again in a moment.',
      });
    }
  }
  expect(down.filter((answer) => answer.status === 503).length).toBeGreaterThan(10);
  expect(ackedBeforeStop).toBeGreaterThanOrEqual(20);

  // Every add that was answered 200 is in the cart, before, during and after the outage.
  const cart = await call('/api/cart/', { headers: { authorization: `Bearer ${access}` } });
  expect(cart.status).toBe(200);
  const inCart = new Set(
    (cart.body as unknown as { items: { product: { id: number } }[] }).items.map(
      (item) => item.product.id,
    ),
  );
  for (const productId of acknowledged)
    expect(inCart.has(productId), `product ${productId}`).toBe(true);
}, 90_000);

async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
