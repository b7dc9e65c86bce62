import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, ordersPageSchema, userProfileSchema } from '@shop/contracts';
import { createTestApp, injectAs, type TestApp } from '../test/app.js';
import {
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  successPage,
  type Customer,
} from '../test/checkout.js';

/**
 * Access control (IDOR): one customer never reads or changes what belongs to another, on
 * every route that takes an id or a reference: cart lines, orders, the checkout success page,
 * the profile. Each case checks the answer and that the owner's data did not change.
 * Every /api/admin route refusing customers (403) and visitors (401) is covered route by route
 * in modules/admin/admin.test.ts ("refuses every admin route ...").
 */

let shop: TestApp;
let owner: Customer;
let intruder: Customer;

beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    // Payments reach the sandbox, whose webhooks go nowhere: an order stays pending until
    // someone opens its success page, so a wrongful settle by another customer would show.
    paymentSandbox: { webhookUrl: 'http://127.0.0.1:9/api/checkout/webhook/' },
  });
  owner = await newCustomer(shop);
  intruder = await newCustomer(shop);
});
afterAll(() => shop.close());

async function cartOf(customer: Customer) {
  const response = await injectAs(shop, customer.access, 'GET', '/api/cart/');
  expect(response.statusCode).toBe(200);
  return cartSchema.parse(response.json());
}

describe('cart lines', () => {
  it("another customer's line: 404 on update and remove, exactly as for a line that does not exist", async () => {
    const product = await newProduct(shop, { stock: 10 });
    const added = await injectAs(shop, owner.access, 'POST', '/api/cart/add/', {
      product_id: product,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const before = await cartOf(owner);
    const line = before.items.find((item) => item.product.id === product)!;

    const missingId = 2_000_000_000;
    const answers = [
      [
        await injectAs(shop, intruder.access, 'PUT', `/api/cart/update/${line.id}/`, {
          quantity: 9,
        }),
        await injectAs(shop, intruder.access, 'PUT', `/api/cart/update/${missingId}/`, {
          quantity: 9,
        }),
      ],
      [
        await injectAs(shop, intruder.access, 'PUT', `/api/cart/update/${line.id}/`, {
          quantity: 0,
        }),
        await injectAs(shop, intruder.access, 'PUT', `/api/cart/update/${missingId}/`, {
          quantity: 0,
        }),
      ],
      [
        await injectAs(shop, intruder.access, 'DELETE', `/api/cart/remove/${line.id}/`),
        await injectAs(shop, intruder.access, 'DELETE', `/api/cart/remove/${missingId}/`),
      ],
    ];
    for (const [theirs, missing] of answers) {
      expect(theirs!.statusCode).toBe(404);
      // Nothing tells an existing line of someone else from no line at all.
      expect(theirs!.json()).toEqual(missing!.json());
    }
    expect(await cartOf(owner)).toEqual(before);
    expect((await cartOf(intruder)).items).toEqual([]);
  });

  it('a cart answer never names another customer, whatever the request adds', async () => {
    const product = await newProduct(shop, { stock: 10 });
    const response = await injectAs(shop, intruder.access, 'POST', '/api/cart/add/?user_id=1', {
      product_id: product,
      quantity: 1,
      user_id: owner.id,
      user: owner.id,
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await shop.database.pool.query<{ user_id: number }>(
      'select user_id from cart_items where product_id = $1',
      [product],
    );
    expect(rows).toEqual([{ user_id: intruder.id }]);
  });
});

describe('orders and the checkout success page', () => {
  let sessionId: string;

  beforeAll(async () => {
    // The owner's cart from the test above is emptied first so this order is the owner's only line.
    await injectAs(shop, owner.access, 'DELETE', '/api/cart/clear/');
    const product = await newProduct(shop, { stock: 3, name: "Owner's engraved mug" });
    expect(
      (
        await injectAs(shop, owner.access, 'POST', '/api/cart/add/', {
          product_id: product,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    const session = await checkout(shop, owner);
    sessionId = session.session_id;
    const paid = await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
    expect(paid.status).toBe(303);
  });

  it("another customer's success page: 404, and the paid order is not settled by them", async () => {
    const response = await successPage(shop, intruder, sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'No such order.' });
    expect(response.body).not.toContain("Owner's engraved mug");
    expect((await orderOfSession(shop, sessionId))!.status).toBe('pending');

    // The owner's own visit settles it: the page above really had something to give away.
    const own = await successPage(shop, owner, sessionId);
    expect(own.statusCode).toBe(200);
    expect((await orderOfSession(shop, sessionId))!.status).toBe('processing');
  });

  it("the order list shows one's own orders only, whatever the query says", async () => {
    const orderId = (await orderOfSession(shop, sessionId))!.id;
    const ownList = ordersPageSchema.parse(
      (await injectAs(shop, owner.access, 'GET', '/api/checkout/orders/')).json(),
    );
    expect(ownList.orders.map((order) => order.order_id)).toContain(orderId);

    for (const url of [
      '/api/checkout/orders/',
      `/api/checkout/orders/?user_id=${owner.id}`,
      `/api/checkout/orders/?user=${owner.id}&id=${orderId}`,
    ]) {
      const response = await injectAs(shop, intruder.access, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const page = ordersPageSchema.parse(response.json());
      expect(page.orders, url).toEqual([]);
    }
  });
});

describe('the profile', () => {
  it("answers each caller's own profile, and an update cannot reach another account", async () => {
    const ownerBefore = userProfileSchema.parse(
      (await injectAs(shop, owner.access, 'GET', '/api/users/me/')).json(),
    );
    expect(ownerBefore.email).toBe(owner.email);

    const update = await injectAs(shop, intruder.access, 'PUT', `/api/users/me/?id=${owner.id}`, {
      email: intruder.email,
      phone_number: '+32470000000',
      username: ownerBefore.username,
      id: owner.id,
      user_id: owner.id,
      is_staff: true,
      is_superuser: true,
    });
    expect(update.statusCode).toBe(200);
    const changed = userProfileSchema.parse(update.json());
    expect(changed.username).not.toBe(ownerBefore.username);
    expect(changed.is_staff).toBe(false);
    expect(changed.is_superuser).toBe(false);

    const ownerAfter = userProfileSchema.parse(
      (await injectAs(shop, owner.access, 'GET', '/api/users/me/')).json(),
    );
    expect(ownerAfter).toEqual(ownerBefore);
    const { rows } = await shop.database.pool.query<{ is_staff: boolean }>(
      'select is_staff from users where id = $1',
      [intruder.id],
    );
    expect(rows[0]!.is_staff).toBe(false);
  });
});
