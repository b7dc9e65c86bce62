import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

it('answers 200 while the database is reachable', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'up' });
});

it('answers 503 with JSON when the database cannot be reached', async () => {
  // A port nobody listens on: connections are refused at once.
  const database = connectDatabase('postgres://nobody:secret@127.0.0.1:1/none', 1);
  const app = await buildApp({
    config: shop.config,
    database,
    logger: false,
    payments: shop.payments,
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });

    const products = await app.inject({ method: 'GET', url: '/api/products/' });
    expect(products.statusCode).toBe(503);
    expect(products.json()).toMatchObject({
      code: 'service_unavailable',
      detail: expect.any(String),
    });
  } finally {
    await app.close();
    await database.close();
  }
});
