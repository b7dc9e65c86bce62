import { expect } from 'vitest';
import { loginResponseSchema } from '@shop/contracts';
import { createTestApp, injectAs, type TestApp } from './app.js';

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

/** Staff cancel an order in the admin; a paid one gets its credit note. */
export async function cancelAsStaff(shop: TestApp, staffToken: string, orderId: number) {
  const cancelled = await injectAs(shop, staffToken, 'PUT', `/api/admin/orders/${orderId}/`, {
    status: 'cancelled',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

/** The order's credit notes and then its invoice as kept: total and VAT breakdown. */
export async function creditNotesAndInvoice(shop: TestApp, orderId: number) {
  const { rows } = await shop.database.pool.query<{ total_cents: number; vat_breakdown: unknown }>(
    `select total_cents, vat_breakdown from credit_notes where order_id = $1
     union all select total_cents, vat_breakdown from invoices where order_id = $1`,
    [orderId],
  );
  return rows;
}

/** A staff CSV export (`url`) as its header and lines, its byte order mark and line ends off. */
export async function staffCsvExport(shop: TestApp, staffToken: string, url: string) {
  const csv = await injectAs(shop, staffToken, 'GET', url);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const [header, ...lines] = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header, lines };
}
