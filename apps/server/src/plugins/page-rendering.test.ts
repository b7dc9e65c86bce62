import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@shop/contracts';
import { REPO_ROOT } from '../config.js';
import { products } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { builtWebFolder } from '../test/web-shell.js';

/**
 * Public pages come from the server as HTML with their visible content (ADR 24), in the
 * language of the address or of the visitor's cookie, cached as bytes and never stale.
 */

type Texts = Record<string, unknown>;
const texts = {} as Record<Language, Texts>;

function text(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts[language]);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}`);
  return value;
}

let shop: TestApp;
beforeAll(async () => {
  for (const language of LANGUAGES) {
    const file = path.join(REPO_ROOT, `apps/web/src/locales/${language}/translation.json`);
    texts[language] = JSON.parse(await readFile(file, 'utf8')) as Texts;
  }
  shop = await createTestApp({ demo: true, env: { WEB_DIST_DIR: builtWebFolder() } });
}, 300_000);
afterAll(async () => {
  await shop?.close();
});

interface ListedProduct {
  slug: string;
  name: string;
  price: string;
  description: string;
}

async function apiList(language: Language, query = ''): Promise<ListedProduct[]> {
  const response = await shop.app.inject({ url: `/api/products/?lang=${language}${query}` });
  return response.json<ListedProduct[]>();
}

function withLanguage(url: string, language: Language): string {
  if (language === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/** The text a visitor reads in the page's `#root`, as the server sent it (no script run). */
function visibleText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html
    .slice(start, end)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

/** A price as the storefront shows it (ADR 0072): "€24.50" in English, "24,50 €" in Dutch and French. */
function shownPrice(price: string, language: Language): string {
  return language === 'en' ? `€${price}` : `${price.replace('.', ',')} €`;
}

const CONTENT_PAGES = [
  ['/about', 'about.title'],
  ['/contact', 'contact.title'],
  ['/shipping', 'shipping.title'],
  ['/returns', 'returns.title'],
  ['/help', 'help.title'],
  ['/wrapping', 'wrapping.title'],
  ['/terms', 'terms.title'],
  ['/privacy', 'privacy.title'],
  ['/legal', 'legal.title'],
  ['/accessibility', 'accessibility.title'],
  ['/withdrawal-form', 'withdrawalForm.title'],
  ['/withdraw', 'withdraw.title'],
] as const;

describe.each(LANGUAGES)('server-rendered pages in %s', (language) => {
  it('home shows its heading and the carousel products with their prices', async () => {
    const listed = await apiList(language);
    const { status, html } = await page(withLanguage('/', language));
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${language}"`);
    const shown = visibleText(html);
    expect(shown).toContain(text(language, 'home.hero.heading'));
    for (const product of listed) {
      expect(shown).toContain(product.name);
      expect(shown).toContain(shownPrice(product.price, language));
    }
    // Links a visitor without JavaScript can follow.
    expect(html).toContain(`href="/product/${listed[0]!.slug}"`);
  });

  it('products shows the list of the filters in the address', async () => {
    const inCategory = await apiList(language, '&category=personalized');
    // A word of the first product's name in this language: the search reads translated names.
    const word = inCategory[0]!.name.split(/\s+/).find((part) => part.length >= 4)!;
    const query = `?category=personalized&search=${encodeURIComponent(word)}`;
    const listed = await apiList(language, `&${query.slice(1)}`);
    expect(listed.length).toBeGreaterThan(0);
    const all = await apiList(language);
    const { status, html } = await page(withLanguage(`/products${query}`, language));
    expect(status).toBe(200);
    const shown = visibleText(html);
    expect(shown).toContain(text(language, 'products.title'));
    for (const product of listed) {
      expect(shown).toContain(product.name);
      expect(shown).toContain(shownPrice(product.price, language));
    }
    const others = all.filter((item) => !listed.some((hit) => hit.slug === item.slug));
    expect(others.length).toBeGreaterThan(0);
    for (const product of others) expect(shown).not.toContain(product.name);
  });

  it('a product page shows its name, price and description, and preloads its picture', async () => {
    const [first] = await apiList(language);
    const { status, html } = await page(withLanguage(`/product/${first!.slug}`, language));
    expect(status).toBe(200);
    const shown = visibleText(html);
    expect(shown).toContain(first!.name);
    expect(shown).toContain(shownPrice(first!.price, language));
    const descriptionWords = first!.description
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/);
    expect(shown).toContain(descriptionWords.slice(0, 4).join(' '));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+ \d+w[^"]*" imageSizes="[^"]+"/,
    );
    // What the first paint needs leads the head: the stylesheet, then the picture; the
    // script that takes the page over after that paint comes last (ADR 0045).
    const order = [
      /<link rel="stylesheet"/,
      /<link rel="preload" as="image"/,
      /<script type="module"[^>]* data-app="/,
    ].map((pattern) => head.search(pattern));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(head.match(/<script type="module"/g)).toHaveLength(1);
    // HTML attribute names ignore case: React DOM wrote "srcSet", Preact writes "srcset".
    const picture = /<img [^>]*srcset="[^"]+"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/ sizes="[^"]+"/);
    expect(picture).toMatch(/ width="\d+"/);
    expect(picture).toMatch(/ height="\d+"/);
  });

  it('a product page names its own chunks and texts to the boot script, beside the app', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(builtWebFolder(), '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const [first] = await apiList(language);
    const { html } = await page(withLanguage(`/product/${first!.slug}`, language));
    const preloads = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    const pageChunk = manifest['src/features/catalog/routes/ProductPage.tsx']!;
    const named = (key: string) => `/${manifest[key]!.file}`;
    expect(preloads).toContain(`/${pageChunk.file}`);
    // Every chunk the page's chunk imports is named too, except the app itself (data-app).
    const app = /data-app="([^"]*)"/.exec(html)?.[1];
    for (const imported of pageChunk.imports ?? []) {
      if (named(imported) !== app) expect(preloads).toContain(named(imported));
    }
    expect(preloads).toContain(named(`src/locales/${language}/translation.json?texts=shell`));
    expect(preloads).toContain(named(`src/locales/${language}/translation.json?texts=product`));
    const otherLanguage = LANGUAGES.find((other) => other !== language)!;
    expect(preloads).not.toContain(
      named(`src/locales/${otherLanguage}/translation.json?texts=product`),
    );
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it.each(CONTENT_PAGES)('%s shows its title', async (url, titleKey) => {
    const { status, html } = await page(withLanguage(url, language));
    expect(status).toBe(200);
    expect(visibleText(html)).toContain(text(language, titleKey));
  });

  it('every page’s footer links to the withdrawal function before any script runs (art. 11a)', async () => {
    const label = text(language, 'footer.legal.withdraw');
    for (const url of ['/', '/products', '/no-such-page', ...CONTENT_PAGES.map(([path]) => path)]) {
      const { html } = await page(withLanguage(url, language));
      const footer = html.slice(html.lastIndexOf('<footer'));
      expect(footer, url).toMatch(
        new RegExp(
          `<a [^>]*href="/withdraw"[^>]*>${label.replaceAll('é', '(?:é|&#xE9;|&eacute;)')}</a>`,
        ),
      );
    }
  });

  it('an unknown address answers 404 with the not-found page', async () => {
    const { status, html } = await page(withLanguage('/no-such-page', language));
    expect(status).toBe(404);
    expect(visibleText(html)).toContain(text(language, 'notFound.title'));
  });

  it('an unknown product answers 404 with the product not-found state', async () => {
    const { status, html } = await page(withLanguage('/product/no-such-gift', language));
    expect(status).toBe(404);
    expect(visibleText(html)).toContain(text(language, 'product.notFound.title'));
  });
});

describe('the language of a rendered page', () => {
  it('is the cookie’s when the address names none, and the address’s over the cookie', async () => {
    const fromCookie = await page('/about', { cookie: 'language=fr' });
    expect(visibleText(fromCookie.html)).toContain(text('fr', 'about.title'));
    expect(fromCookie.headers.vary).toMatch(/cookie/);
    const fromAddress = await page('/about?lang=nl', { cookie: 'language=fr' });
    expect(visibleText(fromAddress.html)).toContain(text('nl', 'about.title'));
    // The address's language becomes the visitor's choice for the next page.
    expect(fromAddress.headers['set-cookie']).toMatch(/^language=nl; Path=\/;/);
  });

  it('pages behind a sign-in stay the app shell the browser renders', async () => {
    const { status, html } = await page('/cart');
    expect(status).toBe(200);
    expect(html).not.toContain('<script type="application/json"');
    expect(html).toContain('<noscript>');
  });
});

describe('rendered pages as cached bytes', () => {
  it('answers 304 to a known entity tag and sends brotli made once', async () => {
    const first = await page('/about?lang=fr', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/about?lang=fr', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('shows a catalogue change on the next request, whoever made it', async () => {
    const [first] = await apiList('nl');
    const before = await page(`/product/${first!.slug}?lang=nl`);
    expect(visibleText(before.html)).toContain(first!.name);
    await shop.database.db
      .update(products)
      .set({ nameNl: 'Vernieuwde naam in de databank' })
      .where(eq(products.slug, first!.slug));
    const after = await page(`/product/${first!.slug}?lang=nl`);
    expect(visibleText(after.html)).toContain('Vernieuwde naam in de databank');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps a product name that looks like HTML from closing the data element', async () => {
    const [first] = await apiList('en');
    const name = '</script><script>alert(1)</script>';
    await shop.database.db.update(products).set({ name }).where(eq(products.slug, first!.slug));
    const { html } = await page(`/product/${first!.slug}`);
    expect(html).not.toContain('<script>alert(1)');
    const data = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html);
    expect(data).not.toBeNull();
    expect(JSON.stringify(JSON.parse(data![1]!))).toContain(name);
    expect(visibleText(html)).toContain(name);
  });
});
