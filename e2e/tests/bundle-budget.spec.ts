import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Budgets of the production build (issue 9): what the home page makes the browser download,
 * gzip-compressed. Reads apps/web/dist as `npm run build` left it; needs no browser.
 */
const JS_BUDGET_BYTES = 100 * 1024;
const CSS_BUDGET_BYTES = 20 * 1024;

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const ADMIN_DIST = path.resolve(WEB_DIST, '../../admin/dist');

/** Relative `import ... from "./x.js"` and `import "./x.js"` of a built chunk (not import()). */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]*from\s*)?["'](\.\/[^"']+\.js)["']/g;
/** `import("./x.js")` of a built chunk. */
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

function read(file: string): Buffer {
  return readFileSync(path.join(WEB_DIST, file));
}

function gzipSize(file: string): number {
  return gzipSync(read(file), { level: 9 }).length;
}

/** `files` and every chunk they import statically, transitively (paths below dist). */
function withStaticImports(files: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (found.has(file)) continue;
    found.add(file);
    if (!file.endsWith('.js')) continue;
    for (const match of read(file).toString('utf8').matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return found;
}

/** The files index.html names: the entry script, its modulepreload links and stylesheets. */
function entryFiles(): string[] {
  const html = read('index.html').toString('utf8');
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
}

function assetsNamed(pattern: RegExp): string[] {
  return readdirSync(path.join(WEB_DIST, 'assets'))
    .filter((name) => pattern.test(name))
    .map((name) => `assets/${name}`);
}

/**
 * What a first visit to / downloads: the entry with its static imports, the English texts
 * (loaded before the first render) and the home page's lazy route chunks.
 */
function filesLoadedByHome(): Set<string> {
  const entry = withStaticImports(entryFiles());
  const entryScript = entryFiles().find((file) => file.endsWith('.js'))!;
  const english = [...read(entryScript).toString('utf8').matchAll(DYNAMIC_IMPORT)]
    .map((match) => path.posix.join('assets', match[1]!))
    .concat([...entry].flatMap((file) => dynamicImportsOf(file)))
    .filter((file) => translationLanguage(file) === 'en');
  const homeRoute = assetsNamed(/^(HomePage|HomeProductCarousel)-[\w-]+\.js$/);
  return withStaticImports([...entry, ...english, ...homeRoute]);
}

function dynamicImportsOf(file: string): string[] {
  if (!file.endsWith('.js')) return [];
  return [...read(file).toString('utf8').matchAll(DYNAMIC_IMPORT)].map((match) =>
    path.posix.join(path.posix.dirname(file), match[1]!),
  );
}

/** The language of a translation chunk (null for any other file). */
function translationLanguage(file: string): 'en' | 'nl' | 'fr' | null {
  if (!/translation-[\w-]+\.js$/.test(file)) return null;
  return languageOf(read(file).toString('utf8'));
}

function languageOf(text: string): 'en' | 'nl' | 'fr' {
  // Common words of each language, counted: the translation file is long enough to be sure.
  const count = (words: string[]) =>
    words.reduce(
      (sum, word) => sum + (text.match(new RegExp(`\\b${word}\\b`, 'g'))?.length ?? 0),
      0,
    );
  const scores = {
    en: count(['the', 'your', 'and', 'with']),
    nl: count(['de', 'het', 'je', 'en', 'met']),
    fr: count(['le', 'la', 'les', 'vos', 'avec']),
  };
  return (Object.entries(scores) as ['en' | 'nl' | 'fr', number][]).sort(
    (a, b) => b[1] - a[1],
  )[0]![0];
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

test.describe('production bundle of the storefront', () => {
  test.skip(!existsSync(path.join(WEB_DIST, 'index.html')), 'needs `npm run build` first');

  test('the home page loads at most 100 KB of JavaScript and 20 KB of CSS, gzip', () => {
    const files = [...filesLoadedByHome()];
    const sizes = files.map((file) => ({ file, gzip: gzipSize(file) }));
    const total = (extension: string) =>
      sizes
        .filter((size) => size.file.endsWith(extension))
        .reduce((sum, size) => sum + size.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((size) => `${kib(size.gzip).padStart(10)}  ${size.file}`)
      .join('\n');
    console.log(`Loaded by /:\n${report}\nJS ${kib(total('.js'))}, CSS ${kib(total('.css'))}`);

    expect(files.some((file) => translationLanguage(file) === 'en')).toBe(true);
    expect(total('.css'), report).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
    expect(total('.js'), report).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  test('ships one language to a visitor: each translation is a chunk of its own', () => {
    const translations = assetsNamed(/^translation-[\w-]+\.js$/);
    expect(translations.map((file) => languageOf(read(file).toString('utf8'))).sort()).toEqual([
      'en',
      'fr',
      'nl',
    ]);
    const entry = withStaticImports(entryFiles());
    for (const file of translations) expect(entry.has(file), file).toBe(false);
  });

  test('splits pages into chunks of their own, loaded only when visited', () => {
    const entry = withStaticImports(entryFiles());
    for (const page of ['ProductPage', 'ProductsPage', 'CartPage', 'ContactPage', 'MyOrdersPage']) {
      const chunks = assetsNamed(new RegExp(`^${page}-[\\w-]+\\.js$`));
      expect(chunks, page).toHaveLength(1);
      expect(entry.has(chunks[0]!), page).toBe(false);
    }
  });

  test('never ships the admin panel with the storefront', () => {
    const adminChunks = existsSync(path.join(ADMIN_DIST, 'assets'))
      ? readdirSync(path.join(ADMIN_DIST, 'assets')).filter((name) => name.endsWith('.js'))
      : [];
    const storefrontChunks = assetsNamed(/\.js$/);
    for (const chunk of storefrontChunks) {
      const text = read(chunk).toString('utf8');
      expect(text, chunk).not.toMatch(/react-admin|ra-core|ra-ui-materialui|@mui\//);
      expect(adminChunks, chunk).not.toContain(path.posix.basename(chunk));
    }
  });
});
