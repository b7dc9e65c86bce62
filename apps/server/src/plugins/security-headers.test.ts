import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { webShellFolder } from '../test/web-shell.js';

/** The security headers on every kind of answer the shop gives (plugins/security-headers.ts). */

let folder: string;
let webShell: Awaited<ReturnType<typeof webShellFolder>>;
let shop: TestApp;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-security-headers-'));
  const adminDist = path.join(folder, 'admin');
  const mediaDir = path.join(folder, 'media');
  await mkdir(path.join(adminDist, 'assets'), { recursive: true });
  await writeFile(path.join(adminDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(mediaDir, 'products'), { recursive: true });
  await writeFile(path.join(mediaDir, 'products', 'candle.webp'), 'RIFF....WEBP');
  webShell = await webShellFolder();
  shop = await createTestApp({
    demo: true,
    env: { WEB_DIST_DIR: webShell.dir, ADMIN_DIST_DIR: adminDist, MEDIA_DIR: mediaDir },
  });
});
afterAll(async () => {
  await shop.close();
  await webShell.remove();
  await rm(folder, { recursive: true, force: true });
});

/** A Content-Security-Policy header as directive name -> its sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** Every kind of page: storefront, admin, pictures, the API explorer. */
const PAGES: { what: string; url: string; status: number }[] = [
  { what: 'the storefront home page', url: '/', status: 200 },
  { what: 'a storefront 404 page', url: '/product/no-such-product', status: 404 },
  { what: 'the admin panel', url: '/admin/', status: 200 },
  { what: 'a product picture', url: '/media/products/candle.webp', status: 200 },
  { what: 'the API explorer', url: '/api/docs', status: 200 },
  { what: 'the OpenAPI document', url: '/api/docs/json', status: 200 },
];

/** Every kind of API answer: data and errors. */
const API_ANSWERS: { what: string; url: string; status: number }[] = [
  { what: 'API data', url: '/api/products/', status: 200 },
  { what: 'an API 404', url: '/api/no-such-endpoint/', status: 404 },
  { what: 'an API 401', url: '/api/users/me/', status: 401 },
  { what: 'an API 400', url: '/api/products/?lang=xx', status: 400 },
];

const ANSWERS = [...PAGES, ...API_ANSWERS];

/** Headers meant for HTML documents, absent from the API's answers. */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('every page carries the security headers', () => {
  for (const { what, url, status } of PAGES) {
    it(`${what} (${url})`, async () => {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(status);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // The rest of what @fastify/helmet sent before the headers became one constant object.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['origin-agent-cluster']).toBe('?1');
      expect(response.headers['x-dns-prefetch-control']).toBe('off');
      expect(response.headers['x-download-options']).toBe('noopen');
      expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(response.headers['x-xss-protection']).toBe('0');
      // Served over plain http here: no HSTS (see the TLS tests below).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  }
});

describe("every API answer carries OWASP's API set, which allows nothing", () => {
  for (const { what, url, status } of API_ANSWERS) {
    it(`${what} (${url})`, async () => {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(status);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(Object.fromEntries(csp)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const header of PAGE_ONLY_HEADERS)
        expect(response.headers[header], header).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  }
});

describe('on every answer', () => {
  it('no script source allows inline code or eval, on any answer', async () => {
    for (const { url } of ANSWERS) {
      const response = await shop.app.inject({ url });
      const header = String(response.headers['content-security-policy']);
      expect(header, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(header, url).not.toMatch(/default-src[^;]*'unsafe-/);
    }
  });

  it('lets other sites embed product pictures but not the rest', async () => {
    const picture = await shop.app.inject({ url: '/media/products/candle.webp' });
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await shop.app.inject({ url: '/api/products/' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('HSTS only over TLS', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const tls = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.be' } });
    try {
      for (const url of ['/api/products/', '/api/users/me/', '/api/docs/json']) {
        const response = await tls.app.inject({ url });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await tls.close();
    }
  });

  it.each(['true', '1'])(
    'is sent behind a trusted proxy (TRUST_PROXY=%s) that says the request came over https, and not otherwise',
    async (trustProxy) => {
      const proxied = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const overTls = await proxied.app.inject({
          url: '/api/products/',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(overTls.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const overHttp = await proxied.app.inject({
          url: '/api/products/',
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    },
  );

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await shop.app.inject({
      url: '/api/products/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the pages have no inline script for the policy to refuse', () => {
  /** Script elements that run code written in the page (not a src file, not a data block). */
  function inlineScripts(html: string): string[] {
    return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes))
      .filter(([, attributes = '']) => !/type=["']?application\/(ld\+)?json/i.test(attributes))
      .filter(([, , body = '']) => body.trim() !== '')
      .map(([element]) => element);
  }

  it('finds an inline script when there is one (the check itself works)', () => {
    expect(inlineScripts('<script>alert(1)</script><script src="/a.js"></script>')).toHaveLength(1);
    expect(inlineScripts('<script type="application/ld+json">{"a":1}</script>')).toHaveLength(0);
  });

  it('the storefront and admin sources and builds', async () => {
    const files = [
      'apps/web/index.html',
      'apps/admin/index.html',
      'apps/web/dist/index.html',
      'apps/admin/dist/index.html',
    ].filter((file) => existsSync(path.join(REPO_ROOT, file)));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(inlineScripts(await readFile(path.join(REPO_ROOT, file), 'utf8')), file).toEqual([]);
    }
  });

  it('the storefront pages as the server writes them (heads with JSON-LD included)', async () => {
    const { rows } = await shop.database.pool.query<{ slug: string }>(
      'select slug from products order by id limit 1',
    );
    for (const url of ['/', '/products', `/product/${rows[0]!.slug}`, '/no-such-page']) {
      const response = await shop.app.inject({ url });
      expect(response.body, url).toContain('<div id="root">');
      expect(inlineScripts(response.body), url).toEqual([]);
    }
  });

  it('the API explorer', async () => {
    const response = await shop.app.inject({ url: '/api/docs/' });
    expect(response.body).toContain('swagger-ui-bundle.js');
    expect(inlineScripts(response.body)).toEqual([]);
  });
});
