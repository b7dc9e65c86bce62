import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signInAsDemoAdmin } from '../test/admin.js';
import { newCustomer } from '../test/checkout.js';

/**
 * Request bodies have a size limit: a JSON body over 1 MB is refused with 413 JSON before any
 * route reads it, on every kind of endpoint; picture uploads keep their own 10 MB limit
 * (modules/admin/admin.test.ts uploads a 5+ MB picture and refuses an 11 MB one).
 */

let shop: TestApp;
let access: string;
let adminAccess: string;
beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  access = (await newCustomer(shop)).access;
  adminAccess = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

/** A JSON object of about `bytes` bytes: one long string field. */
function jsonOf(bytes: number, field = 'username'): string {
  const frame = JSON.stringify({ [field]: '' }).length;
  return JSON.stringify({ [field]: 'a'.repeat(bytes - frame) });
}

const TOO_LARGE = { code: 'payload_too_large', detail: 'The request body is too large.' };

describe('a JSON body over the limit', () => {
  const endpoints = [
    { what: 'sign-in', url: '/api/token/', as: null },
    { what: 'sign-up', url: '/api/register/', as: null },
    { what: 'the cart', url: '/api/cart/add/', as: 'customer' },
    { what: 'the profile (PUT)', url: '/api/users/me/', as: 'customer', method: 'PUT' as const },
    { what: 'an admin endpoint', url: '/api/admin/products/', as: 'admin' },
    { what: 'the payment webhook (raw body)', url: '/api/checkout/webhook/', as: null },
  ] as const;

  for (const { what, url, as: who, ...rest } of endpoints) {
    const method = 'method' in rest ? rest.method : undefined;
    it(`is refused with 413 JSON: ${what}`, async () => {
      const response = await shop.app.inject({
        method: method ?? 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          ...(who === null
            ? {}
            : { authorization: `Bearer ${who === 'admin' ? adminAccess : access}` }),
        },
        payload: jsonOf(JSON_BODY_LIMIT_BYTES + 1),
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(TOO_LARGE);
    });
  }

  it('is refused too when streamed without a Content-Length', async () => {
    const body = jsonOf(3 * JSON_BODY_LIMIT_BYTES);
    const chunks = Array.from({ length: 12 }, (_, index) =>
      body.slice((index * body.length) / 12, ((index + 1) * body.length) / 12),
    );
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('a body just under the limit is read (and answered on its merits, here 400)', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: jsonOf(JSON_BODY_LIMIT_BYTES - 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
  });

  it('leaves the server serving', async () => {
    for (let round = 0; round < 5; round += 1) {
      await shop.app.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/json' },
        payload: jsonOf(2 * JSON_BODY_LIMIT_BYTES),
      });
    }
    expect((await shop.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });
});
