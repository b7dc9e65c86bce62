import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, SignJWT } from 'jose';
import { loginResponseSchema, tokenPairSchema, type TokenPair } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * Sign-in tokens under attack, across the protected routes: forged, re-signed, expired and
 * misused tokens get 401 JSON everywhere; refresh tokens rotate, a just-rotated one renews
 * the same sign-in for a few seconds (two tabs), and reuse after that ends the sign-in.
 * modules/accounts/tokens.test.ts has the sign-in and rotation basics.
 */

const SECRET = 'security-test-secret-that-is-long-enough-0123456789';
const CUSTOMER = { username: 'customer@example.com', password: 'Customer123' };

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { JWT_SECRET: SECRET } });
});
afterAll(() => shop.close());

async function signIn(): Promise<TokenPair> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: CUSTOMER,
    // Each sign-in from its own address: the per-IP limit is not what is tested here.
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json());
}

function refresh(token: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: token },
  });
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? '')));
}

const PROTECTED = [
  { method: 'GET', url: '/api/users/me/' },
  { method: 'GET', url: '/api/cart/' },
  { method: 'GET', url: '/api/checkout/orders/' },
  { method: 'POST', url: '/api/checkout/create-checkout-session/' },
  { method: 'GET', url: '/api/admin/orders/' },
] as const;

describe('a bad access token is refused with 401 JSON on every protected route', () => {
  let userId: string;
  /** A live sign-in's session: only what a forgery changes may make it fail. */
  let sessionId: string;
  const key = new TextEncoder().encode(SECRET);
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    const access = claimsOf((await signIn()).access);
    userId = String(access.sub);
    sessionId = String(access.sid);
  });

  function claims(extra: Record<string, unknown> = {}) {
    return {
      sub: userId,
      type: 'access',
      sid: sessionId,
      jti: randomUUID(),
      iat: now() - 10,
      exp: now() + 300,
      ...extra,
    };
  }

  function sign(payload: Record<string, unknown>, alg: string, signingKey: Uint8Array) {
    return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(signingKey);
  }

  function unsigned(payload: Record<string, unknown>): string {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    return `${header}.${base64url.encode(JSON.stringify(payload))}.`;
  }

  const forgeries: Record<string, () => Promise<string>> = {
    'alg none, no signature': async () => unsigned(claims()),
    'alg none with a signature part': async () =>
      `${unsigned(claims())}${base64url.encode('signature')}`,
    'HS512 with the right secret (algorithm not pinned would accept it)': () =>
      sign(claims(), 'HS512', key),
    'signed with a foreign key': () =>
      sign(claims(), 'HS256', new TextEncoder().encode('an-attackers-own-secret-0123456789abcdef')),
    expired: () => sign(claims({ iat: now() - 3600, exp: now() - 60 }), 'HS256', key),
    'a refresh token': async () => (await signIn()).refresh,
    'no type claim': () => sign(claims({ type: undefined }), 'HS256', key),
    'an account that does not exist': () => sign(claims({ sub: '987654' }), 'HS256', key),
    'a sign-in that never existed (issue 14)': () =>
      sign(claims({ sid: randomUUID() }), 'HS256', key),
    'a session id that is not one of ours': () =>
      sign(claims({ sid: "x' or '1'='1" }), 'HS256', key),
  };

  it('a genuine token of the same making passes (the forging helpers are right)', async () => {
    const token = await sign(claims(), 'HS256', key);
    const response = await shop.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  for (const [what, forge] of Object.entries(forgeries)) {
    it(what, async () => {
      const token = await forge();
      for (const { method, url } of PROTECTED) {
        const response = await shop.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          code: 'not_authenticated',
          detail: 'The access token is invalid or has expired.',
        });
      }
    });
  }

  it('a forged refresh token (alg none, foreign key) renews nothing', async () => {
    const refreshClaims = claims({ type: 'refresh' });
    for (const token of [
      unsigned(refreshClaims),
      await sign(refreshClaims, 'HS256', new TextEncoder().encode('x'.repeat(40))),
    ]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });
});

describe('refresh token rotation with a grace window for a second tab', () => {
  /** Moves a token's rotation into the past, as if that many seconds had gone by. */
  async function ageRotation(token: string, seconds: number) {
    await shop.database.pool.query(
      'update refresh_tokens set revoked_at = revoked_at - make_interval(secs => $2) where id = $1',
      [claimsOf(token).jti, seconds],
    );
  }

  async function works(pair: TokenPair): Promise<boolean> {
    const me = await shop.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    return me.statusCode === 200;
  }

  it('a just-rotated token renews the same sign-in once more; both tabs keep working', async () => {
    const start = await signIn();
    const firstTab = tokenPairSchema.parse((await refresh(start.refresh)).json());
    const secondAnswer = await refresh(start.refresh);
    expect(secondAnswer.statusCode).toBe(200);
    const secondTab = tokenPairSchema.parse(secondAnswer.json());

    expect(secondTab.refresh).not.toBe(firstTab.refresh);
    expect(claimsOf(secondTab.refresh).sid).toBe(claimsOf(start.refresh).sid);
    expect(await works(firstTab)).toBe(true);
    expect(await works(secondTab)).toBe(true);
    // Each tab rotates on from its own token.
    expect((await refresh(firstTab.refresh)).statusCode).toBe(200);
    expect((await refresh(secondTab.refresh)).statusCode).toBe(200);
  });

  it('after the window, the old token is a reuse: the whole sign-in ends', async () => {
    const start = await signIn();
    const current = tokenPairSchema.parse((await refresh(start.refresh)).json());
    await ageRotation(start.refresh, 11);

    const replay = await refresh(start.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'not_authenticated',
      detail:
        'This refresh token was already used. The session has been ended; please sign in again.',
    });
    expect((await refresh(current.refresh)).statusCode).toBe(401);
    const { rows } = await shop.database.pool.query<{ live: number }>(
      'select count(*)::int as live from refresh_tokens where family_id = $1 and revoked_at is null',
      [claimsOf(start.refresh).sid],
    );
    expect(rows[0]!.live).toBe(0);
  });

  it('the window counts from the first rotation: using it does not stretch it', async () => {
    const start = await signIn();
    await refresh(start.refresh);
    await ageRotation(start.refresh, 6);
    expect((await refresh(start.refresh)).statusCode).toBe(200);
    await ageRotation(start.refresh, 5);
    expect((await refresh(start.refresh)).statusCode).toBe(401);
  });

  it('gives no grace to a token of a signed-out session', async () => {
    const start = await signIn();
    const current = tokenPairSchema.parse((await refresh(start.refresh)).json());
    const signOut = await shop.app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      payload: { refresh: current.refresh },
    });
    expect(signOut.statusCode).toBe(204);
    // Within the window, but the sign-in is over: neither token renews it.
    expect((await refresh(start.refresh)).statusCode).toBe(401);
    expect((await refresh(current.refresh)).statusCode).toBe(401);
  });

  it('gives no grace to a token revoked by sign-out itself', async () => {
    const start = await signIn();
    await shop.app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      payload: { refresh: start.refresh },
    });
    expect((await refresh(start.refresh)).statusCode).toBe(401);
  });

  it('with REFRESH_TOKEN_REUSE_GRACE_SECONDS=0 any reuse ends the sign-in at once', async () => {
    const strict = await createTestApp({
      demo: true,
      env: { JWT_SECRET: SECRET, REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' },
    });
    try {
      const call = (payload: object, url: string) =>
        strict.app.inject({ method: 'POST', url, payload });
      const start = loginResponseSchema.parse((await call(CUSTOMER, '/api/token/')).json());
      const answers = await Promise.all([
        call({ refresh: start.refresh }, '/api/token/refresh/'),
        call({ refresh: start.refresh }, '/api/token/refresh/'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
      const winner = tokenPairSchema.parse(answers.find((a) => a.statusCode === 200)!.json());
      expect((await call({ refresh: winner.refresh }, '/api/token/refresh/')).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
