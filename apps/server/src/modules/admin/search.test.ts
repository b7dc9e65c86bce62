import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSearchResultsSchema, parseMoney } from '@shop/contracts';
import { orders } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newCustomer, newProduct, type Customer } from '../../test/checkout.js';

/** The admin's one search box (issue 19): GET /api/admin/search/?q=. */

let shop: TestApp;
let admin: string;
let customer: Customer;

beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  admin = await signInAsDemoAdmin(shop);
  customer = await newCustomer(shop);
});
afterAll(() => shop.close());

function search(q: string, token: string | null = admin) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/search/?${new URLSearchParams({ q }).toString()}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function results(q: string) {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return adminSearchResultsSchema.parse(response.json());
}

describe('searching the admin', () => {
  it('finds an order by its number, with or without #', async () => {
    const [order] = await shop.database.db
      .insert(orders)
      .values({ userId: customer.id, totalAmount: parseMoney('12.50'), email: customer.email })
      .returning({ id: orders.id });
    for (const q of [String(order!.id), `#${order!.id}`]) {
      expect((await results(q)).orders).toEqual([
        expect.objectContaining({ id: order!.id, email: customer.email, total_amount: '12.50' }),
      ]);
    }
    expect((await results('99999999')).orders).toEqual([]);
    expect((await results('99999999999999')).orders).toEqual([]);
  });

  it('finds a customer by part of the name or e-mail address, in any case', async () => {
    const byMail = await results(customer.email.slice(0, 8).toUpperCase());
    expect(byMail.customers.map((found) => found.email)).toContain(customer.email);
    const byName = await results('Admin');
    expect(byName.customers.map((found) => found.email)).toContain('admin@example.com');
  });

  it('finds a product by its name in English, French or Dutch', async () => {
    const stamp = Date.now();
    const id = await newProduct(shop, {
      name: `Walnut box ${stamp}`,
      nameFr: `Boîte en noyer ${stamp}`,
    });
    await shop.database.pool.query(`update products set name_nl = $1 where id = $2`, [
      `Notenhouten doos ${stamp}`,
      id,
    ]);
    for (const q of [`walnut box ${stamp}`, `noyer ${stamp}`, `Notenhouten doos ${stamp}`]) {
      expect((await results(q)).products).toEqual([
        expect.objectContaining({ id, name: `Walnut box ${stamp}`, archived: false }),
      ]);
    }
  });

  it('treats % and _ as letters, not wildcards', async () => {
    const found = await results('%');
    expect(found.products).toEqual([]);
    expect(found.customers).toEqual([]);
  });

  it('asks for something to look for', async () => {
    const response = await search('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('q');
  });

  it('is for the shop’s administrators only', async () => {
    expect((await search('walnut', null)).statusCode).toBe(401);
    expect((await search('walnut', customer.access)).statusCode).toBe(403);
  });
});
