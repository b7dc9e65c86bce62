import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productDetailSchema, productTitle, parseMoney } from '@shop/contracts';
import { NOT_FOUND_META } from '../../i18n/page-meta.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { webShellFolder } from '../../test/web-shell.js';
import { demoProducts } from '../../db/seed/demo-catalogue.js';
import { categories, products } from '../../db/schema.js';
import { sanitizeDescription } from '../../html/description.js';

const ORIGIN = 'https://shop.example.be';

let shop: TestApp;
let shell: Awaited<ReturnType<typeof webShellFolder>>;
beforeAll(async () => {
  shell = await webShellFolder();
  shop = await createTestApp({ demo: true, env: { WEB_DIST_DIR: shell.dir, PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await shop.close();
  await shell.remove();
});

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaOf(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1]!));
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const demo = demoProducts.find((product) => product.carousel.length >= 2)!;
const outOfStock = demoProducts.find((product) => product.availability === 'out_of_stock')!;

describe('the first HTML answer of /product/{slug}', () => {
  it('carries the product name, summary, picture, hreflang links and Product JSON-LD', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/product/${demo.slug}?lang=fr` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const api = productDetailSchema.parse(
      (await shop.app.inject({ method: 'GET', url: `/api/products/${demo.slug}/?lang=fr` })).json(),
    );

    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<title>${productTitle(demo.name.fr).replace(/'/g, '&#39;')}</title>`);
    expect(metaOf(html, 'description')).toEqual([api.summary]);
    expect(metaOf(html, 'og:type')).toEqual(['product']);
    expect(metaOf(html, 'og:title')).toEqual([productTitle(demo.name.fr)]);
    expect(metaOf(html, 'og:locale')).toEqual(['fr_BE']);
    const widest = api.main_image!.variants.at(-1)!;
    expect(metaOf(html, 'og:image')).toEqual([`${ORIGIN}${widest.url}`]);
    expect(metaOf(html, 'og:image:width')).toEqual([String(widest.width)]);
    expect(metaOf(html, 'og:image:alt')).toEqual([demo.mainImage.alt.fr]);
    expect(metaOf(html, 'product:price:amount')).toEqual([demo.price]);
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/product/${demo.slug}?lang=fr" data-seo />`,
    );
    for (const [hreflang, suffix] of [
      ['en', ''],
      ['nl', '?lang=nl'],
      ['fr', '?lang=fr'],
      ['x-default', ''],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}/product/${demo.slug}${suffix}" data-seo />`,
      );
    }

    const [product, ...others] = jsonLdOf(html);
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: demo.name.fr,
      sku: demo.slug,
      url: `${ORIGIN}/product/${demo.slug}?lang=fr`,
      offers: {
        '@type': 'Offer',
        price: demo.price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(product?.image).toHaveLength(1 + demo.carousel.length);
  });

  it('names the availability of an out-of-stock product', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/product/${outOfStock.slug}` });
    const [product] = jsonLdOf(response.body);
    expect((product?.offers as Record<string, unknown>).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('answers 404 with the not-found head for an unknown product', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/product/no-such-gift?lang=nl' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<title>${NOT_FOUND_META.nl.title}</title>`);
    expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
    expect(jsonLdOf(response.body)).toEqual([]);
  });

  it('answers 404, not 503, for an address no slug can have (a NUL character)', async () => {
    // PostgreSQL refuses a NUL in a text, which read as "database unavailable" before.
    const response = await shop.app.inject({ method: 'GET', url: '/product/gift%00card' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<title>${NOT_FOUND_META.en.title}</title>`);
  });

  it('escapes a product name so it cannot break out of the head', async () => {
    const [category] = await shop.database.db.select().from(categories).limit(1);
    const name = `Mug "</title><script>window.pwned=1</script>`;
    await shop.database.db.insert(products).values({
      slug: 'escaped-mug',
      categoryId: category!.id,
      name,
      description: sanitizeDescription('<p>A mug </script><script>alert(1)</script></p>'),
      price: parseMoney('12.00'),
    });
    try {
      const html = (await shop.app.inject({ method: 'GET', url: '/product/escaped-mug' })).body;
      expect(html).not.toContain('<script>window.pwned');
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('&lt;/title&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
      const [product] = jsonLdOf(html);
      expect(product?.name).toBe(name);
    } finally {
      await shop.database.db.delete(products).where(eq(products.slug, 'escaped-mug'));
    }
  });
});
