import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/contracts';

/**
 * Every language must offer exactly the same texts: a key missing in one file would show
 * the English fallback (or the raw key) to Dutch or French visitors, an extra key is a typo
 * or a leftover. Nested objects are compared by their flattened "a.b.c" paths.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/translation.json', {
  eager: true,
  import: 'default',
});

/** Flattened path → text; a value that is not a string (number, array, null) maps to null. */
function flatten(value: unknown, prefix = ''): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, text);
      }
    }
  } else {
    entries.set(prefix, typeof value === 'string' ? value : null);
  }
  return entries;
}

const locales = Object.fromEntries(
  Object.entries(files).map(([path, content]) => [path.split('/')[1] ?? path, flatten(content)]),
);

/** `{{name}}` placeholders and `<tag>` components a text uses, in a stable order. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();
}

describe('translation files', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  const names = Object.keys(locales);
  for (const name of names) {
    for (const other of names) {
      if (name === other) continue;
      it(`${name} has no key missing compared to ${other}`, () => {
        const keys = locales[name]!;
        const missing = [...locales[other]!.keys()].filter((key) => !keys.has(key));
        expect(missing, `keys in ${other} but not in ${name}`).toEqual([]);
      });
    }
  }

  it('only contain non-empty strings', () => {
    for (const [name, entries] of Object.entries(locales)) {
      const bad = [...entries].filter(([, text]) => text === null || text.trim() === '');
      expect(
        bad.map(([key]) => key),
        `empty or non-string values in ${name}`,
      ).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const reference = locales.en!;
    for (const [name, entries] of Object.entries(locales)) {
      const mismatched = [...reference].filter(([key, text]) => {
        const translated = entries.get(key);
        return (
          typeof translated === 'string' &&
          typeof text === 'string' &&
          placeholders(translated).join() !== placeholders(text).join()
        );
      });
      expect(
        mismatched.map(([key]) => key),
        `placeholders differ in ${name}`,
      ).toEqual([]);
    }
  });
});
