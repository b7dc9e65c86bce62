import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { catalogues } from './messages';
import { ADMIN_LOCALES } from './locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) keys.set(k, v);
  }
  return keys;
}

const flat = Object.fromEntries(
  ADMIN_LOCALES.map((locale) => [locale, flatten(catalogues[locale] as unknown as Tree)]),
) as Record<(typeof ADMIN_LOCALES)[number], Map<string, string>>;

/** react-admin's own blank for "no value" in a boolean field, the same in every language. */
const BLANK_ON_PURPOSE = new Set(['ra.boolean.null']);

describe('the admin message catalogues', () => {
  it.each(['nl', 'fr'] as const)('%s has exactly the keys English has', (locale) => {
    const english = [...flat.en.keys()].sort();
    expect([...flat[locale].keys()].sort()).toEqual(english);
  });

  it.each(ADMIN_LOCALES)('%s has no empty text', (locale) => {
    const empty = [...flat[locale]]
      .filter(([key, value]) => value.trim() === '' && !BLANK_ON_PURPOSE.has(key))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('covers every text react-admin itself asks for', () => {
    const reactAdminKeys = [...flatten(englishMessages as unknown as Tree).keys()];
    const missing = reactAdminKeys.filter((key) => !flat.nl.has(key) || !flat.fr.has(key));
    expect(missing).toEqual([]);
  });

  // ra-language-french drops a few of English's placeholders on purpose ("cet élément"), so its
  // texts are left out; the shop's own texts and the Dutch react-admin ones are checked.
  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differing = [...flat.en].flatMap(([key, text]) =>
      (['nl', 'fr'] as const)
        .filter((locale) => !(locale === 'fr' && key.startsWith('ra.')))
        .filter((locale) => {
          const translated = flat[locale].get(key) ?? '';
          return new Set(placeholders(translated)).size !== new Set(placeholders(text)).size;
        })
        .map((locale) => `${locale}:${key}`),
    );
    expect(differing).toEqual([]);
  });

  it('has a text for every message key the admin screens use', () => {
    const source = join(dirname(fileURLToPath(import.meta.url)), '..');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(source, file), 'utf8');
      for (const match of text.matchAll(
        /['"`]((?:shop|resources|ra)\.[\w-]+(?:\.[\w-]+)+)['"`]/g,
      )) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !flat.en.has(key))).toEqual([]);
  });

  it('names every field and filter of each resource screen', () => {
    const screens: Record<string, string> = {
      'orders.tsx': 'orders',
      'products.tsx': 'products',
      'categories.tsx': 'categories',
      'customers.tsx': 'customers',
      'contact-messages.tsx': 'contact-messages',
      'back-in-stock.tsx': 'back-in-stock-subscriptions',
      'mail-outbox.tsx': 'mail-outbox',
      'audit.tsx': 'audit-log',
    };
    const source = join(dirname(fileURLToPath(import.meta.url)), '..');
    const unnamed: string[] = [];
    for (const [file, resource] of Object.entries(screens)) {
      const text = readFileSync(join(source, file), 'utf8');
      for (const match of text.matchAll(
        /(?<!<ImageField )source=\{?['"`]([\w]+)(?:\$\{suffix\})?['"`]\}?/g,
      )) {
        const field = match[1]!;
        const suffixes = match[0].includes('${suffix}') ? ['', '_fr', '_nl'] : [''];
        for (const suffix of suffixes) {
          const key = `resources.${resource}.fields.${field}${suffix}`;
          if (!flat.en.has(key)) unnamed.push(key);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });
});
