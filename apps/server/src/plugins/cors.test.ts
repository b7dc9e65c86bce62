import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';

/** Cross-origin access for the configured origins only (plugins/cors.ts, CORS_ORIGINS). */

const PARTNER = 'https://partner.example.com';
const EVIL = 'https://evil.example.net';

function preflight(shop: TestApp, origin: string, url = '/api/products/') {
  return shop.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

function corsHeaders(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
}

describe('with CORS_ORIGINS set', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({
      demo: true,
      env: { CORS_ORIGINS: `${PARTNER}, http://localhost:3000` },
    });
  });
  afterAll(() => shop.close());

  it('answers a preflight from an allowed origin with the CORS headers', async () => {
    const response = await preflight(shop, PARTNER, '/api/cart/add/');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['vary']).toContain('Origin');
  });

  it('lets an allowed origin read the answers of real requests', async () => {
    for (const origin of [PARTNER, 'http://localhost:3000']) {
      const response = await shop.app.inject({
        url: '/api/products/',
        headers: { origin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('gives any other origin no CORS header at all, on preflights and requests', async () => {
    for (const origin of [
      EVIL,
      'https://partner.example.com.evil.net',
      'null',
      `${PARTNER}:8443`,
    ]) {
      const refused = await preflight(shop, origin);
      expect(corsHeaders(refused.headers), origin).toEqual([]);
      expect(refused.statusCode, origin).toBe(404);
      expect(refused.json().code).toBe('not_found');

      const request = await shop.app.inject({ url: '/api/products/', headers: { origin } });
      expect(request.statusCode).toBe(200);
      expect(corsHeaders(request.headers), origin).toEqual([]);
    }
  });
});

describe('by default (no CORS_ORIGINS)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('serves the same origin only: no origin gets CORS headers', async () => {
    for (const origin of [PARTNER, EVIL, 'http://localhost:8000']) {
      const refused = await preflight(shop, origin);
      expect(corsHeaders(refused.headers), origin).toEqual([]);
      const request = await shop.app.inject({ url: '/api/products/', headers: { origin } });
      expect(corsHeaders(request.headers), origin).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list and defaults to none', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ` ${PARTNER} ,http://localhost:3000,` }).corsOrigins).toEqual(
      [PARTNER, 'http://localhost:3000'],
    );
  });

  it('refuses anything that is not a bare origin, naming the variable', () => {
    for (const value of ['partner.example.com', `${PARTNER}/`, `${PARTNER}/shop`, '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(
        /CORS_ORIGINS: must be origins/,
      );
    }
  });
});
