import { expect, it } from 'vitest';

/**
 * The one locale-parity check of the shop's three apps (server, storefront, back office):
 * every language offers the same texts, none is empty, and a translation keeps the
 * placeholders of the English text. Each app's own test calls `localeParityTests` with its
 * files and adds what only it needs (the server: the contracts' keys; the back office:
 * react-admin's keys). Nested objects are compared by their flattened "a.b.c" paths.
 */

/** Flattened path → text; a value that is not a string (number, array, null) maps to null. */
export function flattenTexts(value: unknown, prefix = ''): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of flattenTexts(child, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, text);
      }
    }
  } else {
    entries.set(prefix, typeof value === 'string' ? value : null);
  }
  return entries;
}

export interface LocaleParityOptions {
  /** The languages that must be there, the reference first (English). */
  languages: readonly string[];
  /** The placeholders a text uses (`{{name}}`, `%{name}`, `<tag>`), in any order. */
  placeholders: (text: string) => string[];
  /** Compare which placeholders a text uses, not how often (a translation may say one twice). */
  placeholdersAsSet?: boolean;
  /** `language:key` texts whose placeholders are not compared (a library's own translation). */
  skipPlaceholders?: (language: string, key: string) => boolean;
  /** Keys whose text is empty on purpose. */
  emptyOnPurpose?: ReadonlySet<string>;
  /**
   * When given, a translation identical to English is refused unless listed here as
   * `language:key` (words written the same, such as "Total" in French).
   */
  sameAsEnglish?: ReadonlySet<string>;
}

/** Registers the parity tests for `locales` (language → its texts, nested). */
export function localeParityTests(
  locales: Record<string, unknown>,
  options: LocaleParityOptions,
): void {
  const flat = Object.fromEntries(
    Object.entries(locales).map(([language, tree]) => [language, flattenTexts(tree)]),
  );
  const [reference = 'en'] = options.languages;
  const english = () => flat[reference]!;
  const used = (text: string) => {
    const found = options.placeholders(text).sort();
    return (options.placeholdersAsSet ? [...new Set(found)] : found).join();
  };

  it('exist for every supported language', () => {
    expect(Object.keys(flat).sort()).toEqual([...options.languages].sort());
  });

  for (const name of options.languages) {
    for (const other of options.languages) {
      if (name === other) continue;
      it(`${name} has no key missing compared to ${other}`, () => {
        const missing = [...(flat[other]?.keys() ?? [])].filter((key) => !flat[name]?.has(key));
        expect(missing, `keys in ${other} but not in ${name}`).toEqual([]);
      });
    }
  }

  it('only contain non-empty strings', () => {
    for (const [name, entries] of Object.entries(flat)) {
      const bad = [...entries].filter(
        ([key, text]) => text === null || (text.trim() === '' && !options.emptyOnPurpose?.has(key)),
      );
      expect(
        bad.map(([key]) => key),
        `empty or non-string values in ${name}`,
      ).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [name, entries] of Object.entries(flat)) {
      const mismatched = [...english()].filter(([key, text]) => {
        const translated = entries.get(key);
        return (
          typeof translated === 'string' &&
          typeof text === 'string' &&
          !options.skipPlaceholders?.(name, key) &&
          used(translated) !== used(text)
        );
      });
      expect(
        mismatched.map(([key]) => key),
        `placeholders differ in ${name}`,
      ).toEqual([]);
    }
  });

  const sameAsEnglish = options.sameAsEnglish;
  if (sameAsEnglish) {
    it('are translated, not English copies', () => {
      for (const name of options.languages.filter((language) => language !== reference)) {
        const copies = [...english()].filter(
          ([key, text]) => flat[name]?.get(key) === text && !sameAsEnglish.has(`${name}:${key}`),
        );
        expect(
          copies.map(([key]) => key),
          `texts in ${name} identical to English`,
        ).toEqual([]);
      }
    });
  }
}
