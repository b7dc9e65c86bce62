import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACK_IN_STOCK_TEXT_KEYS, CONTACT_TEXT_KEYS, LANGUAGES } from '@shop/contracts';
import type { TextKey } from '../i18n/texts.js';

/**
 * The server's locale files offer the same texts in every language, as the web's do
 * (apps/web/src/locales/locales.test.ts): a key missing in one file would answer Dutch or
 * French customers in English. Nested objects are compared by their "a.b.c" paths.
 */
const folder = fileURLToPath(new URL('.', import.meta.url));
const locales: Record<string, Map<string, string | null>> = Object.fromEntries(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      flatten(JSON.parse(readFileSync(`${folder}/${entry.name}/translation.json`, 'utf8'))),
    ]),
);

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

/** `{{name}}` placeholders a text uses, in a stable order. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

const english = locales.en!;

/** Words these languages write as English does: "Total" in French, "E-mail" in both. */
const SAME_WORD = new Set(['fr:mail.total', 'nl:mail.contactEmail', 'fr:mail.contactEmail']);

describe('server translation files', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const name of Object.keys(locales)) {
    for (const other of Object.keys(locales)) {
      if (name === other) continue;
      it(`${name} has no key missing compared to ${other}`, () => {
        const missing = [...locales[other]!.keys()].filter((key) => !locales[name]!.has(key));
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

  it('use the same placeholders in every language and only {{name}} ones', () => {
    for (const [name, entries] of Object.entries(locales)) {
      const mismatched = [...english].filter(([key, text]) => {
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
      const singleBraces = [...entries].filter(([, text]) => /(^|[^{])\{\w+\}/.test(text ?? ''));
      expect(
        singleBraces.map(([key]) => key),
        `{name} instead of {{name}} in ${name}`,
      ).toEqual([]);
    }
  });

  it('are translated, not English copies', () => {
    for (const name of LANGUAGES.filter((language) => language !== 'en')) {
      const copies = [...english].filter(
        ([key, text]) => locales[name]!.get(key) === text && !SAME_WORD.has(`${name}:${key}`),
      );
      expect(
        copies.map(([key]) => key),
        `texts in ${name} identical to English`,
      ).toEqual([]);
    }
  });

  it('hold every text key the contracts name', () => {
    // Also checked by the compiler: the contracts' keys must be keys of the English file.
    const named: readonly TextKey[] = [...CONTACT_TEXT_KEYS, ...BACK_IN_STOCK_TEXT_KEYS];
    const plural = (key: string) => english.has(`${key}_one`) && english.has(`${key}_other`);
    expect(named.filter((key) => !english.has(key) && !plural(key))).toEqual([]);
  });
});
