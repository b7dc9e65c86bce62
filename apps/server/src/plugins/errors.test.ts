import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

it('answers an unknown API path with a JSON 404', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/nothing-here/' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
});

it('answers malformed JSON with a JSON 400, not a 500', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/products/',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken": ',
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
});

it('publishes the OpenAPI document', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toEqual(
    expect.arrayContaining(['/api/health', '/api/products/']),
  );
});
