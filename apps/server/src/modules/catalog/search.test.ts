import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney, productListSchema, type ProductListItem } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { demoProducts } from '../../db/seed/demo-catalogue.js';

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

async function slugsFound(language: string, search: string): Promise<string[]> {
  const items = await list(`?lang=${language}&search=${encodeURIComponent(search)}`);
  return items.map((item) => item.slug);
}

/** A gift card whose description mentions a candle in every language, but not its name. */
const GIFT_CARD_MENTIONING_A_CANDLE = 'gift-card-50';

describe('GET /api/products/?search= forgives (ADR 0071)', () => {
  it.each([
    ['nl', 'kaars'],
    ['fr', 'bougie'],
    ['en', 'candle'],
  ] as const)(
    'lists candles before a gift card that only mentions one (%s "%s")',
    async (lang, word) => {
      const candles = demoProducts
        .filter((product) => product.name[lang].toLowerCase().includes(word))
        .map((product) => product.slug);
      expect(candles.length).toBeGreaterThanOrEqual(3);
      const slugs = await slugsFound(lang, word);
      expect(slugs).toContain(GIFT_CARD_MENTIONING_A_CANDLE);
      expect(slugs.slice(0, candles.length).sort()).toEqual([...candles].sort());
    },
  );

  it('ignores accents and case: "planche a decouper" finds "Planche à découper"', async () => {
    expect(await slugsFound('fr', 'planche a decouper')).toEqual(['engraved-oak-cutting-board']);
    expect(await slugsFound('fr', 'PLANCHE À DÉCOUPER')).toEqual(['engraved-oak-cutting-board']);
  });

  it('still finds a name with a letter or two wrong or missing', async () => {
    expect(await slugsFound('nl', 'snijplnk')).toContain('engraved-oak-cutting-board');
    expect(await slugsFound('nl', 'snijplnak')).toContain('engraved-oak-cutting-board');
    // Two letters swapped, two letters wrong, and typos in two words at once.
    expect(await slugsFound('en', 'nekclace')).toContain('engraved-name-necklace');
    expect(await slugsFound('en', 'neclase')).toContain('engraved-name-necklace');
    expect(await slugsFound('fr', 'colier prenon')).toContain('engraved-name-necklace');
    expect(await slugsFound('nl', 'portret huisdir')).toContain('custom-pet-portrait');
  });

  it('matches the words in their own forms in each language', async () => {
    // Plural against singular, and words in another order than in the name.
    expect(await slugsFound('fr', 'bougies saint-valentin')).toContain(
      'valentines-candle-with-message',
    );
    expect(await slugsFound('nl', 'sleutelhangers')).toContain('personalised-leather-keyring');
    expect(await slugsFound('en', 'engraved boards')).toContain('engraved-oak-cutting-board');
  });

  it('still answers nothing for a word that resembles no product', async () => {
    expect(await list('?lang=nl&search=xylofoon')).toEqual([]);
  });
});

describe('GET /api/products/?sort=', () => {
  const prices = (items: ProductListItem[]) => items.map((item) => parseMoney(item.price));

  it('orders by price up and down, every product still listed', async () => {
    const up = await list('?sort=price_asc');
    const down = await list('?sort=price_desc');
    expect(up).toHaveLength(demoProducts.length);
    expect(prices(up)).toEqual([...prices(up)].sort((a, b) => a - b));
    expect(prices(down)).toEqual([...prices(down)].sort((a, b) => b - a));
  });

  it('orders the newest first', async () => {
    const newest = await list('?sort=newest');
    expect(newest[0]?.slug).toBe(demoProducts.at(-1)?.slug);
    expect(newest.at(-1)?.slug).toBe(demoProducts[0]?.slug);
  });

  it('sorts a search result too', async () => {
    const found = await list('?lang=en&search=candle&sort=price_asc');
    expect(found.map((item) => item.slug).sort()).toEqual(
      (await slugsFound('en', 'candle')).sort(),
    );
    expect(prices(found)).toEqual([...prices(found)].sort((a, b) => a - b));
  });

  it('answers a JSON 400 naming the parameter for an unknown sort', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products/?sort=cheapest' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.sort).toEqual([expect.any(String)]);
  });
});

describe('GET /api/product-suggestions/', () => {
  it('suggests the closest product names, closest first, in the requested language', async () => {
    // Nothing matches this, even with typos allowed; the board comes closest.
    expect(await list('?lang=nl&search=snijplankje%20eik%20groot')).toEqual([]);
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/product-suggestions/?lang=nl&search=snijplankje%20eik%20groot',
    });
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(3);
    expect(products[0]).toEqual({
      slug: 'engraved-oak-cutting-board',
      name: 'Gegraveerde eikenhouten snijplank',
    });
  });

  it('answers a JSON 400 naming the parameter for an empty search', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/product-suggestions/?search=%20',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().search).toEqual([expect.any(String)]);
  });
});
