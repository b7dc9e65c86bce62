import { loginResponseSchema } from '@shop/contracts';
import type { TestApp } from './app.js';

/** The demo data's staff account (seeded only in demo and test databases). */
export const DEMO_ADMIN = { username: 'admin@example.com', password: 'Admin12345' } as const;

/** An access token of the demo admin, signed in the way the admin panel does. */
export async function signInAsDemoAdmin(shop: TestApp): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: DEMO_ADMIN,
  });
  if (response.statusCode !== 200) {
    throw new Error(`The demo admin could not sign in: ${response.statusCode} ${response.body}`);
  }
  return loginResponseSchema.parse(response.json()).access;
}
