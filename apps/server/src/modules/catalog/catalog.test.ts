import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  productDetailSchema,
  productListSchema,
  type ProductDetail,
  type ProductListItem,
  parseMoney,
} from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { demoProducts } from '../../db/seed/demo-catalogue.js';
import { categories, productImages, products } from '../../db/schema.js';
import { sanitizeDescription } from '../../html/description.js';

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

async function detail(slug: string, query = ''): Promise<ProductDetail> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/products/${encodeURIComponent(slug)}/${query}`,
  });
  expect(response.statusCode).toBe(200);
  return productDetailSchema.parse(response.json());
}

/** Runs `check` with a product of its own, in the first category at 9.50, inserted as given; deletes it after. */
async function withProduct(
  row: Omit<typeof products.$inferInsert, 'categoryId' | 'price'>,
  check: () => Promise<void>,
): Promise<void> {
  const [category] = await shop.database.db.select().from(categories).limit(1);
  await shop.database.db
    .insert(products)
    .values({ categoryId: category!.id, price: parseMoney('9.50'), ...row });
  try {
    await check();
  } finally {
    await shop.database.db.delete(products).where(eq(products.slug, row.slug));
  }
}

const withCarousel = demoProducts.find((product) => product.carousel.length >= 2)!;
const withoutCarousel = demoProducts.find((product) => product.carousel.length === 0)!;

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

  it('answers the VAT rate each price includes: 21 %, 6 % for food, none on money gift cards', async () => {
    const rates = Object.fromEntries(
      (await list('?lang=en')).map((product) => [product.slug, product.vat_rate]),
    );
    expect(rates['engraved-oak-cutting-board']).toBe('21');
    expect(rates['saint-nicholas-treats-box']).toBe('6');
    expect(rates['gift-card-50']).toBe('0');
    expect(rates['pottery-workshop-voucher-for-two']).toBe('21');
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
        expect(item?.name_fr).toBe(demo.name.fr);
        expect(item?.name_nl).toBe(demo.name.nl);
      }
    }
  });

  it('gives each main picture its WebP variants, narrowest first, and a localised alt text', async () => {
    const items = await list('?lang=nl');
    for (const item of items) {
      const demo = demoProducts.find((product) => product.slug === item.slug)!;
      expect(item.main_image).not.toBeNull();
      const image = item.main_image!;
      expect(image.url).toBe(item.main_image_url);
      expect(image.alt).toBe(demo.mainImage.alt.nl);
      expect([image.width, image.height]).toEqual([800, 800]);
      expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
      for (const variant of image.variants) {
        expect(variant.url).toMatch(/^\/media\/products\/.+-\d+w-[0-9a-f]{10}\.webp$/);
      }
    }
  });

  it('serves the variants as WebP files that may be cached for a year', async () => {
    const [item] = await list('');
    const variant = item!.main_image!.variants[0]!;
    const response = await shop.app.inject({ method: 'GET', url: variant.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // RIFF....WEBP
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const original = await shop.app.inject({ method: 'GET', url: item!.main_image_url! });
    expect(original.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('falls back to English when a translation is empty', async () => {
    const demo = demoProducts[0]!;
    await shop.database.db
      .update(products)
      .set({ nameNl: '', descriptionNl: '', mainImageAltNl: '' })
      .where(eq(products.slug, demo.slug));
    try {
      const item = (await list('?lang=nl')).find((product) => product.slug === demo.slug);
      expect(item?.name).toBe(demo.name.en);
      expect(item?.description).toBe(demo.description.en);
      expect(item?.main_image?.alt).toBe(demo.mainImage.alt.en);
    } finally {
      await shop.database.db
        .update(products)
        .set({
          nameNl: demo.name.nl,
          descriptionNl: demo.description.nl,
          mainImageAltNl: demo.mainImage.alt.nl,
        })
        .where(eq(products.slug, demo.slug));
    }
  });

  it('filters by each category', async () => {
    for (const category of ['personalized', 'gift-cards', 'seasonal'] as const) {
      const found = await list(`?category=${category}`);
      const expected = demoProducts.filter((p) => p.category === category).map((p) => p.slug);
      expect(found.map((p) => p.slug).sort()).toEqual([...expected].sort());
    }
  });

  it('filters by each availability, and "all" means no filter', async () => {
    for (const availability of ['in_stock', 'out_of_stock', 'pre_order'] as const) {
      const found = await list(`?availability=${availability}`);
      const expected = demoProducts.filter((p) => p.availability === availability);
      expect(found).toHaveLength(expected.length);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.availability === availability)).toBe(true);
    }
    const outOfStock = await list('?availability=out_of_stock');
    expect(outOfStock.every((p) => !p.is_available)).toBe(true);
    expect(await list('?availability=all')).toHaveLength(demoProducts.length);
  });

  it('combines category, availability and search', async () => {
    const found = await list('?category=seasonal&availability=in_stock&search=a');
    const expected = demoProducts.filter(
      (p) =>
        p.category === 'seasonal' &&
        p.availability === 'in_stock' &&
        `${p.name.en} ${p.description.en}`.toLowerCase().includes('a'),
    );
    expect(found.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
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

  it('searches the description too, in the requested language only', async () => {
    // "workshop" is in several English descriptions but in no product name.
    const english = await list('?lang=en&search=workshop');
    const expected = demoProducts.filter((p) =>
      `${p.name.en} ${p.description.en}`.toLowerCase().includes('workshop'),
    );
    expect(english.length).toBe(expected.length);
    expect(english.length).toBeGreaterThan(0);
    const notInNames = expected.find((p) => !p.name.en.toLowerCase().includes('workshop'));
    expect(notInNames).toBeDefined();

    const dutch = await list('?lang=nl&search=workshop');
    const expectedDutch = demoProducts.filter((p) =>
      `${p.name.nl} ${p.description.nl}`.toLowerCase().includes('workshop'),
    );
    expect(dutch.length).toBe(expectedDutch.length);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect(await list('?search=%25%25%25')).toEqual([]);
    expect(await list('?search=_')).toEqual([]);
  });

  it('answers a JSON 400 naming the parameter for an unknown language, category or availability', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/products/?lang=de&category=toys&availability=soon',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.lang).toEqual([expect.any(String)]);
    expect(body.category).toEqual([expect.any(String)]);
    expect(body.availability).toEqual([expect.any(String)]);
  });

  it('works without the trailing slash too', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products?lang=nl' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/products/{slug}/', () => {
  it('answers the product in the requested language with the raw translations beside it', async () => {
    for (const language of ['en', 'fr', 'nl'] as const) {
      const product = await detail(withCarousel.slug, `?lang=${language}`);
      expect(product).toMatchObject({
        slug: withCarousel.slug,
        name: withCarousel.name[language],
        name_fr: withCarousel.name.fr,
        name_nl: withCarousel.name.nl,
        description: withCarousel.description[language],
        description_fr: withCarousel.description.fr,
        description_nl: withCarousel.description.nl,
        price: withCarousel.price,
        is_available: withCarousel.isAvailable,
        availability: withCarousel.availability,
        category: withCarousel.category,
        main_image_url: `/media/products/${withCarousel.mainImage.file}`,
      });
      expect(product.main_image?.alt).toBe(withCarousel.mainImage.alt[language]);
    }
  });

  it('defaults to English', async () => {
    const product = await detail(withCarousel.slug);
    expect(product.name).toBe(withCarousel.name.en);
  });

  it('lists the carousel pictures in order, with localised alt texts and variants', async () => {
    const product = await detail(withCarousel.slug, '?lang=fr');
    expect(product.carousel_images.map((image) => image.image_url)).toEqual(
      withCarousel.carousel.map((image) => `/media/products/${image.file}`),
    );
    expect(product.carousel_images.map((image) => image.alt_text)).toEqual(
      withCarousel.carousel.map((image) => image.alt.fr),
    );
    for (const image of product.carousel_images) {
      expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    }
  });

  it('answers an empty carousel for a product with one picture', async () => {
    const product = await detail(withoutCarousel.slug);
    expect(product.carousel_images).toEqual([]);
    expect(product.main_image_url).not.toBeNull();
  });

  it('gives a plain-text summary of the description for previews', async () => {
    const product = await detail(withCarousel.slug, '?lang=nl');
    expect(product.summary).not.toMatch(/[<>]/);
    expect(product.summary.length).toBeLessThanOrEqual(160);
    expect(product.summary.length).toBeGreaterThan(40);
    const firstWords = product.summary.replace(/…$/, '').split(' ').slice(0, 5).join(' ');
    expect(withCarousel.description.nl).toContain(firstWords);
  });

  it('falls back to English for an empty translation and to the name for a missing alt text', async () => {
    const [row] = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, withCarousel.slug));
    await shop.database.db
      .update(products)
      .set({ nameFr: '', descriptionFr: '' })
      .where(eq(products.id, row!.id));
    await shop.database.db
      .update(productImages)
      .set({ altText: '', altTextFr: '' })
      .where(eq(productImages.productId, row!.id));
    try {
      const product = await detail(withCarousel.slug, '?lang=fr');
      expect(product.name).toBe(withCarousel.name.en);
      expect(product.name_fr).toBe('');
      expect(product.description).toBe(withCarousel.description.en);
      expect(product.carousel_images.every((image) => image.alt_text === product.name)).toBe(true);
    } finally {
      await shop.database.db
        .update(products)
        .set({ nameFr: withCarousel.name.fr, descriptionFr: withCarousel.description.fr })
        .where(eq(products.id, row!.id));
      for (const [position, image] of withCarousel.carousel.entries()) {
        await shop.database.db
          .update(productImages)
          .set({ altText: image.alt.en, altTextFr: image.alt.fr })
          .where(and(eq(productImages.productId, row!.id), eq(productImages.position, position)));
      }
    }
  });

  it('answers a product without a picture with null image fields', async () => {
    await shop.database.db
      .update(products)
      .set({ mainImagePath: null })
      .where(eq(products.slug, withoutCarousel.slug));
    try {
      const product = await detail(withoutCarousel.slug);
      expect(product.main_image_url).toBeNull();
      expect(product.main_image).toBeNull();
      const item = (await list('')).find((p) => p.slug === withoutCarousel.slug);
      expect(item?.main_image).toBeNull();
    } finally {
      await shop.database.db
        .update(products)
        .set({ mainImagePath: `products/${withoutCarousel.mainImage.file}` })
        .where(eq(products.slug, withoutCarousel.slug));
    }
  });

  it('answers a description stored through the sanitiser without scripts or handlers', async () => {
    const payload =
      '<p>Soy candle</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">care</a>';
    const row = {
      slug: 'scripted-candle',
      name: 'Candle',
      description: sanitizeDescription(payload),
      descriptionFr: sanitizeDescription(payload),
    };
    await withProduct(row, async () => {
      const product = await detail('scripted-candle', '?lang=fr');
      expect(product.description).toBe(
        '<p>Soy candle</p><a rel="noopener noreferrer nofollow">care</a>',
      );
      expect(product.summary).toBe('Soy candle care');
      const listed = (await list('?search=soy')).find((item) => item.slug === 'scripted-candle');
      expect(listed?.description).not.toMatch(/script|onerror|javascript/);
    });
  });

  it('answers a description that reached the database unsanitised cleaned, in every field', async () => {
    const payload =
      '<p onmouseover="alert(0)">Soy candle</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">care</a>';
    // Written as psql or an import would: past the sanitiser every write path uses.
    const row = {
      slug: 'raw-candle',
      name: 'Raw candle',
      description: payload,
      descriptionFr: payload,
      descriptionNl: payload,
    };
    await withProduct(row, async () => {
      const cleaned = '<p>Soy candle</p><a rel="noopener noreferrer nofollow">care</a>';
      for (const language of ['en', 'fr', 'nl'] as const) {
        const product = await detail('raw-candle', `?lang=${language}`);
        expect(product.description).toBe(cleaned);
        expect(product.description_fr).toBe(cleaned);
        expect(product.description_nl).toBe(cleaned);
      }
      const listed = (await list('?search=raw%20candle')).find(
        (item) => item.slug === 'raw-candle',
      );
      expect(listed?.description).toBe(cleaned);
    });
  });

  it('answers 404 with a JSON detail for an unknown slug', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/products/no-such-gift/?lang=fr',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'not_found',
      detail: 'No product with the slug "no-such-gift".',
    });
  });

  it('answers 400 for an unknown language', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${withCarousel.slug}/?lang=es`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().lang).toEqual([expect.any(String)]);
  });

  describe('a kept answer, sent before validation', () => {
    beforeAll(() => shop.app.catalogCache.whenListening());

    const get = (url: string) => shop.app.inject({ method: 'GET', url });
    /** What a client reads of an answer: status, bytes and the headers that describe them. */
    const seen = (response: Awaited<ReturnType<typeof get>>) => ({
      status: response.statusCode,
      body: response.body,
      ...Object.fromEntries(
        [
          'content-type',
          'content-length',
          'etag',
          'cache-control',
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'cross-origin-resource-policy',
        ].map((name) => [name, response.headers[name]]),
      ),
    });

    it('is the same answer as the one read from the database, headers included', async () => {
      const url = `/api/products/${withCarousel.slug}/?lang=fr`;
      const read = await get(url);
      expect(shop.app.catalogCache.size).toBeGreaterThan(0);
      const kept = await get(url);
      expect(seen(kept)).toEqual(seen(read));
      expect(kept.json().name).toBe(withCarousel.name.fr);
      // The default language's answer, asked for without a language, and other parameters.
      const english = seen(await get(`/api/products/${withCarousel.slug}/?lang=en`));
      expect(seen(await get(`/api/products/${withCarousel.slug}/`))).toEqual(english);
      expect(seen(await get(`/api/products/${withCarousel.slug}/?utm_source=x`))).toEqual(english);
    });

    it('still refuses a language it was not read with: repeated, unknown or in capitals', async () => {
      await get(`/api/products/${withCarousel.slug}/?lang=nl`);
      for (const query of ['?lang=nl&lang=fr', '?lang=NL', '?lang=', '?lang=nl%20']) {
        const response = await get(`/api/products/${withCarousel.slug}/${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().lang, query).toEqual([expect.any(String)]);
      }
    });

    it('never answers a language and slug that make the same key another way', async () => {
      // "nl gift" and "box" would read "detail nl gift box", the key of "nl" and "gift box".
      const inserted = shop.app.catalogCache.nextInvalidation();
      await withProduct({ slug: 'gift box', name: 'Gift box' }, async () => {
        // Read once the insert's notification is in, so that the answer is kept.
        await inserted;
        expect((await detail('gift box', '?lang=nl')).name).toBe('Gift box');
        const response = await get('/api/products/box/?lang=nl%20gift');
        expect(response.statusCode).toBe(400);
        expect(response.json().lang).toEqual([expect.any(String)]);
      });
    });
  });

  it('works without the trailing slash too', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${withCarousel.slug}?lang=nl`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(withCarousel.name.nl);
  });
});
