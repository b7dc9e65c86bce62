/**
 * The soak: the built server on a fresh data folder, visited for a long while by parallel
 * virtual shoppers who browse, sign up or sign in, fill carts and pay on the sandbox's hosted
 * page. It samples the server's resident memory, and at the end checks three things:
 *
 *   1. no answer was a 5xx (nor a dropped connection or a timeout),
 *   2. memory did not keep growing after warm-up (the first window against the last one),
 *   3. every session paid on the hosted page has exactly one order, paid.
 *
 * Usage: npm run soak [-- --minutes 10 | --seconds 60] [--shoppers 8] [--rss-growth-limit-mb 50]
 *        [--keep] (keep the data folder). Exits 1 when a check fails.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSandbox, startShop, type SandboxProcess, type ShopProcess } from '../shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

/** What the storefront's client waits before giving up (apps/web/src/lib/api-client.ts). */
const CLIENT_TIMEOUT_MS = 10_000;
/** At most this long between memory samples; short runs sample more often (40 per run). */
const RSS_SAMPLE_MS = 5_000;
const LANGUAGES = ['en', 'nl', 'fr'] as const;
const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

interface Options {
  durationMs: number;
  shoppers: number;
  rssGrowthLimitMb: number;
  keep: boolean;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string' },
      seconds: { type: 'string' },
      shoppers: { type: 'string', default: '8' },
      'rss-growth-limit-mb': { type: 'string', default: '50' },
      keep: { type: 'boolean', default: false },
    },
  });
  const seconds =
    values.seconds !== undefined ? Number(values.seconds) : Number(values.minutes ?? '10') * 60;
  const shoppers = Number(values.shoppers);
  const rssGrowthLimitMb = Number(values['rss-growth-limit-mb']);
  if (!(seconds >= 10) || !Number.isInteger(shoppers) || shoppers < 1 || !(rssGrowthLimitMb > 0)) {
    console.error(
      'Usage: npm run soak -- [--minutes N | --seconds N (at least 10)] [--shoppers N] [--rss-growth-limit-mb N] [--keep]',
    );
    process.exit(2);
  }
  return { durationMs: seconds * 1000, shoppers, rssGrowthLimitMb, keep: values.keep };
}

/* ------------------------------------------------------------------ the server */

interface Server {
  shop: ShopProcess;
  databaseUrl: string;
  sandbox: SandboxProcess;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const postgresPort = await freePort();
  const webhookSecret = `whsec_soak_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const sandbox = await startSandbox(dataDir, port, webhookSecret);
  const shop = await startShop({
    dataDir,
    port,
    postgresPort,
    env: {
      // A test key and the sandbox's address: the shop talks to it as it would to Stripe.
      STRIPE_SECRET_KEY: 'sk_test_soak',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: sandbox.url,
      JWT_SECRET: 'soak-only-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      // Every virtual shopper comes from 127.0.0.1: per-IP limits meant for one person would
      // stop the soak after twenty sign-ups. The per-account limits stay as they are.
      RATE_LIMIT_SIGNUP_PER_IP: '1000000',
      RATE_LIMIT_SIGNIN_PER_IP: '1000000',
    },
  });
  return {
    shop,
    // The embedded cluster's fixed loopback account (apps/server/src/db/embedded.ts).
    databaseUrl: `postgres://shop:shop-embedded@127.0.0.1:${postgresPort}/shop`,
    sandbox,
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ recording */

interface Call {
  name: string;
  status: number;
  ms: number;
}

const calls: Call[] = [];
const problems: string[] = [];
const paidSessions = new Set<string>();
const declinedSessions = new Set<string>();

function record(name: string, status: number, ms: number, detail = ''): void {
  calls.push({ name, status, ms });
  if (status === 0 || status >= 500) {
    if (problems.length < 20) problems.push(`${name}: ${status || 'no answer'} ${detail}`.trim());
  }
}

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T>(
  base: string,
  name: string,
  pathname: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    record(name, response.status, performance.now() - started, text.slice(0, 200));
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T };
  } catch (error) {
    record(name, 0, performance.now() - started, String(error));
    return { status: 0, body: null as T };
  }
}

/* ------------------------------------------------------------------ a shopper */

interface Product {
  id: number;
  slug: string;
  is_available: boolean;
  personalization: { mode: 'none' | 'optional' | 'required'; max_length: number };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (probability: number) => Math.random() < probability;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let accounts = 0;
/** The server while it runs, so a crash of the soak itself does not leave it behind. */
let running: Server | null = null;

/** Fills in and submits the sandbox's hosted payment page as a browser without script would. */
async function payOnHostedPage(checkoutUrl: string, card: string): Promise<number> {
  const started = performance.now();
  try {
    const page = await fetch(checkoutUrl, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const html = await page.text();
    const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
    if (!action) {
      record('hosted page', 0, performance.now() - started, 'no payment form');
      return 0;
    }
    const answer = await fetch(new URL(action.replaceAll('&amp;', '&'), checkoutUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        payment_method: 'card',
        card_number: card,
        card_expiry: '12 / 34',
        card_cvc: '123',
        card_name: 'Soak Shopper',
        shipping_name: 'Soak Shopper',
        shipping_line1: 'Wetstraat 16',
        shipping_line2: '',
        shipping_postal_code: '1000',
        shipping_city: 'Brussel',
        shipping_country: 'BE',
        terms_of_service: 'accepted',
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    record('hosted page', answer.status, performance.now() - started);
    return answer.status;
  } catch (error) {
    record('hosted page', 0, performance.now() - started, String(error));
    return 0;
  }
}

async function shopper(base: string, until: number): Promise<void> {
  let account: { email: string; password: string } | null = null;
  while (Date.now() < until) {
    const lang = pick(LANGUAGES);
    // Browse: the list, two product pages (API and the page a browser would load).
    await call(base, 'settings', '/api/settings/');
    const list = await call<Product[]>(base, 'product list', `/api/products/?lang=${lang}`);
    const products = Array.isArray(list.body) ? list.body : [];
    for (const product of [pick(products), pick(products)].filter(Boolean)) {
      await call(base, 'product', `/api/products/${product.slug}/?lang=${lang}`);
      await call(base, 'product page', `/product/${product.slug}?lang=${lang}`);
    }
    if (!chance(0.6)) continue;

    // Sign up (a new shopper now and then), or sign in.
    let token: string | undefined;
    if (account === null || chance(0.2)) {
      accounts += 1;
      const email = `soak-${process.pid}-${accounts}@example.be`;
      const registered = await call<{ access?: string }>(base, 'sign up', '/api/register/', {
        method: 'POST',
        body: {
          username: `soak${accounts}`,
          email,
          phone_number: '+32470123456',
          password: 'Secret123',
        },
      });
      if (registered.status === 201) {
        account = { email, password: 'Secret123' };
        token = registered.body.access;
      }
    } else {
      const signedIn = await call<{ access?: string }>(base, 'sign in', '/api/token/', {
        method: 'POST',
        body: { username: account.email, password: account.password },
      });
      token = signedIn.body?.access;
    }
    if (!token) continue;

    // Fill the cart with one or two available products.
    const available = products.filter((product) => product.is_available);
    for (const product of [pick(available), pick(available)].slice(0, chance(0.5) ? 1 : 2)) {
      if (!product) continue;
      const text =
        product.personalization.mode === 'required' ||
        (product.personalization.mode === 'optional' && chance(0.5))
          ? 'For Ada'.slice(0, product.personalization.max_length)
          : undefined;
      await call(base, 'cart add', `/api/cart/add/?lang=${lang}`, {
        method: 'POST',
        token,
        body: { product_id: product.id, quantity: 1, ...(text ? { personalization: text } : {}) },
      });
    }
    const cart = await call<{ items?: { id: number }[] }>(base, 'cart', `/api/cart/?lang=${lang}`, {
      token,
    });
    if (chance(0.15) && cart.body?.items?.[0]) {
      await call(base, 'cart remove', `/api/cart/remove/${cart.body.items[0].id}/`, {
        method: 'DELETE',
        token,
      });
      continue;
    }

    // Checkout needs a delivery choice (issue 27): home delivery in Belgium, as a shopper picks.
    await call(base, 'cart delivery', `/api/cart/delivery/?lang=${lang}`, {
      method: 'PUT',
      token,
      body: { method: 'home', country: 'BE' },
    });

    // Pay: most cards pay, some are declined (the order stays pending until it expires).
    const session = await call<{ checkout_url?: string; session_id?: string }>(
      base,
      'checkout',
      `/api/checkout/create-checkout-session/?lang=${lang}`,
      { method: 'POST', token },
    );
    const { checkout_url: checkoutUrl, session_id: sessionId } = session.body ?? {};
    if (session.status !== 200 || !checkoutUrl || !sessionId) continue;
    const declined = chance(0.1);
    const paid = await payOnHostedPage(checkoutUrl, declined ? CARD_DECLINED : CARD_PAYS);
    if (paid === 303 && !declined) {
      paidSessions.add(sessionId);
      await call(base, 'success page', `/api/checkout/success/?session_id=${sessionId}`, { token });
    } else if (declined) {
      declinedSessions.add(sessionId);
    }
    await call(base, 'my orders', `/api/checkout/orders/?lang=${lang}`, { token });
  }
}

/* ------------------------------------------------------------------ checks */

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

interface OrderCheck {
  paidSessions: number;
  withExactlyOnePaidOrder: number;
  problems: string[];
  ordersByStatus: Record<string, number>;
  duplicateSessions: number;
}

/** Every paid session has exactly one order and it is paid; no session has two orders. */
async function checkOrders(databaseUrl: string): Promise<OrderCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = new Map<string, { count: number; paid: number }>();
    // Webhooks and the success page settle within moments; give stragglers up to 30 s.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ session: string; count: number; paid: number }>(
        `select checkout_session_id as session, count(*)::int as count,
                count(*) filter (where status in ('processing', 'shipped', 'delivered'))::int as paid
           from orders where checkout_session_id = any($1::text[])
          group by checkout_session_id`,
        [[...paidSessions]],
      );
      found.clear();
      for (const row of rows) found.set(row.session, { count: row.count, paid: row.paid });
      const settled = [...paidSessions].every((session) => found.get(session)?.paid === 1);
      if (settled || Date.now() > deadline) break;
      await sleep(1_000);
    }
    const issues: string[] = [];
    let good = 0;
    for (const session of paidSessions) {
      const entry = found.get(session);
      if (entry?.count === 1 && entry.paid === 1) good += 1;
      else if (issues.length < 10)
        issues.push(`${session}: ${JSON.stringify(entry ?? 'no order')}`);
    }
    const { rows: statuses } = await client.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from orders group by status order by status',
    );
    const { rows: duplicates } = await client.query<{ count: number }>(
      `select count(*)::int as count from (select checkout_session_id from orders
         where checkout_session_id is not null group by checkout_session_id having count(*) > 1) d`,
    );
    return {
      paidSessions: paidSessions.size,
      withExactlyOnePaidOrder: good,
      problems: issues,
      ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, row.count])),
      duplicateSessions: duplicates[0]?.count ?? 0,
    };
  } finally {
    await client.end();
  }
}

/* ------------------------------------------------------------------ main */

async function main(): Promise<void> {
  const options = readOptions();
  const dataDir = await scratchFolder('shop-soak-');
  console.log(
    `Soak: ${options.durationMs / 1000} s, ${options.shoppers} shoppers, data in ${dataDir}`,
  );
  const server = await startServer(dataDir);
  running = server;
  const pid = server.shop.child.pid!;
  console.log(`Server ${server.shop.url} (pid ${pid}) is up; shoppers start.`);

  // Plenty of stock, so checkouts keep succeeding for the whole run instead of selling out.
  const setup = new pg.Client({ connectionString: server.databaseUrl });
  await setup.connect();
  await setup.query(
    `update products set stock = 1000000, is_available = true, availability = 'in_stock'
      where archived_at is null`,
  );
  await setup.end();

  const startedAt = Date.now();
  const until = startedAt + options.durationMs;
  const rss: { atMs: number; mb: number }[] = [];
  const sandboxRss: number[] = [];
  const sampleRss = () => {
    const mb = rssMb(pid);
    if (mb !== null) rss.push({ atMs: Date.now() - startedAt, mb });
    const sandboxMb =
      server.sandbox.child.pid === undefined ? null : rssMb(server.sandbox.child.pid);
    if (sandboxMb !== null) sandboxRss.push(sandboxMb);
  };
  sampleRss();
  const sampler = setInterval(sampleRss, Math.min(RSS_SAMPLE_MS, options.durationMs / 40));
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const errors = calls.filter((c) => c.status === 0 || c.status >= 500).length;
    console.log(
      `  ${seconds} s: ${calls.length} requests, ${paidSessions.size} paid, ${errors} 5xx/failed, RSS ${rss.at(-1)?.mb.toFixed(0)} MB`,
    );
  }, 30_000);

  await Promise.all(
    Array.from({ length: options.shoppers }, () => shopper(server.shop.url, until)),
  );
  clearInterval(progress);
  clearInterval(sampler);
  sampleRss();
  const elapsedMs = Date.now() - startedAt;

  const orders = await checkOrders(server.databaseUrl);
  const exitCode = await server.shop.stop();
  server.sandbox.child.kill('SIGTERM');
  await server.sandbox.exited;

  // Memory. V8 grows its heap for a while under load before it settles, so the first part of
  // the run (30 %, at most 3 minutes) is warm-up. The check compares the window (a minute, or a
  // tenth of a short run) right after warm-up with the last window: a leak keeps climbing,
  // a warmed-up heap does not. The very first window is reported too.
  const windowMs = Math.min(60_000, options.durationMs / 10);
  const warmUpMs = Math.min(180_000, options.durationMs * 0.3);
  const between = (from: number, to: number) =>
    rss.filter((sample) => sample.atMs >= from && sample.atMs <= to).map((sample) => sample.mb);
  const rssStart = median(between(0, windowMs));
  const rssAfterWarmUp = median(between(warmUpMs, warmUpMs + windowMs));
  const rssLast = median(between(elapsedMs - windowMs, elapsedMs));
  const rssGrowth = rssLast - rssAfterWarmUp;

  const failed = calls.filter((c) => c.status === 0 || c.status >= 500);
  const byName = new Map<string, Call[]>();
  for (const c of calls) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const statusCounts = new Map<number, number>();
  for (const c of calls) statusCounts.set(c.status, (statusCounts.get(c.status) ?? 0) + 1);
  const errorLogLines = server.shop
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'));

  console.log('\n=== Soak summary ===');
  console.log(
    `duration          ${(elapsedMs / 1000).toFixed(0)} s with ${options.shoppers} shoppers`,
  );
  console.log(
    `requests          ${calls.length} (${(calls.length / (elapsedMs / 1000)).toFixed(1)}/s); statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort(([a], [b]) => a - b)))}`,
  );
  const latencies = calls.map((c) => c.ms);
  console.log(
    `latency (ms)      p50 ${percentile(latencies, 0.5).toFixed(0)}  p95 ${percentile(latencies, 0.95).toFixed(0)}  p99 ${percentile(latencies, 0.99).toFixed(0)}  max ${Math.max(...latencies).toFixed(0)}`,
  );
  for (const [name, list] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const ms = list.map((c) => c.ms);
    console.log(
      `  ${name.padEnd(15)} ${String(list.length).padStart(6)}  p50 ${percentile(ms, 0.5).toFixed(0).padStart(5)}  p95 ${percentile(ms, 0.95).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(`5xx or no answer  ${failed.length}`);
  for (const problem of problems) console.log(`  ${problem}`);
  console.log(`server error logs ${errorLogLines.length}`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  console.log(
    `RSS (MB)          first ${seconds(windowMs)} ${rssStart.toFixed(1)}; after ${seconds(warmUpMs)} warm-up ${rssAfterWarmUp.toFixed(1)}; last ${seconds(windowMs)} ${rssLast.toFixed(1)} (medians); growth after warm-up ${rssGrowth.toFixed(1)} (limit ${options.rssGrowthLimitMb}); peak ${Math.max(...rss.map((s) => s.mb)).toFixed(1)}`,
  );
  console.log(
    `sandbox RSS (MB)  ${sandboxRss[0]?.toFixed(0)} at the start, ${sandboxRss.at(-1)?.toFixed(0)} at the end (its own process; it keeps every session, as Stripe does)`,
  );
  console.log(
    `RSS samples (MB)  ${rss
      .filter((_, i) => i % 6 === 0)
      .map((sample) => sample.mb.toFixed(0))
      .join(' ')}`,
  );
  console.log(
    `paid sessions     ${orders.paidSessions}, with exactly one paid order ${orders.withExactlyOnePaidOrder}; declined ${declinedSessions.size}; sessions with two orders ${orders.duplicateSessions}`,
  );
  console.log(`orders by status  ${JSON.stringify(orders.ordersByStatus)}`);
  for (const problem of orders.problems) console.log(`  ${problem}`);
  console.log(`server exit       ${exitCode} after SIGTERM`);

  const breaches = [
    failed.length > 0 && `${failed.length} answers were 5xx or missing`,
    !Number.isFinite(rssGrowth) && 'too few memory samples to judge growth after warm-up',
    rssGrowth > options.rssGrowthLimitMb &&
      `RSS grew ${rssGrowth.toFixed(1)} MB after warm-up (limit ${options.rssGrowthLimitMb} MB)`,
    orders.paidSessions === 0 && 'no session was paid: the soak did not exercise checkout',
    orders.withExactlyOnePaidOrder !== orders.paidSessions &&
      `${orders.paidSessions - orders.withExactlyOnePaidOrder} paid sessions lack exactly one paid order`,
    orders.duplicateSessions > 0 && `${orders.duplicateSessions} sessions have more than one order`,
    exitCode !== 0 &&
      `the server exited ${exitCode} after SIGTERM; its last output:\n${server.shop.output().split('\n').slice(-15).join('\n')}`,
  ].filter((breach): breach is string => typeof breach === 'string');

  if (options.keep) console.log(`Data kept in ${dataDir}`);
  else await removeFolder(dataDir);

  if (breaches.length > 0) {
    console.log(`\nFAILED:\n${breaches.map((breach) => `  - ${breach}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    '\nPASSED: no 5xx, no memory growth beyond the limit, one paid order per paid session.',
  );
}

main().catch((error: unknown) => {
  console.error('The soak could not run:', error);
  running?.shop.child.kill('SIGTERM');
  running?.sandbox.child.kill('SIGTERM');
  process.exitCode = 1;
});
