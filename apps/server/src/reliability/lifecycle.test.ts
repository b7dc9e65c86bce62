import { spawn, type ChildProcess } from 'node:child_process';
import { OPERATOR_SELLER_ENV } from '../test/seller.js';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { freePort } from '../../../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../../../test-support/scratch-folder.js';
import { chooseDeliveryUnlessChosen } from '../test/checkout.js';

/**
 * The shop as its own process, the way `npm start` runs it: server.ts starting the embedded
 * PostgreSQL and the payment sandbox. It runs from source through tsx, because `npm test`
 * runs the unit tests before anything builds apps/server/dist (the same entry point, not a
 * copy). Signals reach server.ts itself: tsx is loaded into node, not a wrapper process.
 */
interface SpawnedServer {
  url: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** The ports a restart must find again; the stand-ins take any free one (0) as they listen. */
interface ServerPorts {
  shop: number;
  postgres: number;
}

async function freePorts(): Promise<ServerPorts> {
  return { shop: await freePort(), postgres: await freePort() };
}

async function startServer(
  dataDir: string,
  ports: ServerPorts,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      // Not configuration of this process: the child needs PATH (ps, su) like any program.
      // eslint-disable-next-line no-restricted-properties
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports.shop),
      PUBLIC_URL: `http://127.0.0.1:${ports.shop}`,
      EMBEDDED_POSTGRES_DIR: path.join(dataDir, 'postgres'),
      EMBEDDED_POSTGRES_PORT: String(ports.postgres),
      MEDIA_DIR: path.join(dataDir, 'media'),
      PAYMENT_SANDBOX_PORT: '0',
      PAYMENT_SANDBOX_DATA_FILE: path.join(dataDir, 'payment-sandbox.json'),
      CARRIER_SANDBOX_PORT: '0',
      VIES_SANDBOX_PORT: '0',
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'reliability-only-jwt-secret-0123456789abcdefghijklmnop',
      ...OPERATOR_SELLER_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal === 'SIGKILL' ? 137 : code)),
  );

  const url = `http://127.0.0.1:${ports.shop}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, output: () => output, exited };
}

/**
 * The server process's life: SIGTERM drains and stops the embedded PostgreSQL cleanly; a
 * kill -9 loses no acknowledged write and the next start takes over its data folder.
 */

const started: SpawnedServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of started) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }
  for (const folder of folders) await removeFolder(folder);
});

async function launch(
  dataDir: string,
  ports: ServerPorts,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const server = await startServer(dataDir, ports, env);
  started.push(server);
  return server;
}

function databaseOf(ports: ServerPorts): pg.Client {
  // The embedded cluster's fixed loopback account (src/db/embedded.ts).
  return new pg.Client({
    connectionString: `postgres://shop:shop-embedded@127.0.0.1:${ports.postgres}/shop`,
  });
}

async function prepareShopper(server: SpawnedServer, ports: ServerPorts) {
  const client = databaseOf(ports);
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `with category as (insert into categories (slug, name) values ('personalized', 'Personalised') returning id)
     insert into products (slug, category_id, name, price_cents, stock)
       select 'lifecycle-mug', id, 'Lifecycle mug', 950, 10 from category returning id`,
  );
  const productId = rows[0]!.id;
  const registered = await fetch(`${server.url}/api/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'lifecycle',
      email: 'lifecycle@example.be',
      phone_number: '+32470123456',
      password: 'Secret123',
    }),
  });
  expect(registered.status).toBe(201);
  const { access } = (await registered.json()) as { access: string };
  const added = await fetch(`${server.url}/api/cart/add/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ product_id: productId, quantity: 2 }),
  });
  expect(added.status).toBe(200);
  const { rows: users } = await client.query<{ id: number }>(
    `select id from users where email = 'lifecycle@example.be'`,
  );
  await chooseDeliveryUnlessChosen(client, users[0]!.id);
  await client.end();
  return { access, productId };
}

function postgresRunningOn(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
}

describe('SIGTERM', () => {
  it('stops taking connections, finishes the request in flight, then stops PostgreSQL cleanly', async () => {
    const dataDir = await scratchFolder('shop-sigterm-');
    folders.push(dataDir);
    const ports = await freePorts();
    const server = await launch(dataDir, ports);
    const { access } = await prepareShopper(server, ports);

    // A slow request: the cart read waits for a lock this test holds.
    const locker = databaseOf(ports);
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table cart_items in access exclusive mode');
    const startedAt = Date.now();
    const inFlight = fetch(`${server.url}/api/cart/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    await waitForBlockedQuery(locker);

    server.process.kill('SIGTERM');
    // The listener closes at once: a new visitor is refused rather than left waiting.
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 5_000 },
      )
      .toBe('refused');
    expect(server.process.exitCode).toBeNull();

    await locker.query('commit');
    await locker.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { item_count: number }).item_count).toBe(2);
    expect(Date.now() - startedAt).toBeLessThan(15_000);

    expect(await server.exited, server.output()).toBe(0);
    expect(postgresRunningOn(dataDir)).toBe(false);
    expect(server.output()).not.toMatch(/stopping anyway|Shutdown failed/);
  }, 90_000);
});

describe('kill -9', () => {
  it('keeps every acknowledged write, and the next start takes over the orphaned database', async () => {
    const dataDir = await scratchFolder('shop-sigkill-');
    folders.push(dataDir);
    const ports = await freePorts();
    const first = await launch(dataDir, ports);
    const { access, productId } = await prepareShopper(first, ports);
    const checkout = await fetch(`${first.url}/api/checkout/create-checkout-session/?lang=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(checkout.status).toBe(200);

    first.process.kill('SIGKILL');
    expect(await first.exited).toBe(137);
    // The killed shop could not stop its PostgreSQL: it is still running, holding the folder.
    expect(postgresRunningOn(dataDir)).toBe(true);

    const second = await launch(dataDir, ports);
    const cart = await fetch(`${second.url}/api/cart/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(cart.status).toBe(200);
    const body = (await cart.json()) as { items: { quantity: number; product: { id: number } }[] };
    expect(body.items.map((item) => [item.product.id, item.quantity])).toEqual([[productId, 2]]);
    const orders = await fetch(`${second.url}/api/checkout/orders/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(orders.status).toBe(200);
    const list = (await orders.json()) as { orders: { status: string }[] };
    expect(list.orders.map((order) => order.status)).toEqual(['pending']);

    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postgresRunningOn(dataDir)).toBe(false);
  }, 120_000);
});

describe('stand-ins on port 0 (issue 30)', () => {
  /** The address the server printed after `label`, e.g. "payments go to … at http://…". */
  function printedAddress(server: SpawnedServer, label: string): URL {
    const line = server.output().match(new RegExp(`${label} (http://\\S+)`));
    if (!line) throw new Error(`The server did not print "${label}":\n${server.output()}`);
    return new URL(line[1]!);
  }

  it('listen on ports the OS picks, and the shop and its payment page use those ports', async () => {
    const dataDir = await scratchFolder('shop-stand-ins-');
    folders.push(dataDir);
    const ports = await freePorts();
    const server = await launch(dataDir, ports);
    const payments = printedAddress(server, 'payments go to the local payment sandbox at');
    const carriers = printedAddress(server, 'carriers go to the local stand-in at');
    const vatNumbers = printedAddress(server, 'VAT numbers are checked by the local stand-in at');
    for (const standIn of [payments, carriers, vatNumbers]) {
      expect(Number(standIn.port)).toBeGreaterThan(0);
      // Any answer will do (their roots answer 404): a refused connection throws.
      await fetch(standIn);
    }

    const { access } = await prepareShopper(server, ports);
    const checkout = await fetch(`${server.url}/api/checkout/create-checkout-session/?lang=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(checkout.status).toBe(200);
    const page = new URL(((await checkout.json()) as { checkout_url: string }).checkout_url);
    expect(page.hostname).toBe('localhost');
    expect(page.port).toBe(payments.port);
    // Through the printed address: what "localhost" resolves to is the machine's business.
    expect((await fetch(new URL(page.pathname, payments))).status).toBe(200);

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});

/** Until the server's cart query is seen waiting for the lock. */
async function waitForBlockedQuery(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.waiting > 0) return;
    if (Date.now() > deadline) throw new Error('The cart query never waited for the lock.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a production start on its defaults (issue 14)', () => {
  /** What `NODE_ENV=production npm start` sees with neither variable set (empty = unset). */
  const DEFAULTS = { JWT_SECRET: '', SEED_DEMO_DATA: '' };

  async function signIn(server: SpawnedServer, email: string, password: string) {
    return fetch(`${server.url}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
  }

  it('keeps a private random secret in the data folder, creates no demo login, and a restart keeps the sign-in', async () => {
    const dataDir = await scratchFolder('shop-defaults-');
    folders.push(dataDir);
    const ports = await freePorts();
    const first = await launch(dataDir, ports, DEFAULTS);

    const secretFile = path.join(dataDir, 'jwt-secret');
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(secretFile, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    for (const account of DEMO_ACCOUNTS) {
      expect((await signIn(first, account.email, account.password)).status).toBe(401);
    }
    const client = databaseOf(ports);
    await client.connect();
    const { rows } = await client.query<{ users: number; products: number }>(
      'select (select count(*) from users)::int as users, (select count(*) from products)::int as products',
    );
    await client.end();
    expect(rows[0]).toEqual({ users: 0, products: 0 });

    const registered = await fetch(`${first.url}/api/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'restarter',
        email: 'restarter@example.be',
        phone_number: '+32470123456',
        password: 'Secret123',
      }),
    });
    expect(registered.status).toBe(201);
    const { access } = (await registered.json()) as { access: string };
    first.process.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);

    // The second start reads the same secret: the customer is still signed in. Demo data only
    // because it is asked for, and said loudly.
    const second = await launch(dataDir, ports, { ...DEFAULTS, SEED_DEMO_DATA: 'true' });
    expect((await readFile(secretFile, 'utf8')).trim()).toBe(secret);
    const me = await fetch(`${second.url}/api/users/me/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.status).toBe(200);
    expect(second.output()).toContain('WARNING: SEED_DEMO_DATA=true in production');
    const demo = DEMO_ACCOUNTS[0]!;
    expect((await signIn(second, demo.email, demo.password)).status).toBe(200);
    second.process.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  }, 150_000);

  it('refuses to start with DATABASE_URL but without JWT_SECRET, naming the variable', async () => {
    const dataDir = await scratchFolder('shop-no-secret-');
    folders.push(dataDir);
    const ports = await freePorts();
    await expect(
      launch(dataDir, ports, {
        ...DEFAULTS,
        DATABASE_URL: `postgres://shop:shop@127.0.0.1:${ports.postgres}/shop`,
      }),
    ).rejects.toThrow(/JWT_SECRET: is required in production with DATABASE_URL/);
  }, 60_000);
});
