/**
 * `npm run bench`: the shop against this machine's ceiling (issue 9).
 *
 * Starts the built server (`npm run bench` builds first) with a fresh embedded PostgreSQL
 * and the demo data, and a bare Fastify server answering the same paths with the same bytes
 * from memory. Drives each endpoint with autocannon on both and prints one table; writes
 * tools/bench/results/latest.json and the table into docs/PERFORMANCE.md.
 *
 *   npm run bench -- --duration 10 --connections 50 --warmup 3
 *   npm run bench -- --only cart --duration 4   (a partial run: prints, writes nothing)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type RequestSpec, type Result } from 'autocannon';
import type { CeilingAnswers, RecordedAnswer } from './ceiling-server.js';
import {
  machine,
  peakRssOf,
  REPO_ROOT,
  replaceBetweenMarkers,
  SERVER_ENTRY,
  shopEnvForSandbox,
  startSandbox,
  startShop,
  type SandboxProcess,
  type ShopProcess,
  writeFormatted,
} from '../shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    users: { type: 'string', default: '100' },
    // While iterating: drive only the endpoints whose name contains this text. A partial run
    // writes neither the results file nor docs/PERFORMANCE.md.
    only: { type: 'string' },
    // A flag for the shop's Node process, repeatable (e.g. --node-flag=--max-semi-space-size=4),
    // to measure a runtime setting; such a run is partial too.
    'node-flag': { type: 'string', multiple: true, default: [] },
  },
});
const NODE_FLAGS = args['node-flag'];
const PARTIAL = args.only !== undefined || NODE_FLAGS.length > 0;
const ONLY = args.only;
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = Number(args.warmup);
const USERS = Number(args.users);
for (const [name, value] of Object.entries({ DURATION_S, CONNECTIONS, WARMUP_S, USERS })) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
}

/** Seconds of each turn when shop and ceiling alternate. */
const SLICE_S = 2;
const RESULTS_FILE = path.join(REPO_ROOT, 'tools/bench/results/latest.json');
const PERFORMANCE_DOC = path.join(REPO_ROOT, 'docs/PERFORMANCE.md');
const CEILING_SERVER = path.join(REPO_ROOT, 'tools/bench/ceiling-server.ts');
const ADMIN = { username: 'admin@example.com', password: 'Admin12345' };
const BENCH_PASSWORD = 'BenchUser123';

/* ------------------------------------------------------------------ HTTP helpers */

async function call(
  base: string,
  method: string,
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; contentType: string; text: string }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    text: await response.text(),
  };
}

async function json<T>(base: string, method: string, url: string, options = {}): Promise<T> {
  const answer = await call(base, method, url, options);
  if (answer.status >= 300) {
    throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return JSON.parse(answer.text) as T;
}

function recorded(answer: { status: number; contentType: string; text: string }): RecordedAnswer {
  if (answer.status >= 300) throw new Error(`Recording a failed answer (${answer.status})`);
  return { status: answer.status, contentType: answer.contentType, body: answer.text };
}

/* ------------------------------------------------------------------ shop set-up */

interface AdminProduct {
  id: number;
  slug: string;
  availability: string;
  is_available: boolean;
  archived: boolean;
  personalization_mode: string;
  stock: number | null;
  [field: string]: unknown;
}

interface Cart {
  items: { id: number; product: { id: number } }[];
}

interface Setup {
  tokens: string[];
  detailSlug: string;
  /** In every bench user's cart, with stock no run can exhaust: checkouts never run out. */
  checkoutProductId: number;
  /** Added and removed in pairs; a different product, so the checkout line stays. */
  pairProductId: number;
  answers: CeilingAnswers;
}

/**
 * The demo admin gives two buyable products (no personalisation needed) a stock no run can
 * exhaust; USERS customers register, sign in and put the first one in their cart. The
 * answers the ceiling server repeats are recorded from the shop on the way.
 */
async function prepare(base: string): Promise<Setup> {
  const admin = await json<{ access: string }>(base, 'POST', '/api/token/', { body: ADMIN });
  const products = await json<AdminProduct[]>(
    base,
    'GET',
    `/api/admin/products/?range=${encodeURIComponent('[0,99]')}`,
    {
      token: admin.access,
    },
  );
  const buyable = products.filter(
    (product) =>
      product.is_available &&
      !product.archived &&
      product.availability === 'in_stock' &&
      product.personalization_mode === 'none',
  );
  const [checkoutProduct, pairProduct] = buyable;
  if (!checkoutProduct || !pairProduct) {
    throw new Error('The demo catalogue needs two in-stock products without personalisation.');
  }
  for (const product of [checkoutProduct, pairProduct]) {
    await json(base, 'PUT', `/api/admin/products/${product.id}/`, {
      token: admin.access,
      body: { ...product, stock: 1_000_000 },
    });
  }

  const tokens: string[] = [];
  for (let start = 0; start < USERS; start += 4) {
    // Four at a time: password hashing is the slow part and the machine has few cores.
    const batch = Array.from({ length: Math.min(4, USERS - start) }, (_, offset) => start + offset);
    tokens.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const email = `bench-${index}@example.com`;
          await json(base, 'POST', '/api/register/', {
            body: {
              username: `bench${index}`,
              email,
              phone_number: `+32470${String(index).padStart(6, '0')}`,
              password: BENCH_PASSWORD,
            },
          });
          const signedIn = await json<{ access: string }>(base, 'POST', '/api/token/', {
            body: { username: email, password: BENCH_PASSWORD },
          });
          await json(base, 'POST', '/api/cart/add/', {
            token: signedIn.access,
            body: { product_id: checkoutProduct.id, quantity: 1 },
          });
          // Checkout needs a delivery choice (ADR 0089): home delivery in Belgium, as most do.
          await json(base, 'PUT', '/api/cart/delivery/', {
            token: signedIn.access,
            body: { method: 'home', country: 'BE' },
          });
          return signedIn.access;
        }),
      )),
    );
  }

  const list = await json<{ slug: string }[]>(base, 'GET', '/api/products/?lang=fr');
  const detailSlug = list[0]?.slug;
  if (!detailSlug) throw new Error('The catalogue is empty.');
  const firstUser = tokens[0]!;
  const added = await call(base, 'POST', '/api/cart/add/', {
    token: firstUser,
    body: { product_id: pairProduct.id, quantity: 1 },
  });
  const addedLine = (JSON.parse(added.text) as Cart).items.find(
    (item) => item.product.id === pairProduct.id,
  );
  const removed = await call(base, 'DELETE', `/api/cart/remove/${addedLine?.id ?? 0}/`, {
    token: firstUser,
  });
  const answers: CeilingAnswers = {
    productList: recorded(await call(base, 'GET', '/api/products/?lang=fr')),
    productDetail: recorded(await call(base, 'GET', `/api/products/${detailSlug}/?lang=nl`)),
    homePage: recorded(await call(base, 'GET', '/')),
    productPage: recorded(await call(base, 'GET', `/product/${detailSlug}?lang=nl`)),
    cart: recorded(await call(base, 'GET', '/api/cart/', { token: firstUser })),
    cartAdd: recorded(added),
    cartRemove: recorded(removed),
    checkout: recorded(
      await call(base, 'POST', '/api/checkout/create-checkout-session/', { token: firstUser }),
    ),
  };
  return {
    tokens,
    detailSlug,
    checkoutProductId: checkoutProduct.id,
    pairProductId: pairProduct.id,
    answers,
  };
}

/* ------------------------------------------------------------------ endpoints */

interface Endpoint {
  name: string;
  /** Requests per counted operation: 2 for an add+remove pair. */
  requestsPerOperation: number;
  unit: 'req/s' | 'pairs/s';
  options(url: string): Options;
}

function endpoints(setup: Setup): Endpoint[] {
  let nextToken = 0;
  const rotatingToken = () => setup.tokens[nextToken++ % setup.tokens.length]!;
  const authorised = (request: { headers?: Record<string, string> }) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${rotatingToken()}` },
  });

  // Each pair belongs to one user at a time, so two connections never touch one cart. Fresh
  // for each run: a run's last pairs may end without their remove's answer.
  const pairRequests = (): RequestSpec[] => {
    const freeUsers = setup.tokens.map((_, index) => index);
    return [
      {
        method: 'POST',
        path: '/api/cart/add/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: setup.pairProductId, quantity: 1 }),
        setupRequest(request, context) {
          const user = freeUsers.shift() ?? 0;
          context.user = user;
          return {
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${setup.tokens[user]}` },
          };
        },
        onResponse(status, body, context) {
          if (status !== 200) return;
          const line = (JSON.parse(body) as Cart).items.find(
            (item) => item.product.id === setup.pairProductId,
          );
          context.itemId = line?.id;
        },
      },
      {
        method: 'DELETE',
        path: '/api/cart/remove/0/',
        setupRequest(request, context) {
          const user = context.user as number;
          return {
            ...request,
            path: `/api/cart/remove/${String(context.itemId ?? 0)}/`,
            headers: { ...request.headers, authorization: `Bearer ${setup.tokens[user]}` },
          };
        },
        onResponse(_status, _body, context) {
          freeUsers.push(context.user as number);
        },
      },
    ];
  };

  const simple = (name: string, pathAndQuery: string): Endpoint => ({
    name,
    requestsPerOperation: 1,
    unit: 'req/s',
    options: (url) => ({ url: `${url}${pathAndQuery}` }),
  });
  return [
    simple('GET /api/products/?lang=fr', '/api/products/?lang=fr'),
    simple('GET /api/products/{slug}/?lang=nl', `/api/products/${setup.detailSlug}/?lang=nl`),
    simple('GET / (HTML)', '/'),
    simple('GET /product/{slug}?lang=nl (rendered HTML)', `/product/${setup.detailSlug}?lang=nl`),
    {
      name: `GET /api/cart/ (${setup.tokens.length} users)`,
      requestsPerOperation: 1,
      unit: 'req/s',
      options: (url) => ({
        url,
        requests: [{ method: 'GET', path: '/api/cart/', setupRequest: authorised }],
      }),
    },
    {
      name: 'POST /api/cart/add/ + DELETE /api/cart/remove/{id}/',
      requestsPerOperation: 2,
      unit: 'pairs/s',
      options: (url) => ({ url, requests: pairRequests() }),
    },
    {
      name: 'POST /api/checkout/create-checkout-session/',
      requestsPerOperation: 1,
      unit: 'req/s',
      options: (url) => ({
        url,
        requests: [
          {
            method: 'POST',
            path: '/api/checkout/create-checkout-session/',
            setupRequest: authorised,
          },
        ],
      }),
    },
  ];
}

/* ------------------------------------------------------------------ measuring */

interface Measurement {
  operationsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
}

async function drive(options: Options, seconds: number): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, timeout: 10, ...options, duration: seconds });
}

/**
 * One figure from the slices of a run: operations over the total time; p50 the median of the
 * slices' and p99 the worst slice's (autocannon gives no histogram to merge).
 */
function measurement(results: Result[], endpoint: Endpoint): Measurement {
  const sum = (value: (result: Result) => number) =>
    results.reduce((total, result) => total + value(result), 0);
  const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
  return {
    operationsPerSecond:
      Math.round(
        (sum((result) => result.requests.total) /
          sum((result) => result.duration) /
          endpoint.requestsPerOperation) *
          10,
      ) / 10,
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    errors: sum((result) => result.non2xx + result.errors + result.timeouts),
    requests: sum((result) => result['2xx'] + result.non2xx),
  };
}

async function startCeiling(port: number, answersFile: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CEILING_SERVER, String(port), answersFile],
    {
      cwd: path.join(REPO_ROOT, 'tools'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ceiling server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

/** VmRSS of /proc/<pid>/status: the process's resident memory now, in bytes. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? 0) * 1024;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(rows[0]!),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/* ------------------------------------------------------------------ main */

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`No built server at ${SERVER_ENTRY}: run "npm run bench" (it builds first).`);
  }
  // The machine may be shared: the figures mean little without how busy it was.
  const loadAtStart = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  const dataDir = await scratchFolder('shop-bench-');
  const ports = {
    port: await freePort(),
    postgresPort: await freePort(),
  };
  // The payment sandbox runs as a process of its own, as Stripe does in production (issue 30):
  // the shop's memory is measured without the sandbox's sessions, and the sandbox's apart.
  const webhookSecret = `whsec_bench_${Math.random().toString(36).slice(2)}`;
  const sandbox: SandboxProcess = await startSandbox(dataDir, ports.port, webhookSecret);
  const env = {
    ...shopEnvForSandbox(sandbox, webhookSecret),
    // 100 customers sign up and in from one address within seconds.
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_SIGNIN_PER_IP: '100000',
    // The checkout row measures starting a checkout (reusing the customer's open payment page),
    // not the limit of 10 starts per account, which answered 429 to nearly all of it.
    RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '100000000',
  };
  let shop: ShopProcess | null = null;
  let ceiling: ChildProcess | null = null;
  try {
    console.log(`Starting the shop on a fresh database in ${dataDir} …`);
    shop = await startShop({ dataDir, ...ports, env });
    const firstStartMs = shop.startupMs;
    await shop.stop();
    // What `npm start` does on an installed, built tree with its data: the 5 s target.
    shop = await startShop({ dataDir, ...ports, env, nodeFlags: NODE_FLAGS });
    const startMs = shop.startupMs;
    console.log(
      `First request answered ${(startMs / 1000).toFixed(2)} s after start ` +
        `(${(firstStartMs / 1000).toFixed(2)} s on the very first start: new database, demo data).`,
    );

    console.log(`Registering ${USERS} customers and recording the answers …`);
    const setup = await prepare(shop.url);
    const answersFile = path.join(dataDir, 'ceiling-answers.json');
    await writeFile(answersFile, JSON.stringify(setup.answers));
    const ceilingPort = await freePort();
    ceiling = await startCeiling(ceilingPort, answersFile);
    const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;

    const rows: {
      endpoint: string;
      unit: string;
      shop: Measurement;
      ceiling: Measurement;
      shareOfCeiling: number;
      /** The shop's largest sampled RSS while this endpoint was driven (bytes). */
      shopPeakRssBytes: number;
      /** The payment sandbox's, in its own process (bytes). */
      sandboxPeakRssBytes: number;
    }[] = [];
    let peakRssPolled = 0;
    let endpointPeakRss = 0;
    let sandboxPeakRssPolled = 0;
    let endpointSandboxPeakRss = 0;
    const shopPid = shop.child.pid!;
    const sandboxPid = sandbox.child.pid!;
    const idleRssBytes = await residentBytes(shopPid);
    const idleSandboxRssBytes = await residentBytes(sandboxPid);
    const poll = setInterval(() => {
      void Promise.all([residentBytes(shopPid), residentBytes(sandboxPid)]).then(
        ([shopRss, sandboxRss]) => {
          peakRssPolled = Math.max(peakRssPolled, shopRss);
          endpointPeakRss = Math.max(endpointPeakRss, shopRss);
          sandboxPeakRssPolled = Math.max(sandboxPeakRssPolled, sandboxRss);
          endpointSandboxPeakRss = Math.max(endpointSandboxPeakRss, sandboxRss);
        },
        () => undefined,
      );
    }, 200);
    try {
      console.log(
        `RSS after the set-up, before any load: shop ${megabytes(idleRssBytes)}, ` +
          `payment sandbox ${megabytes(idleSandboxRssBytes)}`,
      );
      const chosen = endpoints(setup).filter(
        (endpoint) => ONLY === undefined || endpoint.name.includes(ONLY),
      );
      for (const endpoint of chosen) {
        process.stdout.write(`${endpoint.name}: `);
        endpointPeakRss = 0;
        endpointSandboxPeakRss = 0;
        await drive(endpoint.options(shop.url), WARMUP_S);
        await drive(endpoint.options(ceilingUrl), WARMUP_S);
        // Shop and ceiling take turns in short slices, so that both see the same share of a
        // machine others load too (issue 30: one after the other, a busy minute for one of
        // them moved the share by half).
        const slices = Math.max(1, Math.round(DURATION_S / SLICE_S));
        const shopSlices: Result[] = [];
        const ceilingSlices: Result[] = [];
        for (let slice = 0; slice < slices; slice += 1) {
          shopSlices.push(await drive(endpoint.options(shop.url), DURATION_S / slices));
          ceilingSlices.push(await drive(endpoint.options(ceilingUrl), DURATION_S / slices));
        }
        const shopResult = measurement(shopSlices, endpoint);
        const ceilingResult = measurement(ceilingSlices, endpoint);
        const share = shopResult.operationsPerSecond / ceilingResult.operationsPerSecond;
        console.log(
          `${shopResult.operationsPerSecond} ${endpoint.unit} (ceiling ${ceilingResult.operationsPerSecond})`,
        );
        rows.push({
          shopPeakRssBytes: endpointPeakRss,
          sandboxPeakRssBytes: endpointSandboxPeakRss,
          endpoint: endpoint.name,
          unit: endpoint.unit,
          shop: shopResult,
          ceiling: ceilingResult,
          shareOfCeiling: Math.round(share * 1000) / 1000,
        });
      }
    } finally {
      clearInterval(poll);
    }
    // Two peaks: under the benchmark's load (sampled every 200 ms), and over the whole life of
    // the process (VmHWM), which includes the set-up: 100 sign-ups hash passwords with argon2.
    const peakRssBytes = peakRssPolled;
    const lifetimePeakRssBytes = await peakRssOf(shopPid);
    const sandboxPeakRssBytes = sandboxPeakRssPolled;

    const table = formatTable([
      [
        'endpoint',
        'shop',
        'p50 ms',
        'p99 ms',
        'errors',
        'ceiling',
        'share of ceiling',
        'shop RSS',
        'sandbox RSS',
      ],
      ...rows.map((row) => [
        row.endpoint,
        `${row.shop.operationsPerSecond.toLocaleString('en')} ${row.unit}`,
        String(row.shop.p50Ms),
        String(row.shop.p99Ms),
        String(row.shop.errors),
        `${row.ceiling.operationsPerSecond.toLocaleString('en')} ${row.unit}`,
        `${Math.round(row.shareOfCeiling * 100)} %`,
        megabytes(row.shopPeakRssBytes),
        megabytes(row.sandboxPeakRssBytes),
      ]),
    ]);
    const host = machine();
    const date = new Date().toISOString();
    const summary =
      `Peak RSS of the shop process under load: ${megabytes(peakRssBytes)} ` +
      `(${megabytes(idleRssBytes)} before the load, ${megabytes(lifetimePeakRssBytes)} over its whole life, set-up included); ` +
      `of the payment sandbox, a process of its own as Stripe is in production: ${megabytes(sandboxPeakRssBytes)} ` +
      `(${megabytes(idleSandboxRssBytes)} before the load). Load average when the run started: ${loadAtStart}. ` +
      `First request after \`npm start\` on a built tree: ${(startMs / 1000).toFixed(2)} s ` +
      `(very first start with a new database and the demo data: ${(firstStartMs / 1000).toFixed(2)} s).`;
    console.log(`\n${table}\n\n${summary}`);
    if (PARTIAL) {
      console.log('\nA partial run (--only or --node-flag): nothing written.');
      return;
    }

    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFormatted(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          date,
          machine: host,
          settings: {
            durationSeconds: DURATION_S,
            connections: CONNECTIONS,
            warmupSeconds: WARMUP_S,
            users: USERS,
          },
          startup: {
            firstRequestMs: Math.round(startMs),
            firstEverStartMs: Math.round(firstStartMs),
          },
          loadAverageAtStart: loadAtStart,
          peakRssBytes,
          idleRssBytes,
          lifetimePeakRssBytes,
          sandboxPeakRssBytes,
          idleSandboxRssBytes,
          endpoints: rows,
        },
        null,
        2,
      )}\n`,
    );
    const document = existsSync(PERFORMANCE_DOC)
      ? await readFile(PERFORMANCE_DOC, 'utf8')
      : '# Performance\n';
    await writeFormatted(
      PERFORMANCE_DOC,
      replaceBetweenMarkers(
        document,
        'bench',
        [
          `Run of ${date.slice(0, 16).replace('T', ' ')} UTC on ${host.cores} cores, ` +
            `${host.memoryGiB} GiB memory (${host.cpu}), Node ${host.node}; autocannon with ` +
            `${CONNECTIONS} connections, ${DURATION_S} s per endpoint after ${WARMUP_S} s of warm-up, ` +
            `shop and ceiling taking turns of ${SLICE_S} s, on the same machine as the servers; ` +
            `load average when the run started ${loadAtStart}.`,
          '',
          table,
          '',
          summary,
        ].join('\n'),
      ),
    );
    console.log(
      `\nWrote ${path.relative(REPO_ROOT, RESULTS_FILE)} and ${path.relative(REPO_ROOT, PERFORMANCE_DOC)}.`,
    );
  } catch (error) {
    if (shop) console.error(`Shop output:\n${shop.output().slice(-4000)}`);
    throw error;
  } finally {
    ceiling?.kill('SIGTERM');
    await shop?.stop();
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
    await removeFolder(dataDir);
  }
}

await main();
