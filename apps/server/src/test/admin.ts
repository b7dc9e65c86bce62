import { loginResponseSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from './app.js';

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

/**
 * What the order and admin tests start from: a shop with the demo data and the payment sandbox,
 * sign-ups unthrottled (each test registers its own customers), and the demo admin signed in.
 * `env` adds to or overrides the shop's settings.
 */
export async function createShopWithStaff(
  env: Record<string, string> = {},
): Promise<{ shop: TestApp; admin: string }> {
  const shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', ...env },
  });
  return { shop, admin: await signInAsDemoAdmin(shop) };
}
