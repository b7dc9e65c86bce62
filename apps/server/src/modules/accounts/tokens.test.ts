import { randomUUID } from 'node:crypto';
import { OPERATOR_SELLER_ENV } from '../../test/seller.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, SignJWT } from 'jose';
import { loginResponseSchema, tokenPairSchema } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { refreshTokens } from '../../db/schema.js';
import { loadConfig, ConfigError } from '../../config.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const CUSTOMER = { email: 'customer@example.com', password: 'Customer123' };

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    env: { JWT_SECRET: SECRET, RATE_LIMIT_SIGNIN_PER_ACCOUNT: '3', RATE_LIMIT_SIGNIN_PER_IP: '6' },
  });
});
afterAll(() => shop.close());

/** Each test signs in from its own address so the per-IP limit of one test cannot leak into another. */
function someIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

function signIn(username: string, password: string, remoteAddress = someIp(), lang?: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/token/${lang ? `?lang=${lang}` : ''}`,
    payload: { username, password },
    remoteAddress,
  });
}

async function signedIn() {
  const response = await signIn(CUSTOMER.email, CUSTOMER.password);
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

function me(accessToken: string) {
  return shop.app.inject({
    method: 'GET',
    url: '/api/users/me/',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
}

describe('POST /api/token/', () => {
  it('signs in with the e-mail address and answers both tokens and the user', async () => {
    const body = await signedIn();
    expect(body.user).toEqual({
      username: 'demo',
      email: 'customer@example.com',
      phone_number: '+32470123456',
      is_staff: false,
      is_superuser: false,
    });
    const access = claimsOf(body.access);
    expect(access).toMatchObject({ type: 'access', sub: expect.any(String) });
    expect(Number(access.exp) - Number(access.iat)).toBe(900);
    const refreshClaims = claimsOf(body.refresh);
    expect(refreshClaims.type).toBe('refresh');
    expect(Number(refreshClaims.exp) - Number(refreshClaims.iat)).toBe(7 * 24 * 60 * 60);
    expect(refreshClaims.sid).toBe(access.sid);
    expect(
      JSON.parse(new TextDecoder().decode(base64url.decode(body.access.split('.')[0]!))),
    ).toMatchObject({
      alg: 'HS256',
    });
  });

  it('accepts the e-mail address in any case', async () => {
    const response = await signIn('Customer@Example.COM', CUSTOMER.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail in exactly the same way', async () => {
    const wrongPassword = await signIn(CUSTOMER.email, 'Customer124');
    const unknownEmail = await signIn('nobody@example.com', 'Customer123');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Invalid email or password. Please try again.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers in the language asked for', async () => {
    const dutch = await signIn('nobody@example.com', 'x', someIp(), 'nl');
    expect(dutch.json().detail).toBe('Ongeldig e-mailadres of wachtwoord. Probeer het opnieuw.');
    const french = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' },
      payload: { username: 'nobody@example.com', password: 'x' },
      remoteAddress: someIp(),
    });
    expect(french.json().detail).toBe(
      'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
    );
  });

  it('asks for both e-mail and password', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: '  ' },
      remoteAddress: someIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      detail: 'Please provide both email and password.',
      username: ['Please provide both email and password.'],
      password: ['Please provide both email and password.'],
    });
  });
});

describe('sign-in rate limits', () => {
  it('refuses an account after 3 failures a minute, even with the right password, saying when to retry', async () => {
    const email = 'admin@example.com';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
    }
    const limited = await signIn(email, 'Admin12345');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      detail: `Too many attempts. Try again in ${retryAfter} seconds.`,
    });
    // Another account is not affected.
    expect((await signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
  });

  it('refuses an address after 6 failures, whichever accounts they tried', async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await signIn(`guess${attempt}@example.com`, 'x', ip)).statusCode).toBe(401);
    }
    const limited = await signIn(CUSTOMER.email, CUSTOMER.password, ip, 'fr');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes?\.$/);
    expect((await signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await signIn(CUSTOMER.email, CUSTOMER.password, ip)).statusCode).toBe(200);
    }
  });

  it('holds when guesses arrive all at once', async () => {
    const email = `parallel-${randomUUID()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn(email, 'guess', someIp())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('POST /api/token/refresh/', () => {
  it('rotates: a new pair comes back and the old refresh token stops working', async () => {
    const first = await signedIn();
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const pair = tokenPairSchema.parse(rotated.json());
    expect(pair.refresh).not.toBe(first.refresh);
    expect(claimsOf(pair.refresh).sid).toBe(claimsOf(first.refresh).sid);
    expect((await me(pair.access)).statusCode).toBe(200);

    const again = await refresh(pair.refresh);
    expect(again.statusCode).toBe(200);
  });

  it('ends the whole sign-in when an already rotated token comes back', async () => {
    const stolen = await signedIn();
    const owner = tokenPairSchema.parse((await refresh(stolen.refresh)).json());
    // Past the grace window a second tab gets (src/security/refresh-grace.test.ts).
    await shop.database.pool.query(
      "update refresh_tokens set revoked_at = revoked_at - interval '1 minute' where id = $1",
      [claimsOf(stolen.refresh).jti],
    );

    // The thief replays the old token: refused, and the owner's newer token dies with it.
    const replay = await refresh(stolen.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('not_authenticated');
    expect((await refresh(owner.refresh)).statusCode).toBe(401);

    const family = claimsOf(stolen.refresh).sid as string;
    const rows = await shop.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, family));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);

    // Other sign-ins of the same account keep working.
    const other = await signedIn();
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('renews the same sign-in for two simultaneous refreshes with the same token (two tabs)', async () => {
    const session = await signedIn();
    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const pairs = answers.map((answer) => tokenPairSchema.parse(answer.json()));
    expect(pairs[0]!.refresh).not.toBe(pairs[1]!.refresh);
    for (const pair of pairs)
      expect(claimsOf(pair.refresh).sid).toBe(claimsOf(session.refresh).sid);
  });

  it('refuses an access token where a refresh token belongs, and nonsense', async () => {
    const session = await signedIn();
    expect((await refresh(session.access)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
  });

  it('signs out through /api/token/revoke/', async () => {
    const session = await signedIn();
    const revoked = await shop.app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      payload: { refresh: session.refresh },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('a sign-out that meets a refresh at the same moment still ends the sign-in', async () => {
    // Before the sign-in lock, the sign-out's update missed the token the refresh was adding,
    // and that token kept the sign-in alive (seen as a flaky browser test).
    for (let attempt = 0; attempt < 20; attempt++) {
      const session = await signedIn();
      const [renewed] = await Promise.all([
        refresh(session.refresh),
        shop.app.inject({
          method: 'POST',
          url: '/api/token/revoke/',
          payload: { refresh: session.refresh },
        }),
      ]);
      const live = await shop.database.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, String(claimsOf(session.refresh).sid)),
            isNull(refreshTokens.revokedAt),
          ),
        );
      expect(live, `attempt ${attempt}`).toEqual([]);
      if (renewed.statusCode === 200) {
        const pair = tokenPairSchema.parse(renewed.json());
        expect((await refresh(pair.refresh)).statusCode, `attempt ${attempt}`).toBe(401);
      }
    }
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(SECRET);

  async function forge(
    claims: Record<string, unknown>,
    options: { alg?: string; key?: Uint8Array; expiresIn?: number } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // A live sign-in's user and session, so only what the test changes can make it fail.
    const live = claimsOf((await signedIn()).access);
    return new SignJWT({ type: 'access', sid: live.sid, ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(String(claims.sub ?? live.sub))
      .setJti(randomUUID())
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresIn ?? 300))
      .sign(options.key ?? key);
  }

  async function userId(): Promise<string> {
    return String(claimsOf((await signedIn()).access).sub);
  }

  it('a valid one of our own making is accepted (the forging helper is right)', async () => {
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it('is refused once expired', async () => {
    const response = await me(await forge({}, { expiresIn: -1 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('is refused when tampered with', async () => {
    const { access } = await signedIn();
    const [header, payload, signature] = access.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const elevated = base64url.encode(JSON.stringify({ ...claims, sub: '2' }));
    expect((await me(`${header}.${elevated}.${signature}`)).statusCode).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('is refused when signed with another algorithm or key, or not signed at all', async () => {
    expect((await me(await forge({}, { alg: 'HS512' }))).statusCode).toBe(401);
    expect((await me(await forge({}, { alg: 'HS384' }))).statusCode).toBe(401);
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
    expect((await me(await forge({}, { key: otherKey }))).statusCode).toBe(401);
    // The development secret the source once held (issue 14): public, so it signs nothing.
    const formerDevelopmentKey = new TextEncoder().encode(
      'development-only-jwt-secret-not-for-production-use',
    );
    expect((await me(await forge({}, { key: formerDevelopmentKey }))).statusCode).toBe(401);

    const unsignedHeader = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const unsignedPayload = base64url.encode(
      JSON.stringify({
        sub: await userId(),
        type: 'access',
        sid: randomUUID(),
        jti: randomUUID(),
        iat: now,
        exp: now + 300,
      }),
    );
    expect((await me(`${unsignedHeader}.${unsignedPayload}.`)).statusCode).toBe(401);
  });

  it('a refresh token is not an access token', async () => {
    const { refresh: refreshToken } = await signedIn();
    expect((await me(refreshToken)).statusCode).toBe(401);
  });

  it('without any token the answer is 401 asking for credentials', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('stops working with a short configured lifetime', async () => {
    const shortLived = await createTestApp({
      demo: true,
      // Four seconds, not one: `exp` counts whole seconds, so a one-second token can expire
      // before a busy machine gets to the first request.
      env: { JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_SECONDS: '4' },
    });
    try {
      const response = await shortLived.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: CUSTOMER.email, password: CUSTOMER.password },
      });
      const { access, refresh: refreshToken } = loginResponseSchema.parse(response.json());
      const ask = (token: string) =>
        shortLived.app.inject({
          method: 'GET',
          url: '/api/users/me/',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await ask(access)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      expect((await ask(access)).statusCode).toBe(401);
      const renewed = await shortLived.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: refreshToken },
      });
      expect((await ask(tokenPairSchema.parse(renewed.json()).access)).statusCode).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});

describe('token configuration', () => {
  it('requires a long enough JWT_SECRET in production with DATABASE_URL', () => {
    const external = {
      NODE_ENV: 'production',
      ...OPERATOR_SELLER_ENV,
      DATABASE_URL: 'postgres://shop@db:5432/shop',
    };
    expect(() => loadConfig(external)).toThrow(ConfigError);
    expect(() => loadConfig(external)).toThrow(
      /JWT_SECRET: is required in production with DATABASE_URL/,
    );
    expect(loadConfig({ ...external, JWT_SECRET: SECRET }).auth.jwtSecret).toBe(SECRET);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV, JWT_SECRET: 'short' }),
    ).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(
      loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV, JWT_SECRET: SECRET }).auth
        .jwtSecret,
    ).toBe(SECRET);
  });

  it('defaults to 15 minutes and 7 days, and reads both lifetimes', () => {
    expect(loadConfig({}).auth).toMatchObject({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 604_800,
    });
    expect(
      loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '2', REFRESH_TOKEN_TTL_SECONDS: '60' }).auth,
    ).toMatchObject({ accessTokenTtlSeconds: 2, refreshTokenTtlSeconds: 60 });
  });
});
