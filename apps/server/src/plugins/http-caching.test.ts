import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, publicSettingsSchema } from '@shop/contracts';
import { REPO_ROOT } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';

let shop: TestApp;
let webDist: string;
// Text big enough to be worth compressing, as a built bundle would be.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const style = `${Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n')}\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;

beforeAll(async () => {
  // A storefront build: the real app shell and hashed assets of each compressible kind.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-http-caching-'));
  await mkdir(path.join(webDist, 'assets'));
  const shell = await readFile(path.join(REPO_ROOT, 'apps/web/index.html'), 'utf8');
  // As the build writes it (apps/web/vite.config.ts, paintFirst): the first script names the app.
  const bootScript =
    '<script type="module" crossorigin src="/assets/boot-a1b2c3d4.js" ' +
    'data-app="/assets/app-a1b2c3d4.js" data-preload="/assets/react-a1b2c3d4.js"></script>';
  await writeFile(
    path.join(webDist, 'index.html'),
    shell.replace('<!--page-preloads-->', `<!--page-preloads-->\n    ${bootScript}`),
  );
  await writeFile(path.join(webDist, 'assets/index-a1b2c3d4.js'), script);
  await writeFile(path.join(webDist, 'assets/index-a1b2c3d4.css'), style);
  await writeFile(path.join(webDist, 'assets/icon-a1b2c3d4.svg'), icon);
  // As the web build leaves them: the file and its brotli twin, made once at build time.
  await writeFile(path.join(webDist, 'assets/built-a1b2c3d4.js'), script);
  await writeFile(
    path.join(webDist, 'assets/built-a1b2c3d4.js.br'),
    brotliCompressSync(`${script}// compressed at build time\n`),
  );
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify(
      Object.fromEntries(
        ['en', 'nl', 'fr'].map((language) => [
          `src/locales/${language}/translation.json?texts=shell`,
          { file: `assets/translation-${language}1234.js` },
        ]),
      ),
    ),
  );
  shop = await createTestApp({ demo: true, env: { WEB_DIST_DIR: webDist, LOG_LEVEL: 'error' } });
});
afterAll(async () => {
  await shop?.close();
  await rm(webDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url, headers });
}

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

describe('compression', () => {
  it('sends the catalogue as brotli when the browser accepts it, the same JSON once decoded', async () => {
    const plain = await get('/api/products/?lang=fr');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/api/products/?lang=fr', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(productListSchema.parse(JSON.parse(decoded(compressed)))).toEqual(plain.json());
  });

  it('falls back to gzip for a browser without brotli', async () => {
    const response = await get('/api/products/?lang=nl', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(response))).toEqual((await get('/api/products/?lang=nl')).json());
  });

  it('compresses the HTML page, JavaScript, CSS and SVG', async () => {
    const expected: [string, string, string][] = [
      ['/', 'text/html', '<div id="root">'],
      ['/products', 'text/html', '<div id="root">'],
      ['/assets/index-a1b2c3d4.js', 'javascript', script],
      ['/assets/index-a1b2c3d4.css', 'text/css', style],
      ['/assets/icon-a1b2c3d4.svg', 'image/svg+xml', icon],
    ];
    for (const [url, type, content] of expected) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decoded(response), url).toContain(content);
    }
  });

  it("sends the build's own brotli file when there is one, instead of compressing again", async () => {
    const response = await get('/assets/built-a1b2c3d4.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(`${script}// compressed at build time\n`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks hashed assets as cacheable for a year', async () => {
    const response = await get('/assets/index-a1b2c3d4.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the app shell', () => {
  it("names the page language's shell texts among the modules the first script preloads", async () => {
    const dutch = await get('/products?lang=nl');
    expect(dutch.body).toContain(
      'data-preload="/assets/react-a1b2c3d4.js /assets/translation-nl1234.js"',
    );
    expect(dutch.body).not.toContain('translation-en1234');
    const english = await get('/');
    expect(english.body).toContain(' /assets/translation-en1234.js"');
  });
});

describe('entity tags', () => {
  it('answers 304 without a body when the browser holds the current product list', async () => {
    const first = await get('/api/products/?lang=fr');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/products/?lang=fr', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another language is another entity.
    const dutch = await get('/api/products/?lang=nl', { 'if-none-match': String(etag) });
    expect(dutch.statusCode).toBe(200);
    expect(dutch.headers.etag).not.toBe(etag);
  });

  it('answers 304 for a product and for the settings, and 200 for an outdated tag', async () => {
    const product = (await get('/api/products/?lang=en')).json() as { slug: string }[];
    for (const url of [`/api/products/${product[0]!.slug}/?lang=nl`, '/api/settings/']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
      const outdated = await get(url, { 'if-none-match': 'W/"something-older"' });
      expect(outdated.statusCode, url).toBe(200);
      expect(outdated.body, url).toBe(first.body);
    }
    publicSettingsSchema.parse((await get('/api/settings/')).json());
  });

  it('answers HEAD for a product with the tag GET has, and 304 when the browser holds it', async () => {
    const product = (await get('/api/products/?lang=en')).json() as { slug: string }[];
    const url = `/api/products/${product[0]!.slug}/?lang=nl`;
    const etag = String((await get(url)).headers.etag);
    const head = await shop.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
    const held = await shop.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
  });

  it('gives a changed catalogue a new tag, so the browser gets the new data', async () => {
    const before = await get('/api/products/?lang=en');
    await shop.database.pool.query(`update products set price_cents = price_cents + 100`);
    const after = await get('/api/products/?lang=en', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps private data out of it: the cart has no entity tag', async () => {
    const response = await get('/api/cart/');
    expect(response.headers.etag).toBeUndefined();
  });
});
