import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signInAsDemoAdmin } from '../test/admin.js';
import { newCustomer } from '../test/checkout.js';

/**
 * Every endpoint the OpenAPI document lists, and the storefront's own paths, get malformed
 * requests from fast-check: wrong types, missing and extra fields, huge strings, control and
 * unicode characters, negative, fractional and enormous numbers, SQL and HTML injection
 * strings, invalid JSON and wrong content types. Whatever arrives, the answer is a client
 * error in JSON with a `detail` to show (or a success, when the random input happens to be
 * valid), never a 5xx, and the server keeps serving.
 */

/** Requests per endpoint: some 50 endpoints, so about 2,000 in all, in well under a minute. */
const RUNS_PER_ENDPOINT = 40;

const INJECTIONS = [
  "' or '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  "admin'--",
  '" onmouseover="alert(1)',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u202e\u0000\u0007\u001b[2J',
  '\r\nX-Injected: 1',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  '😀'.repeat(40),
  'ﷺ𒐫𝕏 ̶̡͓',
  '-1',
  '1e309',
  '9'.repeat(40),
  'a'.repeat(100_000),
];

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'grapheme', minLength: 500, maxLength: 3000 }),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -2.5, 2 ** 31, 2 ** 53, 2 ** 64, 1e308, -1e308),
);
const nastyScalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue = fc.oneof(
  nastyScalar,
  fc.array(nastyScalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), nastyScalar, { maxKeys: 4 }),
);

const INVALID_JSON = ['{', '{"a":}', "{'a': 1}", '[1, 2', 'nul', '{"a": 1}}', '\u0000', '', ' '];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  undefined,
];

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/cart/update/{item_id}/ */
  path: string;
  pathParams: string[];
  query: string[];
  /** Property names of the JSON body, or null when it takes none. */
  bodyFields: string[] | null;
  signedIn: boolean;
}

type Who = 'customer' | 'admin' | 'nobody' | 'forged';

interface FuzzRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'raw'; text: string; contentType: string | undefined };
  who: Who;
}

let shop: TestApp;
let endpoints: Endpoint[];
let adminToken: string;

beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      RATE_LIMIT_SIGNUP_PER_ACCOUNT: '100000',
      RATE_LIMIT_SIGNIN_PER_IP: '100000',
      RATE_LIMIT_SIGNIN_PER_ACCOUNT: '100000',
    },
  });
  adminToken = await signInAsDemoAdmin(shop);
  endpoints = endpointsOf((await shop.app.inject({ url: '/api/docs/json' })).json());
});
afterAll(() => shop?.close());

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
}

function endpointsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const found: Endpoint[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    // The admin panel's static files: not an API, covered with the storefront's paths.
    if (!route.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      found.push({
        method: upper as Endpoint['method'],
        path: route,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: content
          ? Object.keys(Object.values(content)[0]?.schema?.properties ?? {})
          : upper === 'POST' || upper === 'PUT' || upper === 'PATCH'
            ? []
            : null,
        signedIn: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return found;
}

function requestFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const pathValue = fc.oneof(
    nastyString,
    nastyNumber.map(String),
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '%2e%2e', ' '),
  );
  const params = fc.record(
    Object.fromEntries(endpoint.pathParams.map((name) => [name, pathValue])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryName = fc.oneof(
    endpoint.query.length > 0 ? fc.constantFrom(...endpoint.query) : fc.constant('lang'),
    fc.string({ maxLength: 12 }),
  );
  const query = fc.array(
    fc.tuple(
      queryName,
      fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom('en', 'nl', 'fr', '')),
    ),
    { maxLength: 4 },
  );
  const fields = endpoint.bodyFields ?? [];
  const jsonBody = fc.oneof(
    // The right field names with wrong values, some missing, some extra.
    fc
      .tuple(
        fc.record(Object.fromEntries(fields.map((name) => [name, nastyValue])), {
          requiredKeys: [],
        }),
        fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 }),
      )
      .map(([known, extra]) => JSON.stringify({ ...extra, ...known })),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom(...INVALID_JSON),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
  const body =
    endpoint.bodyFields === null
      ? fc.constant<FuzzRequest['body']>({ kind: 'none' })
      : fc
          .tuple(jsonBody, fc.constantFrom(...CONTENT_TYPES))
          .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType }));
  const who: fc.Arbitrary<Who> = endpoint.path.startsWith('/api/admin/')
    ? fc.constantFrom<Who>('admin', 'admin', 'admin', 'customer', 'nobody', 'forged')
    : fc.constantFrom<Who>('customer', 'customer', 'customer', 'admin', 'nobody', 'forged');
  return fc.record({ params, query, body, who });
}

function urlOf(endpoint: Endpoint, request: FuzzRequest): string {
  let url = endpoint.path;
  for (const name of endpoint.pathParams) {
    url = url.replace(`{${name}}`, encodeURIComponent(request.params[name] ?? ''));
  }
  const search = new URLSearchParams(request.query).toString();
  return search ? `${url}?${search}` : url;
}

function isClientErrorWithMessage(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  if (!/application\/json/.test(String(response.headers['content-type']))) {
    return `a ${response.statusCode} without JSON (${String(response.headers['content-type'])})`;
  }
  const body = response.json() as { detail?: unknown };
  if (typeof body.detail !== 'string' || body.detail.length === 0) {
    return `a ${response.statusCode} without a detail: ${response.body.slice(0, 200)}`;
  }
  return null;
}

it('answers every malformed request to every API endpoint with a 4xx JSON message, never a 5xx', async () => {
  expect(endpoints.length).toBeGreaterThan(40);
  const failures: string[] = [];
  let sent = 0;
  for (const endpoint of endpoints) {
    // A customer of its own per endpoint: what one endpoint's fuzz changes (a password, a
    // cart) does not leave the next endpoint only unauthenticated calls.
    const customer = await newCustomer(shop);
    const tokens: Record<Who, string | null> = {
      customer: customer.access,
      admin: adminToken,
      nobody: null,
      forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    };
    let firstProblem = '';
    try {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (request) => {
          const headers: Record<string, string> = {};
          const token = tokens[request.who];
          if (token) headers.authorization = `Bearer ${token}`;
          if (endpoint.path === '/api/checkout/webhook/') headers['stripe-signature'] = 't=1,v1=00';
          let payload: string | undefined;
          if (request.body.kind === 'raw') {
            payload = request.body.text;
            if (request.body.contentType) headers['content-type'] = request.body.contentType;
          }
          sent += 1;
          const response = await shop.app.inject({
            method: endpoint.method,
            url: urlOf(endpoint, request),
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          const problem = isClientErrorWithMessage(response);
          if (problem) {
            const sample = JSON.stringify({
              url: urlOf(endpoint, request).slice(0, 200),
              who: request.who,
              body: payload?.slice(0, 200),
              contentType: headers['content-type'],
            });
            firstProblem = `${problem} for ${sample}`;
            throw new Error(firstProblem);
          }
        }),
        // No shrinking: a failure is reported as found, with its request, in a readable size.
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(
        `${endpoint.method} ${endpoint.path}: ${firstProblem || message.slice(0, 500)}`,
      );
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(1_800);

  const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}, 180_000);

it('answers malformed storefront, media and admin paths without a server error', async () => {
  // Without a built storefront, its pages answer a deliberate 503 (a fresh clone before
  // `npm run build`); a server error is anything else of 5xx.
  const webBuilt = existsSync(path.join(shop.config.webDistDir, 'index.html'));
  // The admin panel is built apart (the unit tests build only the storefront).
  const adminBuilt = existsSync(path.join(shop.config.adminDistDir, 'index.html'));
  const prefixes = [
    '/product/',
    '/media/',
    '/admin/',
    '/',
    '/products/',
    '/checkout/success?session_id=',
  ];
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...prefixes),
      fc.oneof(
        nastyString,
        // After the '/' prefix, '/TAj4=>WN' starts with two slashes: no host to read (seed 1277024838).
        fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/', '%ff%fe', '%', '/TAj4=>WN'),
      ),
      fc.boolean(),
      async (prefix, value, encode) => {
        const url =
          prefix + (encode ? encodeURIComponent(value) : value.replace(/[^\x21-\x7e]|[#?]/g, ''));
        const response = await shop.app.inject({ method: 'GET', url });
        const built = url.startsWith('/admin') ? adminBuilt : webBuilt;
        const deliberate = response.statusCode === 503 && !built;
        if (response.statusCode >= 500 && !deliberate) {
          failures.push(`GET ${url.slice(0, 120)} answered ${response.statusCode}`);
        }
      },
    ),
    { numRuns: 300 },
  );
  expect(failures).toEqual([]);
  const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}, 60_000);

it('answers the requests that once got a 500 from the property test with a 4xx (regressions)', async () => {
  // Each request here is a failure the fuzz found once, kept as a fixed example.
  const astral = '\u{1D49C}\u{1D4B7}\u{1D4B8}@\u{1D4B9}.\u{1D452}';
  // 3,000 different astral-plane characters, as fast-check's grapheme strings are: repeating
  // a few would compress and hide the fault.
  const manyAstral = Array.from({ length: 3000 }, (_, index) =>
    String.fromCodePoint(
      0x1d400 + ((index * 7919) % 0x3ff),
      0x20000 + ((index * 104_729) % 0xa6d0),
    ),
  ).join('');
  const requests: { url: string; payload: object; headers?: Record<string, string> }[] = [
    // npm test on a clean clone: a rate-limit key of ~3,000 astral-plane characters (12 kB,
    // incompressible) was too big for the primary key's B-tree entry; PostgreSQL refused it.
    {
      url: '/api/register/?lang=%F0%9D%92%9C&x=1',
      payload: {
        username: true,
        email: `${astral}${manyAstral}`,
        phone_number: '+32470123456',
        password: 'Secret123',
      },
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    },
    {
      url: '/api/register/',
      payload: { username: true, email: '\ud800'.repeat(3000) + '\u{1D49C}'.repeat(1000) },
    },
    {
      url: '/api/token/',
      payload: { username: `${manyAstral}${astral}`, password: 'Secret123' },
    },
  ];
  for (const request of requests) {
    const response = await shop.app.inject({ method: 'POST', ...request });
    expect(isClientErrorWithMessage(response), request.url).toBeNull();
    expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
  }
  // FC_SEED=995468852 (a NUL in a product page's slug answered 503) needs a storefront build
  // to reach the page head: its regression case is in modules/catalog/product-page.test.ts.
});

it('refuses a NUL character or an out-of-range id inside otherwise valid requests with a 4xx', async () => {
  // Random input rarely gets every other field right, so these are written out: each request is
  // valid but for one value PostgreSQL cannot store or compare.
  const customer = await newCustomer(shop);
  const signedIn = { authorization: `Bearer ${customer.access}` };
  const admin = { authorization: `Bearer ${adminToken}` };
  const requests: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }[] = [
    { method: 'GET', url: '/api/products/%00/' },
    { method: 'GET', url: '/api/products/?search=%00' },
    {
      method: 'POST',
      url: '/api/contact/',
      payload: {
        first_name: 'Ada',
        last_name: 'Peeters',
        email: 'ada@example.be',
        subject: 'Order',
        message: 'Hello\u0000world',
      },
    },
    {
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: 'nul\u0000name',
        email: 'nul@example.be',
        phone_number: '+32470123456',
        password: 'Secret123',
      },
    },
    {
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'a\u0000b', password: 'Secret123' },
    },
    {
      method: 'POST',
      url: '/api/cart/add/',
      payload: { product_id: 2 ** 31, quantity: 1 },
      headers: signedIn,
    },
    {
      method: 'PUT',
      url: '/api/cart/update/2147483648/',
      payload: { quantity: 1 },
      headers: signedIn,
    },
    { method: 'DELETE', url: '/api/cart/remove/2147483648/', headers: signedIn },
    { method: 'GET', url: '/api/checkout/success/?session_id=cs_%00', headers: signedIn },
    { method: 'GET', url: '/api/admin/customers/2147483648/', headers: admin },
    { method: 'GET', url: '/api/admin/orders/99999999999/', headers: admin },
    { method: 'DELETE', url: '/api/admin/products/2147483648/', headers: admin },
    {
      method: 'GET',
      url: '/api/admin/products/?filter=%7B%22q%22%3A%22%5Cu0000%22%7D',
      headers: admin,
    },
  ];
  for (const request of requests) {
    const response = await shop.app.inject(request);
    expect(isClientErrorWithMessage(response), `${request.method} ${request.url}`).toBeNull();
    expect(response.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
  }
});
