import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
});
afterAll(() => shop.close());

let counter = 0;
async function newAccount(): Promise<LoginResponse & { password: string }> {
  counter += 1;
  const password = 'Secret123';
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `member${counter}`,
      email: `member${counter}@example.be`,
      phone_number: '+32470123456',
      password,
    },
  });
  expect(response.statusCode).toBe(201);
  return { ...loginResponseSchema.parse(response.json()), password };
}

function signIn(email: string, password: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: email, password },
  });
}

function getMe(access: string) {
  return shop.app.inject({
    method: 'GET',
    url: '/api/users/me/',
    headers: { authorization: `Bearer ${access}` },
  });
}

function putMe(access: string, payload: Record<string, unknown>, lang?: string) {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/users/me/${lang ? `?lang=${lang}` : ''}`,
    headers: { authorization: `Bearer ${access}` },
    payload,
  });
}

function refresh(token: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: token },
  });
}

describe('GET /api/users/me/', () => {
  it("answers the signed-in user's own profile and nothing more", async () => {
    const account = await newAccount();
    const response = await getMe(account.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: account.user.username,
      email: account.user.email,
      phone_number: '+32470123456',
      is_staff: false,
      is_superuser: false,
    });
  });

  it('is refused without sign-in', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/users/me/' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/', () => {
  it('changes the phone number without a password, but never the username or the e-mail at once', async () => {
    const account = await newAccount();
    const response = await putMe(account.access, {
      username: 'someone-else',
      email: account.user.email,
      phone_number: '+31612345678',
      is_staff: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: account.user.username,
      email: account.user.email,
      phone_number: '+31612345678',
      is_staff: false,
      is_superuser: false,
    });
    // The password did not change.
    expect((await signIn(account.user.email, account.password)).statusCode).toBe(200);
  });

  it('validates with the registration rules, in the request language', async () => {
    const account = await newAccount();
    const response = await putMe(
      account.access,
      { email: 'nope', phone_number: '+3212', password: 'weak' },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      email: ['Veuillez saisir une adresse e-mail valide'],
      phone_number: ['Veuillez saisir un numéro de téléphone valide'],
      password: [
        'Le mot de passe doit contenir au moins 8 caractères',
        'Le mot de passe doit contenir une lettre majuscule',
        'Le mot de passe doit contenir un chiffre',
      ],
    });
  });

  it('a new password works at once and signs out every other session, not this one', async () => {
    const account = await newAccount();
    const otherDevice = loginResponseSchema.parse(
      (await signIn(account.user.email, account.password)).json(),
    );

    const response = await putMe(account.access, {
      email: account.user.email,
      phone_number: account.user.phone_number,
      password: 'NewSecret456',
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);

    expect((await signIn(account.user.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.user.email, 'NewSecret456')).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(401);
    // The other device's access token stops at once, not when it expires (issue 14).
    expect((await getMe(otherDevice.access)).statusCode).toBe(401);
    expect((await getMe(account.access)).statusCode).toBe(200);
    expect((await refresh(account.refresh)).statusCode).toBe(200);
  });
});

describe('one user never sees another', () => {
  it('every token answers for its own account only', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    expect((await getMe(alice.access)).json().username).toBe(alice.user.username);
    expect((await getMe(bob.access)).json().username).toBe(bob.user.username);

    await putMe(alice.access, {
      email: alice.user.email,
      phone_number: '+33612345678',
    });
    expect((await getMe(bob.access)).json()).toMatchObject({
      email: bob.user.email,
      phone_number: '+32470123456',
    });

    const bobRefreshed = await refresh(bob.refresh);
    const bobAccess = bobRefreshed.json().access as string;
    expect((await getMe(bobAccess)).json().username).toBe(bob.user.username);
  });

  it("a user's refresh token cannot be revoked into someone else's session", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    await shop.app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      payload: { refresh: alice.refresh },
    });
    expect((await refresh(alice.refresh)).statusCode).toBe(401);
    expect((await refresh(bob.refresh)).statusCode).toBe(200);
  });

  it('a deleted account loses access at once', async () => {
    const account = await newAccount();
    await shop.database.pool.query('delete from users where username = $1', [
      account.user.username,
    ]);
    expect((await getMe(account.access)).statusCode).toBe(401);
    expect((await refresh(account.refresh)).statusCode).toBe(401);
  });
});
