import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.js';
import { refreshTokens, users } from '../db/schema.js';
import { contextPlugin } from './database.js';
import { errorHandlerPlugin } from './errors.js';
import { authPlugin, currentUser } from './auth.js';

/**
 * The guards other modules use (cart, orders, admin), on a small app of their own: a route
 * behind `authenticate` and one behind `requireStaff`.
 */
let shop: TestApp;
let app: FastifyInstance;
let customerId: number;
let adminId: number;

beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  app = Fastify();
  await app.register(contextPlugin, { config: shop.config, database: shop.database });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin);
  app.get('/mine', { preHandler: app.authenticate }, async (request) => ({
    username: currentUser(request).username,
  }));
  app.get('/staff-only', { preHandler: app.requireStaff }, async () => ({ ok: true }));
  app.get('/public', async (request) => ({ user: request.user }));
  await app.ready();

  const rows = await shop.database.db.select({ id: users.id, email: users.email }).from(users);
  customerId = rows.find((row) => row.email === 'customer@example.com')!.id;
  adminId = rows.find((row) => row.email === 'admin@example.com')!.id;
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

/** An access token of a new, live sign-in (a refresh token family with one live token). */
async function bearer(userId: number) {
  const sessionId = randomUUID();
  const refresh = await app.tokens.sign('refresh', userId, sessionId);
  await shop.database.db.insert(refreshTokens).values({
    id: refresh.tokenId,
    userId,
    familyId: sessionId,
    expiresAt: refresh.expiresAt,
  });
  const { token } = await app.tokens.sign('access', userId, sessionId);
  return { authorization: `Bearer ${token}` };
}

describe('authenticate', () => {
  it('puts the caller on request.user', async () => {
    const response = await app.inject({ url: '/mine', headers: await bearer(customerId) });
    expect(response.json()).toEqual({ username: 'demo' });
  });

  it('leaves routes without the guard public, with no user', async () => {
    const response = await app.inject({
      url: '/public',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('accepts only the Bearer scheme', async () => {
    const { authorization } = await bearer(customerId);
    const token = authorization.slice('Bearer '.length);
    expect(
      (await app.inject({ url: '/mine', headers: { authorization: `Token ${token}` } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/mine', headers: { authorization: `bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('ended sign-ins', () => {
  it('refuses an access token at once when its sign-in has no live refresh token left', async () => {
    const headers = await bearer(customerId);
    expect((await app.inject({ url: '/mine', headers })).statusCode).toBe(200);
    await shop.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(sql`${refreshTokens.userId} = ${customerId}`);
    const refused = await app.inject({ url: '/mine', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a well-signed token of a sign-in that never existed', async () => {
    const { token } = await app.tokens.sign('access', customerId, randomUUID());
    const response = await app.inject({
      url: '/mine',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('requireStaff', () => {
  it('lets staff through', async () => {
    const response = await app.inject({ url: '/staff-only', headers: await bearer(adminId) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 to a customer and 401 to a visitor', async () => {
    const customer = await app.inject({ url: '/staff-only', headers: await bearer(customerId) });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('permission_denied');
    expect((await app.inject({ url: '/staff-only' })).statusCode).toBe(401);
  });

  it('reads staff rights fresh on every request', async () => {
    const headers = await bearer(adminId);
    await shop.database.db
      .update(users)
      .set({ isStaff: false })
      .where(sql`${users.id} = ${adminId}`);
    try {
      expect((await app.inject({ url: '/staff-only', headers })).statusCode).toBe(403);
    } finally {
      await shop.database.db
        .update(users)
        .set({ isStaff: true })
        .where(sql`${users.id} = ${adminId}`);
    }
  });
});
