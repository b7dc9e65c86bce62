import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newLinkToken, hashLinkToken } from './link-tokens.js';

/**
 * Issue 14: an access token whose sign-in has ended stops working at the next request, not
 * when it expires 15 minutes later: on the routes behind `authenticate` and on the cart's
 * one-query read alike.
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' },
  });
});
afterAll(() => shop.close());

const PASSWORD = 'Secret123';
let counter = 0;

async function newAccount(): Promise<LoginResponse & { id: number }> {
  counter += 1;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `session${counter}`,
      email: `session${counter}@example.be`,
      phone_number: '+32470123456',
      password: PASSWORD,
    },
  });
  expect(response.statusCode).toBe(201);
  const body = loginResponseSchema.parse(response.json());
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from users where username = $1',
    [body.user.username],
  );
  return { ...body, id: rows[0]!.id };
}

async function signIn(email: string, password = PASSWORD): Promise<LoginResponse> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: email, password },
  });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json());
}

function post(url: string, payload: Record<string, unknown>) {
  return shop.app.inject({ method: 'POST', url, payload });
}

/** The status of the profile read and of the cart read (the token-only fast path). */
async function statuses(access: string): Promise<{ me: number; cart: number }> {
  const headers = { authorization: `Bearer ${access}` };
  const me = await shop.app.inject({ method: 'GET', url: '/api/users/me/', headers });
  const cart = await shop.app.inject({ method: 'GET', url: '/api/cart/', headers });
  return { me: me.statusCode, cart: cart.statusCode };
}

const WORKS = { me: 200, cart: 200 };
const REFUSED = { me: 401, cart: 401 };

describe('an access token stops working as soon as its sign-in ends', () => {
  it('after sign-out, while the other sign-ins of the account go on', async () => {
    const account = await newAccount();
    const other = await signIn(account.user.email);
    expect(await statuses(account.access)).toEqual(WORKS);

    expect((await post('/api/token/revoke/', { refresh: account.refresh })).statusCode).toBe(204);
    expect(await statuses(account.access)).toEqual(REFUSED);
    expect(await statuses(other.access)).toEqual(WORKS);
  });

  it('after a password reset, on every sign-in', async () => {
    const account = await newAccount();
    const other = await signIn(account.user.email);
    const token = newLinkToken();
    await shop.database.pool.query(
      `insert into password_reset_tokens (user_id, token_hash, expires_at)
       values ($1, $2, now() + interval '1 hour')`,
      [account.id, hashLinkToken(token)],
    );
    const reset = await post('/api/password-reset/confirm/', { token, password: 'Changed456' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await statuses(account.access)).toEqual(REFUSED);
    expect(await statuses(other.access)).toEqual(REFUSED);
  });

  it('after a password change, on the other sign-ins only', async () => {
    const account = await newAccount();
    const other = await signIn(account.user.email);
    const change = await shop.app.inject({
      method: 'PUT',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${account.access}` },
      payload: {
        email: account.user.email,
        phone_number: account.user.phone_number,
        password: 'Changed456',
        current_password: PASSWORD,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await statuses(other.access)).toEqual(REFUSED);
    expect(await statuses(account.access)).toEqual(WORKS);
  });

  it('after a stolen refresh token is used again, for thief and owner alike', async () => {
    const account = await newAccount();
    const renewed = await post('/api/token/refresh/', { refresh: account.refresh });
    expect(renewed.statusCode).toBe(200);
    const { access: newerAccess } = renewed.json() as { access: string };
    expect(await statuses(newerAccess)).toEqual(WORKS);

    // The grace window (two tabs renewing at once) is 10 s; the database clock moves past it.
    await shop.database.pool.query(
      `update refresh_tokens set revoked_at = revoked_at - interval '1 minute'
        where user_id = $1 and replaced_by is not null`,
      [account.id],
    );
    expect((await post('/api/token/refresh/', { refresh: account.refresh })).statusCode).toBe(401);
    expect(await statuses(newerAccess)).toEqual(REFUSED);
    expect(await statuses(account.access)).toEqual(REFUSED);
  });

  it('keeps working through a rotation and its grace window (two tabs renewing at once)', async () => {
    const account = await newAccount();
    const [first, second] = await Promise.all([
      post('/api/token/refresh/', { refresh: account.refresh }),
      post('/api/token/refresh/', { refresh: account.refresh }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await statuses(account.access)).toEqual(WORKS);
    expect(await statuses((first.json() as { access: string }).access)).toEqual(WORKS);
    expect(await statuses((second.json() as { access: string }).access)).toEqual(WORKS);
  });
});
