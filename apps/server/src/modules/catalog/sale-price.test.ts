import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseMoney,
  cartSchema,
  productDetailSchema,
  productListSchema,
  type AdminProduct,
} from '@shop/contracts';
import { createShopWithStaff } from '../../test/admin.js';
import { injectAs, type TestApp } from '../../test/app.js';
import { checkout, newCustomer, waitFor } from '../../test/checkout.js';
import { euros } from '../../test/euros.js';

/**
 * Issue 17, "a sale price that tells the truth" (ADR 0037): the product answers what is charged
 * now, its regular price and, while on sale, the lowest price charged in the 30 days before the
 * reduction (art. 6a Directive 98/6/EC), from the price history the shop keeps.
 */

let shop: TestApp;
let admin: string;
let category: number;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
  category = (
    (await injectAs(shop, admin, 'GET', '/api/admin/categories/')).json() as { id: number }[]
  )[0]!.id;
});
afterAll(() => shop.close());

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: `Sale candle ${counter}`,
    price: '20.00',
    category_id: category,
    availability: 'in_stock',
    is_available: true,
    stock: null,
    images: [],
    ...overrides,
  };
}

async function createProduct(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  counter += 1;
  const response = await injectAs(shop, admin, 'POST', '/api/admin/products/', form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function save(product: AdminProduct, overrides: Record<string, unknown>) {
  const response = await injectAs(shop, admin, 'PUT', `/api/admin/products/${product.id}/`, {
    ...form({ name: product.name, slug: product.slug }),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminProduct;
}

async function detail(slug: string) {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${slug}/` });
  expect(response.statusCode, response.body).toBe(200);
  return productDetailSchema.parse(response.json());
}

/** The product's price history, oldest first. */
async function history(productId: number) {
  const { rows } = await shop.database.pool.query<{ price: string; reason: string }>(
    `select ${euros('price_cents')} as price, reason from product_price_history where product_id = $1
      order by started_at, id`,
    [productId],
  );
  return rows;
}

/** Moves the product's whole history `days` back, as if it had been kept that long. */
async function backdate(productId: number, entries: { price: string; daysAgo: number }[]) {
  await shop.database.pool.query('delete from product_price_history where product_id = $1', [
    productId,
  ]);
  for (const entry of entries) {
    await shop.database.pool.query(
      `insert into product_price_history (product_id, price_cents, started_at, reason)
       values ($1, $2, now() - make_interval(days => $3), 'edited')`,
      [productId, parseMoney(entry.price), entry.daysAgo],
    );
  }
}

describe('sale price', () => {
  it('seeds a demo product on sale whose earlier reduction is the reference', async () => {
    expect(await detail('wooden-advent-calendar-with-name')).toMatchObject({
      price: '64.00',
      regular_price: '79.00',
      lowest_price_30_days: '69.00',
    });
    expect(await detail('autumn-candle-set')).toMatchObject({ lowest_price_30_days: null });
  });

  it('charges the sale price and shows the lowest price of the 30 days before the reduction', async () => {
    const product = await createProduct();
    await backdate(product.id, [{ price: '20.00', daysAgo: 90 }]);
    const onSale = await save(product, { sale_price: '15.00' });
    expect(onSale).toMatchObject({ price: '20.00', sale_price: '15.00', sale_ends_at: null });

    expect(await detail(product.slug)).toMatchObject({
      price: '15.00',
      regular_price: '20.00',
      lowest_price_30_days: '20.00',
      sale_ends_at: null,
    });
    const list = productListSchema.parse(
      (await shop.app.inject({ method: 'GET', url: '/api/products/' })).json(),
    );
    expect(list.find((item) => item.id === product.id)).toMatchObject({
      price: '15.00',
      regular_price: '20.00',
      lowest_price_30_days: '20.00',
    });
    expect(await history(product.id)).toEqual([
      { price: '20.00', reason: 'edited' },
      { price: '15.00', reason: 'sale_started' },
    ]);

    // The cart and checkout charge what is charged now.
    const customer = await newCustomer(shop);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/add/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { product_id: product.id, quantity: 2 },
    });
    const cart = cartSchema.parse(added.json());
    expect(cart.items[0]).toMatchObject({ unit_price: '15.00', line_total: '30.00' });
    expect(cart.total_price).toBe('30.00');
    const session = await checkout(shop, customer);
    const paid = await shop.payments.retrieveCheckoutSession(session.session_id);
    expect(paid.amount_total).toBe(3000);
  });

  it('takes a price raised just before the sale as no reference: the lower one before it is', async () => {
    const product = await createProduct({ price: '30.00' });
    // 20.00 for months, raised to 30.00 two days ago, then "reduced" to 25.00.
    await backdate(product.id, [
      { price: '20.00', daysAgo: 120 },
      { price: '30.00', daysAgo: 2 },
    ]);
    await save(product, { price: '30.00', sale_price: '25.00' });
    expect(await detail(product.slug)).toMatchObject({
      price: '25.00',
      regular_price: '30.00',
      lowest_price_30_days: '20.00',
    });
  });

  it('looks only at the 30 days before the reduction, earlier sales within them included', async () => {
    const product = await createProduct({ price: '40.00' });
    await backdate(product.id, [
      { price: '10.00', daysAgo: 50 }, // ended 35 days ago: outside the window
      { price: '40.00', daysAgo: 35 },
      { price: '32.00', daysAgo: 20 }, // an earlier sale, charged within the window
      { price: '40.00', daysAgo: 10 },
    ]);
    await save(product, { price: '40.00', sale_price: '30.00' });
    expect((await detail(product.slug)).lowest_price_30_days).toBe('32.00');
  });

  /** Moves the running sale's start, and its price history row, `days` into the past. */
  async function moveSaleStartBack(productId: number, days: number): Promise<void> {
    await shop.database.pool.query(
      `update products set sale_started_at = sale_started_at - make_interval(days => $2) where id = $1`,
      [productId, days],
    );
    await shop.database.pool.query(
      `update product_price_history set started_at = started_at - make_interval(days => $2)
        where product_id = $1 and reason = 'sale_started'`,
      [productId, days],
    );
  }

  it('keeps the start of a reduction when staff lower the sale price further (art. 6a(5))', async () => {
    const product = await createProduct();
    await backdate(product.id, [{ price: '20.00', daysAgo: 60 }]);
    const onSale = await save(product, { sale_price: '18.00' });
    // The first reduction started 3 days ago.
    await moveSaleStartBack(product.id, 3);
    await save(onSale, { sale_price: '14.00' });
    expect(await detail(product.slug)).toMatchObject({
      price: '14.00',
      lowest_price_30_days: '20.00',
    });
  });

  it('takes a sale price raised during the sale as a new reduction, with its own reference', async () => {
    const product = await createProduct();
    await backdate(product.id, [{ price: '20.00', daysAgo: 60 }]);
    const onSale = await save(product, { sale_price: '12.00' });
    // The first reduction started 3 days ago at 12.00; staff now raise the sale price to 16.00.
    await moveSaleStartBack(product.id, 3);
    await save(onSale, { sale_price: '16.00' });
    // Its reference is the lowest price of the 30 days before the raise: the 12.00 charged then,
    // so 16.00 is announced as no reduction at all.
    expect(await detail(product.slug)).toMatchObject({
      price: '16.00',
      lowest_price_30_days: '12.00',
    });
  });

  it('ends at its end date with no job, the catalogue cache included', async () => {
    const product = await createProduct();
    const endsAt = new Date(Date.now() + 1_500);
    await save(product, { sale_price: '12.00', sale_ends_at: endsAt.toISOString() });
    const during = await detail(product.slug);
    expect(during).toMatchObject({
      price: '12.00',
      sale_ends_at: endsAt.toISOString(),
    });
    // The answer is cached now; it must not outlive the sale.
    const after = await waitFor(
      () => detail(product.slug),
      (answer) => answer.price === '20.00',
      'the sale to end',
    );
    expect(after).toMatchObject({
      regular_price: '20.00',
      lowest_price_30_days: null,
      sale_ends_at: null,
    });
    expect(await history(product.id)).toEqual([
      { price: '20.00', reason: 'created' },
      { price: '12.00', reason: 'sale_started' },
      { price: '20.00', reason: 'sale_ended' },
    ]);
  });

  it('refuses a sale price that is not below the regular price or not above 0', async () => {
    const product = await createProduct();
    for (const salePrice of ['20.00', '25.00', '0', -1]) {
      const response = await injectAs(shop, admin, 'PUT', `/api/admin/products/${product.id}/`, {
        ...form({ name: product.name, slug: product.slug }),
        sale_price: salePrice,
      });
      expect(response.statusCode, String(salePrice)).toBe(400);
      expect(response.json()).toHaveProperty('sale_price');
    }
    expect((await detail(product.slug)).lowest_price_30_days).toBeNull();
  });

  it('records each change of the charged price, and none when it stays the same', async () => {
    const product = await createProduct();
    await save(product, { price: '22.00' });
    await save(product, { price: '22.00', name: `${product.name} (renamed)` });
    await save(product, { price: '22.00', sale_price: '19.00' });
    await save(product, { price: '24.00', sale_price: '19.00' }); // charged stays 19.00
    await save(product, { price: '24.00', sale_price: null });
    expect(await history(product.id)).toEqual([
      { price: '20.00', reason: 'created' },
      { price: '22.00', reason: 'edited' },
      { price: '19.00', reason: 'sale_started' },
      { price: '24.00', reason: 'sale_ended' },
    ]);
  });
});
