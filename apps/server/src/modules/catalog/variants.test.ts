import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, productDetailSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cancelAsStaff, signInAsDemoAdmin } from '../../test/admin.js';
import { newCustomer, newProduct, startCheckout, type Customer } from '../../test/checkout.js';

/** Options and variants (issue 29, ADR 0080): the product's answer, the cart, the stock. */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', PUBLIC_URL: 'https://shop.example.be' },
  });
});
afterAll(() => shop.close());

async function product(slug: string, lang = 'en') {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/products/${slug}/?lang=${lang}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return productDetailSchema.parse(response.json());
}

function add(customer: Customer, payload: Record<string, unknown>, lang = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/cart/add/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    payload,
  });
}

/** A product of its own with one option "Colour" and a variant per colour. */
async function productWithColours(
  variants: { sku: string; colour: string; stock: number | null; price?: number }[],
): Promise<{ productId: number; variantIds: number[] }> {
  const productId = await newProduct(shop, { price: '20.00', stock: null });
  const pool = shop.database.pool;
  const { rows: option } = await pool.query<{ id: number }>(
    `insert into product_options (product_id, position, name, name_nl) values ($1, 0, 'Colour', 'Kleur') returning id`,
    [productId],
  );
  const variantIds: number[] = [];
  for (const [position, variant] of variants.entries()) {
    const { rows: value } = await pool.query<{ id: number }>(
      `insert into product_option_values (option_id, position, value) values ($1, $2, $3) returning id`,
      [option[0]!.id, position, variant.colour],
    );
    const { rows } = await pool.query<{ id: number }>(
      `insert into product_variants (product_id, sku, option_value_ids, stock, price_cents)
       values ($1, $2, $3, $4, $5) returning id`,
      [productId, variant.sku, [value[0]!.id], variant.stock, variant.price ?? null],
    );
    variantIds.push(rows[0]!.id);
  }
  return { productId, variantIds };
}

describe('a product with options', () => {
  it('answers its options and every variant with price and availability, in the language', async () => {
    const board = await product('engraved-wooden-serving-board', 'nl');
    expect(board.options).toEqual([
      { name: 'Maat', values: ['Middelgroot', 'Groot'] },
      { name: 'Houtsoort', values: ['Eik', 'Notelaar'] },
    ]);
    expect(
      board.variants.map(({ sku, options, price, is_available }) => ({
        sku,
        options: options.map((option) => `${option.name}=${option.value}`),
        price,
        is_available,
      })),
    ).toEqual([
      {
        sku: 'BOARD-M-OAK',
        options: ['Maat=Middelgroot', 'Houtsoort=Eik'],
        price: '39.90',
        is_available: true,
      },
      {
        sku: 'BOARD-M-WAL',
        options: ['Maat=Middelgroot', 'Houtsoort=Notelaar'],
        price: '44.90',
        is_available: true,
      },
      {
        sku: 'BOARD-L-OAK',
        options: ['Maat=Groot', 'Houtsoort=Eik'],
        price: '54.90',
        is_available: true,
      },
      {
        sku: 'BOARD-L-WAL',
        options: ['Maat=Groot', 'Houtsoort=Notelaar'],
        price: '64.90',
        is_available: false,
      },
    ]);
    const candle = await product('scented-soy-candle', 'fr');
    expect(candle.options).toEqual([
      { name: 'Parfum', values: ['Lavande', 'Figue', 'Bois de cèdre'] },
    ]);
    // A product without options answers none.
    const plain = await product('engraved-oak-cutting-board');
    expect(plain.options).toEqual([]);
    expect(plain.variants).toEqual([]);
  });

  it('gives a variant with its own price the product sale as the same share off', async () => {
    const { productId } = await productWithColours([
      { sku: 'SALE-RED', colour: 'Red', stock: 3 },
      { sku: 'SALE-BLUE', colour: 'Blue', stock: 3, price: 3000 },
    ]);
    await shop.database.pool.query(
      `update products set sale_price_cents = 1500, sale_started_at = now() where id = $1`,
      [productId],
    );
    const { rows } = await shop.database.pool.query<{ slug: string }>(
      'select slug from products where id = $1',
      [productId],
    );
    const answer = await product(rows[0]!.slug);
    expect(answer.price).toBe('15.00');
    expect(
      answer.variants.map((variant) => [variant.sku, variant.price, variant.regular_price]),
    ).toEqual([
      ['SALE-RED', '15.00', '20.00'],
      ['SALE-BLUE', '22.50', '30.00'],
    ]);
  });
});

describe('the catalogue filter', () => {
  it('finds the products with a variant of the asked option values, in any language', async () => {
    const list = async (query: string) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { slug: string }[]).map((item) => item.slug);
    };
    expect(await list('option=Eik')).toEqual(['engraved-wooden-serving-board']);
    expect(await list('option=figue&lang=fr')).toEqual(['scented-soy-candle']);
    expect(await list('option=Large&option=Walnut')).toEqual(['engraved-wooden-serving-board']);
    expect(await list('option=Large&option=Lavender')).toEqual([]);
  });
});

describe('adding a variant to the cart', () => {
  it('adds the chosen variant at its price and names it on the line', async () => {
    const customer = await newCustomer(shop);
    const board = await product('engraved-wooden-serving-board', 'nl');
    const largeOak = board.variants.find((variant) => variant.sku === 'BOARD-L-OAK')!;
    const response = await add(customer, { product_id: board.id, variant_id: largeOak.id }, 'nl');
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartSchema.parse(response.json());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      unit_price: '54.90',
      variant: {
        id: largeOak.id,
        sku: 'BOARD-L-OAK',
        options: [
          { name: 'Maat', value: 'Groot' },
          { name: 'Houtsoort', value: 'Eik' },
        ],
      },
    });
    expect(cart.total_price).toBe('54.90');
    // Another variant of the same product is a line of its own.
    const mediumOak = board.variants.find((variant) => variant.sku === 'BOARD-M-OAK')!;
    const again = cartSchema.parse(
      (await add(customer, { product_id: board.id, variant_id: mediumOak.id })).json(),
    );
    expect(again.items.map((item) => [item.variant?.sku, item.unit_price])).toEqual([
      ['BOARD-L-OAK', '54.90'],
      ['BOARD-M-OAK', '39.90'],
    ]);
  });

  it('refuses a missing, foreign or sold-out variant with a message on variant_id', async () => {
    const customer = await newCustomer(shop);
    const board = await product('engraved-wooden-serving-board');
    const candle = await product('scented-soy-candle');

    const missing = await add(customer, { product_id: board.id }, 'nl');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().variant_id).toEqual(['Maak voor dit product een keuze bij elke optie.']);

    const foreign = await add(customer, {
      product_id: board.id,
      variant_id: candle.variants[0]!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().variant_id).toEqual(['This choice does not exist for this product.']);

    const plain = await product('engraved-oak-cutting-board');
    const notOffered = await add(customer, {
      product_id: plain.id,
      variant_id: board.variants[0]!.id,
      personalization: 'Anna',
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().variant_id).toEqual(['This product has no options to choose.']);

    const soldOut = board.variants.find((variant) => variant.sku === 'BOARD-L-WAL')!;
    const refused = await add(customer, { product_id: board.id, variant_id: soldOut.id }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().variant_id).toEqual(['Ce choix est épuisé pour le moment.']);

    const notANumber = await add(customer, { product_id: board.id, variant_id: 'oak' });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().variant_id).toBeDefined();

    const cart = await shop.app.inject({
      method: 'GET',
      url: '/api/cart/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(cartSchema.parse(cart.json()).items).toEqual([]);
  });

  it('holds a variant to its own stock in the cart', async () => {
    const customer = await newCustomer(shop);
    const { productId, variantIds } = await productWithColours([
      { sku: 'CART-RED', colour: 'Red', stock: 2 },
      { sku: 'CART-BLUE', colour: 'Blue', stock: 5 },
    ]);
    expect(
      (await add(customer, { product_id: productId, variant_id: variantIds[0], quantity: 2 }))
        .statusCode,
    ).toBe(200);
    const tooMany = await add(customer, { product_id: productId, variant_id: variantIds[0] });
    expect(tooMany.statusCode).toBe(409);
    expect(
      (await add(customer, { product_id: productId, variant_id: variantIds[1], quantity: 5 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('stock per variant', () => {
  it('sells the last unit of a variant to one of two customers checking out at once', async () => {
    const { productId, variantIds } = await productWithColours([
      { sku: 'LAST-RED', colour: 'Red', stock: 1 },
      { sku: 'LAST-BLUE', colour: 'Blue', stock: 4 },
    ]);
    const [red, blue] = variantIds as [number, number];
    const customers = await Promise.all([newCustomer(shop), newCustomer(shop)]);
    for (const customer of customers) {
      const response = await add(customer, { product_id: productId, variant_id: red });
      expect(response.statusCode, response.body).toBe(200);
    }

    const responses = await Promise.all(customers.map((customer) => startCheckout(shop, customer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(refused.json().error).toMatch(/sold out/);

    const { rows } = await shop.database.pool.query<{ sku: string; stock: number }>(
      'select sku, stock from product_variants where product_id = $1 order by id',
      [productId],
    );
    expect(rows).toEqual([
      { sku: 'LAST-RED', stock: 0 },
      { sku: 'LAST-BLUE', stock: 4 },
    ]);
    // The product stays on sale for its other variant, and the order names the variant sold.
    const { rows: sold } = await shop.database.pool.query(
      `select i.product_name, i.variant_id, i.variant_sku, i.variant_options from order_items i
        join orders o on o.id = i.order_id where i.product_id = $1 and o.status = 'pending'`,
      [productId],
    );
    expect(sold).toEqual([
      {
        // The snapshot's name says the variant: the invoice, packing slip and mails print it.
        product_name: expect.stringMatching(/^Test product \d+ \(Colour: Red\)$/),
        variant_id: red,
        variant_sku: 'LAST-RED',
        variant_options: [
          { name: { en: 'Colour', fr: '', nl: 'Kleur' }, value: { en: 'Red', fr: '', nl: '' } },
        ],
      },
    ]);
    const { rows: productRow } = await shop.database.pool.query(
      'select is_available from products where id = $1',
      [productId],
    );
    expect(productRow[0]).toEqual({ is_available: true });
    const late = await newCustomer(shop);
    expect((await add(late, { product_id: productId, variant_id: blue })).statusCode).toBe(200);
    expect((await add(late, { product_id: productId, variant_id: red })).statusCode).toBe(409);
  });
});

describe('a variant back on the shelf (issue 29)', () => {
  it('a cancelled order puts the last unit of a variant back and queues its back-in-stock mails', async () => {
    const { productId, variantIds } = await productWithColours([
      { sku: 'BACK-GREEN', colour: 'Green', stock: 1 },
    ]);
    const customer = await newCustomer(shop);
    const added = await add(customer, { product_id: productId, variant_id: variantIds[0] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await startCheckout(shop, customer)).statusCode).toBe(200);
    const { rows: orders } = await shop.database.pool.query<{ id: number }>(
      `select o.id from orders o join order_items i on i.order_id = o.id
        where i.product_id = $1 and o.status = 'pending'`,
      [productId],
    );
    const restockJobs = async () => {
      const { rows } = await shop.database.pool.query<{ total: number }>(
        `select count(*)::int as total from pgboss.job
          where name = 'product-restocked' and data->>'product_id' = $1`,
        [String(productId)],
      );
      return rows[0]!.total;
    };
    expect(await restockJobs()).toBe(0);

    const admin = await signInAsDemoAdmin(shop);
    await cancelAsStaff(shop, admin, orders[0]!.id);
    const { rows } = await shop.database.pool.query<{ stock: number }>(
      'select stock from product_variants where id = $1',
      [variantIds[0]],
    );
    expect(rows).toEqual([{ stock: 1 }]);
    // The worker then mails that variant's subscribers (back-in-stock.test.ts).
    expect(await restockJobs()).toBe(1);
  });
});
