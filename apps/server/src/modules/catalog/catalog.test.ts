import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, type ProductListItem } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { demoProducts } from '../../db/seed/demo-catalogue.js';
import { products } from '../../db/schema.js';
import { eq } from 'drizzle-orm';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ demo: true });
});
afterAll(() => shop.close());

async function list(query: string): Promise<ProductListItem[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${query}` });
  expect(response.statusCode).toBe(200);
  return productListSchema.parse(response.json());
}

describe('GET /api/products/', () => {
  it('lists every demo product with the fields the storefront reads', async () => {
    const items = await list('');
    expect(items).toHaveLength(demoProducts.length);
    const first = items[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      is_available: expect.any(Boolean),
    });
    expect(first?.main_image_url).toMatch(/^\/media\/products\/.+\.webp$/);
  });

  it('answers names and descriptions in the requested language', async () => {
    const byLanguage = {
      en: await list('?lang=en'),
      fr: await list('?lang=fr'),
      nl: await list('?lang=nl'),
    };
    for (const demo of demoProducts) {
      for (const language of ['en', 'fr', 'nl'] as const) {
        const item = byLanguage[language].find((product) => product.slug === demo.slug);
        expect(item?.name).toBe(demo.name[language]);
        expect(item?.description).toBe(demo.description[language]);
      }
    }
  });

  it('falls back to English when a translation is empty', async () => {
    const demo = demoProducts[0]!;
    await shop.database.db
      .update(products)
      .set({ nameNl: '', descriptionNl: '' })
      .where(eq(products.slug, demo.slug));
    const item = (await list('?lang=nl')).find((product) => product.slug === demo.slug);
    expect(item?.name).toBe(demo.name.en);
    expect(item?.description).toBe(demo.description.en);
    await shop.database.db
      .update(products)
      .set({ nameNl: demo.name.nl, descriptionNl: demo.description.nl })
      .where(eq(products.slug, demo.slug));
  });

  it('filters by category and availability', async () => {
    const seasonal = await list('?category=seasonal');
    expect(seasonal.length).toBe(demoProducts.filter((p) => p.category === 'seasonal').length);
    expect(seasonal.every((p) => p.category === 'seasonal')).toBe(true);

    const outOfStock = await list('?availability=out_of_stock');
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(outOfStock.every((p) => p.availability === 'out_of_stock' && !p.is_available)).toBe(
      true,
    );
    expect(await list('?availability=all')).toHaveLength(demoProducts.length);
  });

  it('searches the localised name case-insensitively', async () => {
    const demo = demoProducts[3]!;
    const word = demo.name.fr.split(' ')[0]!.toUpperCase();
    const found = await list(`?lang=fr&search=${encodeURIComponent(word)}`);
    expect(found.map((p) => p.slug)).toContain(demo.slug);
    expect(
      found.every((p) => `${p.name} ${p.description}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect(await list('?search=%25%25%25')).toEqual([]);
    expect(await list('?search=_')).toEqual([]);
  });

  it('answers a JSON 400 naming the parameter for an unknown language or category', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/products/?lang=de&category=toys',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.lang).toEqual([expect.any(String)]);
    expect(body.category).toEqual([expect.any(String)]);
  });

  it('works without the trailing slash too', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products?lang=nl' });
    expect(response.statusCode).toBe(200);
  });
});
