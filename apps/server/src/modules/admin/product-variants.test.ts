import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newProduct } from '../../test/checkout.js';

/** The admin's options and variant grid (issue 29, ADR 0095). */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

function variantsOf(productId: number, method: 'GET' | 'PUT' = 'GET', payload?: object) {
  return shop.app.inject({
    method,
    url: `/api/admin/products/${productId}/variants/?lang=nl`,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
}

const size = {
  name: { en: 'Size', nl: 'Maat', fr: 'Taille' },
  values: [
    { en: 'Small', nl: 'Klein', fr: 'Petit' },
    { en: 'Large', nl: 'Groot', fr: 'Grand' },
  ],
};

describe('PUT /api/admin/products/{id}/variants/', () => {
  it('saves options in three languages and the grid; what stays keeps its id', async () => {
    const productId = await newProduct(shop, { price: '20.00', stock: null });
    const saved = await variantsOf(productId, 'PUT', {
      options: [size],
      variants: [
        { values: ['Small'], sku: 'GRID-S', price: null, stock: 0 },
        { values: ['Large'], sku: 'GRID-L', price: '24.50', stock: 3 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = saved.json();
    expect(first.options).toEqual([size]);
    expect(first.variants).toMatchObject([
      { values: ['Small'], sku: 'GRID-S', price: null, stock: 0 },
      { values: ['Large'], sku: 'GRID-L', price: '24.50', stock: 3 },
    ]);

    // The storefront answers them in the shopper's language.
    const { rows } = await shop.database.pool.query<{ slug: string }>(
      'select slug from products where id = $1',
      [productId],
    );
    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${rows[0]!.slug}/?lang=nl`,
    });
    expect(page.json()).toMatchObject({
      options: [{ name: 'Maat', values: ['Klein', 'Groot'] }],
      variants: [
        { sku: 'GRID-S', price: '20.00', is_available: false },
        { sku: 'GRID-L', price: '24.50', is_available: true },
      ],
    });

    // Swap the SKUs, restock Small, drop nothing: the ids stay, and Small's subscribers are told.
    const again = await variantsOf(productId, 'PUT', {
      options: [size],
      variants: [
        { values: ['Small'], sku: 'GRID-L', price: null, stock: 2 },
        { values: ['Large'], sku: 'GRID-S', price: 25, stock: 3 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().variants.map((variant: { id: number }) => variant.id)).toEqual(
      first.variants.map((variant: { id: number }) => variant.id),
    );
    expect(again.json().variants[1]).toMatchObject({ sku: 'GRID-S', price: '25.00' });
    const { rows: jobs } = await shop.database.pool.query<{ total: number }>(
      `select count(*)::int as total from pgboss.job
        where name = 'product-restocked' and data->>'product_id' = $1`,
      [String(productId)],
    );
    expect(jobs[0]!.total).toBe(1);

    // A value left out takes its variant with it.
    const smaller = await variantsOf(productId, 'PUT', {
      options: [{ ...size, values: [size.values[1]] }],
      variants: [{ values: ['Large'], sku: 'GRID-S', price: null, stock: 3 }],
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect((await variantsOf(productId)).json()).toMatchObject({
      options: [{ values: [size.values[1]] }],
      variants: [{ id: first.variants[1].id, sku: 'GRID-S' }],
    });
  });

  it('refuses per field: four options, a value missing a language, a SKU twice or another product’s', async () => {
    const productId = await newProduct(shop, { price: '20.00', stock: null });
    const four = await variantsOf(productId, 'PUT', {
      options: [size, size, size, size],
      variants: [],
    });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ options: ['Een product heeft hoogstens drie opties.'] });

    const missing = await variantsOf(productId, 'PUT', {
      options: [{ ...size, values: [{ en: 'Small', nl: '', fr: 'Petit' }] }],
      variants: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ 'options.0.values.0.nl': ['Dit veld is verplicht.'] });

    const twice = await variantsOf(productId, 'PUT', {
      options: [size],
      variants: [
        { values: ['Small'], sku: 'TWICE-1' },
        { values: ['Large'], sku: 'TWICE-1' },
        { values: ['Huge'], sku: 'TWICE-2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      'variants.1.sku': ['Deze SKU staat twee keer in het raster.'],
      'variants.2.values': ['Kies één waarde per optie, zoals de opties ze noemen.'],
    });

    // The demo serving board's SKU.
    const taken = await variantsOf(productId, 'PUT', {
      options: [size],
      variants: [{ values: ['Small'], sku: 'BOARD-M-OAK' }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      'variants.0.sku': ['Een ander product gebruikt deze SKU.'],
    });
    // Nothing half-saved.
    expect((await variantsOf(productId)).json()).toEqual({
      id: productId,
      options: [],
      variants: [],
    });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await variantsOf(2_000_000)).statusCode).toBe(404);
  });
});
