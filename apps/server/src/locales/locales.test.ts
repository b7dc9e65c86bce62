import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGE_KEYS,
  BACK_IN_STOCK_TEXT_KEYS,
  CONTACT_TEXT_KEYS,
  LANGUAGES,
  NAMED_CARD_BRANDS,
  TEXT_MESSAGE_KEYS,
} from '@shop/contracts';
import { flattenTexts, localeParityTests } from '../../../../test-support/locale-parity.js';
import type { TextKey } from '../i18n/texts.js';

/**
 * The server's locale files offer the same texts in every language, as the web's and the
 * back office's do (the shared check in test-support/locale-parity.ts): a key missing in one
 * file would answer Dutch or French customers in English.
 */
const folder = fileURLToPath(new URL('.', import.meta.url));
const readLocale = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const locales = Object.fromEntries(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, readLocale(`${folder}/${entry.name}/translation.json`)]),
);
const english = flattenTexts(locales.en);

/** Words these languages write as English does: "Total" in French, "E-mail" in both. */
const SAME_WORD = new Set([
  'fr:mail.total',
  'nl:mail.contactEmail',
  'fr:mail.contactEmail',
  // Brands are their own names in every language: the payment methods and the card brands.
  ...['nl', 'fr'].flatMap((language) =>
    ['bancontact', 'ideal', ...NAMED_CARD_BRANDS.map((brand) => `brands.${brand}`)].map(
      (key) => `${language}:paymentMethods.${key}`,
    ),
  ),
  // "Description" is French too.
  'fr:documents.description',
  // "Code" (of a gift card) and "Message" are French too.
  'fr:mail.giftCardCode',
  'fr:giftCards.pdf.code',
  'fr:giftCards.pdf.message',
]);

describe('server translation files', () => {
  localeParityTests(locales, {
    languages: LANGUAGES,
    placeholders: (text) =>
      [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}/g)].map((m) => m[0].replace(/\s/g, '')),
    sameAsEnglish: SAME_WORD,
  });

  it('use only {{name}} placeholders', () => {
    for (const [name, tree] of Object.entries(locales)) {
      const singleBraces = [...flattenTexts(tree)].filter(([, text]) =>
        /(^|[^{])\{\w+\}/.test(text ?? ''),
      );
      expect(
        singleBraces.map(([key]) => key),
        `{name} instead of {{name}} in ${name}`,
      ).toEqual([]);
    }
  });

  it('hold every text key the contracts name', () => {
    // Also checked by the compiler: the contracts' keys must be keys of the English file.
    const named: readonly TextKey[] = [
      ...CONTACT_TEXT_KEYS,
      ...BACK_IN_STOCK_TEXT_KEYS,
      ...[...TEXT_MESSAGE_KEYS, ...ACCOUNT_MESSAGE_KEYS].map(
        (code) => `validation.${code}` as const,
      ),
    ];
    const plural = (key: string) => english.has(`${key}_one`) && english.has(`${key}_other`);
    expect(named.filter((key) => !english.has(key) && !plural(key))).toEqual([]);
  });

  it("say the schemas' message codes as the storefront's forms do", () => {
    // The same code reaches a person from the server's answer or from the form's own check.
    for (const language of LANGUAGES) {
      const web = readLocale(
        fileURLToPath(
          new URL(`../../../web/src/locales/${language}/translation.json`, import.meta.url),
        ),
      );
      expect(web.validation, language).toEqual(locales[language]!.validation);
    }
  });

  it("give the pages' heads the storefront's words", () => {
    // The server writes a page's first head, the storefront keeps it while navigating.
    for (const language of LANGUAGES) {
      const web = readLocale(
        fileURLToPath(
          new URL(`../../../web/src/locales/${language}/translation.json`, import.meta.url),
        ),
      );
      expect(web.seo, language).toBeDefined();
      expect(web.seo, language).toEqual(locales[language]!.seo);
    }
  });
});
