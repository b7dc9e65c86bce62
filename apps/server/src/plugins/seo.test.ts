import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/contracts';
import { CATEGORY_META, NOT_FOUND_META, PAGE_META } from '../i18n/page-meta.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { webShellFolder } from '../test/web-shell.js';
import { demoProducts } from '../db/seed/demo-catalogue.js';
import { escapeHtml, injectHead } from './seo.js';

const ORIGIN = 'https://shop.example.be';

let shop: TestApp;
let shell: Awaited<ReturnType<typeof webShellFolder>>;
beforeAll(async () => {
  shell = await webShellFolder();
  shop = await createTestApp({
    demo: true,
    env: { WEB_DIST_DIR: shell.dir, PUBLIC_URL: ORIGIN },
  });
});
afterAll(async () => {
  await shop.close();
  await shell.remove();
});

async function page(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decode(match[1]!) : undefined;
}

function metaOf(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1]!));
}

function linksOf(html: string, rel: string): Array<{ hreflang?: string; href: string }> {
  const pattern = new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => ({
    ...(match[1] ? { hreflang: match[1] } : {}),
    href: decode(match[2]!),
  }));
}

describe('page heads of the static pages', () => {
  const pages = [
    ['/', 'home'],
    ['/products', 'products'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/shipping', 'shipping'],
    ['/returns', 'returns'],
    ['/help', 'help'],
    ['/wrapping', 'wrapping'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/legal', 'legal'],
    ['/accessibility', 'accessibility'],
    ['/withdrawal-form', 'withdrawalForm'],
    ['/withdraw', 'withdraw'],
  ] as const;

  for (const [path, route] of pages) {
    it(`${path} carries its own title, description, canonical and hreflang links in each language`, async () => {
      for (const language of LANGUAGES) {
        const url = language === 'en' ? path : `${path}?lang=${language}`;
        const { status, html } = await page(url);
        expect(status).toBe(200);
        expect(html).toContain(`<html lang="${language}">`);
        expect(titleOf(html)).toBe(PAGE_META[route][language].title);
        expect(metaOf(html, 'description')).toEqual([PAGE_META[route][language].description]);
        expect(linksOf(html, 'canonical')).toEqual([{ href: `${ORIGIN}${url}` }]);
        expect(linksOf(html, 'alternate')).toEqual([
          { hreflang: 'en', href: `${ORIGIN}${path}` },
          { hreflang: 'nl', href: `${ORIGIN}${path}?lang=nl` },
          { hreflang: 'fr', href: `${ORIGIN}${path}?lang=fr` },
          { hreflang: 'x-default', href: `${ORIGIN}${path}` },
        ]);
        expect(metaOf(html, 'og:title')).toEqual([PAGE_META[route][language].title]);
        expect(metaOf(html, 'og:type')).toEqual(['website']);
        expect(metaOf(html, 'robots')).toEqual([]);
        // One title only: the shell's own was replaced, not added to.
        expect(html.match(/<title>/g)).toHaveLength(1);
        // The app still loads.
        expect(html).toContain('<div id="root">');
      }
    });
  }

  it('gives a category listing its own title and a canonical address that keeps the category', async () => {
    const { html } = await page('/products?category=seasonal&lang=nl&search=kaars');
    expect(titleOf(html)).toBe(CATEGORY_META.seasonal.nl.title);
    expect(linksOf(html, 'canonical')).toEqual([
      { href: `${ORIGIN}/products?category=seasonal&lang=nl` },
    ]);
    expect(linksOf(html, 'alternate')[0]).toEqual({
      hreflang: 'en',
      href: `${ORIGIN}/products?category=seasonal`,
    });
  });

  it('treats an unknown language parameter as English', async () => {
    const { status, html } = await page('/about?lang=de');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(PAGE_META.about.en.title);
    expect(linksOf(html, 'canonical')).toEqual([{ href: `${ORIGIN}/about` }]);
  });

  it('keeps private pages out of search engines', async () => {
    for (const path of ['/cart', '/data', '/my-orders', '/login', '/checkout/success']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(metaOf(html, 'robots')).toEqual(['noindex']);
      expect(linksOf(html, 'canonical')).toEqual([]);
    }
  });

  it('answers an unknown path with 404, the not-found title and noindex', async () => {
    const { status, html } = await page('/no-such-page?lang=fr');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe(NOT_FOUND_META.fr.title);
    expect(metaOf(html, 'robots')).toEqual(['noindex']);
    expect(html).toContain('<div id="root">');
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('robots.txt keeps private areas out and points to the sitemap', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/api/', '/cart', '/data', '/my-orders', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap lists every public page, category and product in the three languages', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    const paths = [
      '/',
      '/products',
      '/about',
      '/contact',
      '/shipping',
      '/returns',
      '/help',
      '/wrapping',
      '/terms',
      '/privacy',
      '/legal',
      '/accessibility',
      '/withdrawal-form',
      '/withdraw',
      '/products?category=personalized',
      '/products?category=gift-cards',
      '/products?category=seasonal',
      ...demoProducts.map((product) => `/product/${product.slug}`),
    ];
    const expected = paths.flatMap((path) => [
      `${ORIGIN}${path}`,
      `${ORIGIN}${path}${path.includes('?') ? '&' : '?'}lang=nl`,
      `${ORIGIN}${path}${path.includes('?') ? '&' : '?'}lang=fr`,
    ]);
    expect([...locations].sort()).toEqual([...expected].sort());
    expect(locations.some((location) => /\/(cart|data|my-orders|login)/.test(location))).toBe(
      false,
    );
    // Every entry names its language alternates; ampersands are escaped for XML.
    expect(response.body.match(/<xhtml:link rel="alternate"/g)).toHaveLength(expected.length * 4);
    expect(response.body).toContain('/products?category=seasonal&amp;lang=nl');
    expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('head injection', () => {
  it('escapes texts and cannot be broken out of', () => {
    expect(escapeHtml(`"><script>alert(1)</script>`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('writes into a shell without markers by replacing its title and description', () => {
    const html = injectHead(
      '<html><head><title>Old</title><meta name="description" content="old"></head><body></body></html>',
      '<title>New</title>',
      'nl',
    );
    expect(html).toBe('<html lang="nl"><head>  <title>New</title>\n  </head><body></body></html>');
  });
});
