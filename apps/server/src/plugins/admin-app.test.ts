import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let distDir: string;
let shop: TestApp;
const SHELL = '<!doctype html><title>Giftshop admin</title><div id="root"></div>';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'shop-admin-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  shop = await createTestApp({ env: { ADMIN_DIST_DIR: distDir } });
});
afterAll(async () => {
  await shop.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the admin panel at /admin/', () => {
  it('redirects /admin to /admin/', async () => {
    const response = await shop.app.inject({ url: '/admin' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/');
  });

  it('serves the app shell at /admin/ and for its client-side routes', async () => {
    for (const url of ['/admin/', '/admin/products', '/admin/products/3/show', '/admin/login']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(SHELL);
    }
  });

  it('serves its hashed assets for a year and answers 404 for missing ones', async () => {
    const asset = await shop.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1);');
    const missing = await shop.app.inject({ url: '/admin/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the admin API and the storefront alone', async () => {
    expect((await shop.app.inject({ url: '/api/admin/products/' })).statusCode).toBe(401);
    const storefront = await shop.app.inject({ url: '/about' });
    expect(storefront.body).not.toBe(SHELL);
  });
});
