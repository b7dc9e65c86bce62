import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * Rate limits cannot be dodged by a client claiming other addresses. The limits themselves
 * (per account, per address, parallel guesses, Retry-After, shared across instances) are
 * tested in modules/accounts/tokens.test.ts (sign-in), modules/accounts/registration.test.ts
 * (sign-up) and plugins/rate-limit.test.ts; password reset and contact in their own modules.
 */

const LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: '3',
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: '100',
  RATE_LIMIT_SIGNUP_PER_IP: '3',
  RATE_LIMIT_SIGNUP_PER_ACCOUNT: '100',
};

let counter = 0;
function signInAttempt(shop: TestApp, remoteAddress: string, forwardedFor: string) {
  counter += 1;
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody${counter}@example.be`, password: 'Wrong12345' },
  });
}

function signUpAttempt(shop: TestApp, remoteAddress: string, forwardedFor: string) {
  counter += 1;
  return shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      username: `newcomer${counter}`,
      email: `newcomer${counter}@example.be`,
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
}

describe('without a trusted proxy (TRUST_PROXY=false, the default)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ env: LIMITS });
  });
  afterAll(() => shop.close());

  it('a made-up X-Forwarded-For on each sign-in attempt does not reset the per-address limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await signInAttempt(shop, '198.51.100.7', `203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await signInAttempt(shop, '198.51.100.7', '203.0.113.99');
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('nor the sign-up limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await signUpAttempt(shop, '198.51.100.8', `203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ env: { ...LIMITS, TRUST_PROXY: '1' } });
  });
  afterAll(() => shop.close());

  it("counts each client's own address, as the proxy reports it", async () => {
    const proxy = '10.0.0.2';
    const first: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      first.push((await signInAttempt(shop, proxy, '203.0.113.10')).statusCode);
    }
    expect(first).toEqual([401, 401, 401, 429]);
    // Another customer behind the same proxy is not punished for the first one's guesses.
    expect((await signInAttempt(shop, proxy, '203.0.113.11')).statusCode).toBe(401);
  });

  it('only the address the trusted proxy added counts, not what the client put before it', async () => {
    const proxy = '10.0.0.3';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      // The client sends "X-Forwarded-For: <fake>", the proxy appends the real address.
      statuses.push(
        (await signInAttempt(shop, proxy, `192.0.2.${attempt}, 203.0.113.20`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
