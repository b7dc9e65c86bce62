import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersPageSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
});
afterAll(() => shop.close());

interface Customer {
  id: number;
  access: string;
}

let counter = 0;
async function newCustomer(): Promise<Customer> {
  counter += 1;
  const email = `orders${counter}@example.be`;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `orders${counter}`,
      email,
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
  expect(response.statusCode).toBe(201);
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from users where email = $1',
    [email],
  );
  return { id: rows[0]!.id, access: response.json().access };
}

/** An order as the checkout leaves it, `daysAgo` days old, with one line per product. */
async function placeOrder(
  customer: Customer,
  status: string,
  daysAgo: number,
  lines: { slug: string; quantity: number }[],
): Promise<number> {
  const { rows } = await shop.database.pool.query<{ id: number }>(
    `insert into orders (user_id, status, total_cents, email, created_at,
                         shipping_name, shipping_address_1, shipping_postal_code, shipping_city, shipping_country)
     values ($1, $2, 1000, 'x@example.be', now() - make_interval(days => $3),
             'Ada Peeters', 'Wetstraat 16', '1000', 'Brussel', 'BE')
     returning id`,
    [customer.id, status, daysAgo],
  );
  const orderId = rows[0]!.id;
  for (const line of lines) {
    await shop.database.pool.query(
      `insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
       select $1, id, name, price_cents, $3 from products where slug = $2`,
      [orderId, line.slug, line.quantity],
    );
  }
  return orderId;
}

function listOrders(customer: Customer, query = '') {
  return shop.app.inject({
    method: 'GET',
    url: `/api/checkout/orders/${query}`,
    headers: { authorization: `Bearer ${customer.access}` },
  });
}

async function anyProductSlugs(count: number): Promise<string[]> {
  const { rows } = await shop.database.pool.query<{ slug: string }>(
    "select slug from products where name_fr <> '' order by id limit $1",
    [count],
  );
  return rows.map((row) => row.slug);
}

describe('GET /api/checkout/orders/', () => {
  it("lists only the customer's own orders, newest first, in pages of 9", async () => {
    const customer = await newCustomer();
    const stranger = await newCustomer();
    const [slug] = await anyProductSlugs(1);
    const ids: number[] = [];
    for (let day = 0; day < 11; day += 1) {
      ids.push(await placeOrder(customer, 'processing', day, [{ slug: slug!, quantity: 2 }]));
    }
    await placeOrder(stranger, 'processing', 0, [{ slug: slug!, quantity: 1 }]);

    const first = await listOrders(customer);
    expect(first.statusCode).toBe(200);
    const page = ordersPageSchema.parse(first.json());
    expect(page.orders.map((order) => order.order_id)).toEqual(ids.slice(0, 9));
    expect(page.pagination).toEqual({
      page: 1,
      total_pages: 2,
      count: 11,
      has_previous: false,
      has_next: true,
    });
    expect(page.orders[0]).toMatchObject({
      status: 'processing',
      total_amount: '10.00',
      items_count: 2,
      shipping_address: {
        name: 'Ada Peeters',
        address_1: 'Wetstraat 16',
        address_2: null,
        postal_code: '1000',
        city: 'Brussel',
        country: 'BE',
      },
    });

    const second = ordersPageSchema.parse((await listOrders(customer, '?page=2')).json());
    expect(second.orders.map((order) => order.order_id)).toEqual(ids.slice(9));
    expect(second.pagination).toMatchObject({ page: 2, has_previous: true, has_next: false });
  });

  it('filters by status and names products in the requested language', async () => {
    const customer = await newCustomer();
    const [first, second] = await anyProductSlugs(2);
    await placeOrder(customer, 'cancelled', 2, [{ slug: first!, quantity: 1 }]);
    const shipped = await placeOrder(customer, 'shipped', 1, [
      { slug: first!, quantity: 1 },
      { slug: second!, quantity: 3 },
    ]);

    const page = ordersPageSchema.parse(
      (await listOrders(customer, '?status=shipped&lang=fr')).json(),
    );
    expect(page.orders.map((order) => order.order_id)).toEqual([shipped]);
    const { rows } = await shop.database.pool.query<{ name_fr: string }>(
      'select name_fr from products where slug = any($1) order by array_position($1, slug)',
      [[first, second]],
    );
    expect(page.orders[0]!.items).toEqual([
      expect.objectContaining({ product_name: rows[0]!.name_fr, quantity: 1 }),
      expect.objectContaining({ product_name: rows[1]!.name_fr, quantity: 3 }),
    ]);
    expect(page.orders[0]!.items_count).toBe(4);

    const all = ordersPageSchema.parse((await listOrders(customer, '?status=all')).json());
    expect(all.pagination.count).toBe(2);
    const invalid = await listOrders(customer, '?status=lost');
    expect(invalid.statusCode).toBe(400);
  });

  it('answers an empty list, and 401 without sign-in', async () => {
    const customer = await newCustomer();
    expect((await listOrders(customer)).json()).toEqual({
      orders: [],
      pagination: { page: 1, total_pages: 1, count: 0, has_previous: false, has_next: false },
    });
    const anonymous = await shop.app.inject({ method: 'GET', url: '/api/checkout/orders/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
