import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { enCatalogue } from './catalogue-en';
import { frCatalogue } from './catalogue-fr';
import { nlCatalogue } from './catalogue-nl';
import { ADMIN_LOCALES, type AdminLocale } from './locales';
import type { ScreenTexts } from './screen-texts';
import { AUDIT_SCREEN_TEXTS } from '../audit-texts';
import { BACK_IN_STOCK_SCREEN_TEXTS } from '../back-in-stock-texts';
import { CATEGORY_SCREEN_TEXTS } from '../categories-texts';
import { CONTACT_MESSAGE_SCREEN_TEXTS } from '../contact-messages-texts';
import { CUSTOMER_SCREEN_TEXTS } from '../customers-texts';
import { DELIVERY_SCREEN_TEXTS } from '../delivery-texts';
import { DISCOUNT_CODE_SCREEN_TEXTS } from '../discount-codes-texts';
import { E_INVOICE_SCREEN_TEXTS } from '../e-invoices-texts';
import { GIFT_CARD_SCREEN_TEXTS } from '../gift-cards-texts';
import { HANDLED_TEXTS } from '../handled-texts';
import { MAIL_SCREEN_TEXTS } from '../mail-outbox-texts';
import { PRODUCT_SCREEN_TEXTS } from '../products-texts';
import { SETTINGS_SCREEN_TEXTS } from '../settings-texts';
import { flattenTexts, localeParityTests } from '../../../../test-support/locale-parity';

/** A screen's own texts (screen-texts.ts) join its language's catalogue when its chunk loads. */
function withScreenTexts(catalogue: object, texts: ScreenTexts): object {
  const merged: Record<string, unknown> = { ...catalogue };
  for (const [key, value] of Object.entries(texts)) {
    const own = merged[key];
    merged[key] =
      typeof value === 'string' || typeof own !== 'object' || own === null
        ? value
        : withScreenTexts(own, value);
  }
  return merged;
}

/** Every screen's own texts (addScreenTexts), which its chunk adds to the catalogue. */
const SCREEN_TEXTS: Record<AdminLocale, ScreenTexts>[] = [
  AUDIT_SCREEN_TEXTS,
  BACK_IN_STOCK_SCREEN_TEXTS,
  CATEGORY_SCREEN_TEXTS,
  CONTACT_MESSAGE_SCREEN_TEXTS,
  CUSTOMER_SCREEN_TEXTS,
  DELIVERY_SCREEN_TEXTS,
  DISCOUNT_CODE_SCREEN_TEXTS,
  E_INVOICE_SCREEN_TEXTS,
  GIFT_CARD_SCREEN_TEXTS,
  HANDLED_TEXTS,
  MAIL_SCREEN_TEXTS,
  PRODUCT_SCREEN_TEXTS,
  SETTINGS_SCREEN_TEXTS,
];

const withAllScreenTexts = (catalogue: object, locale: AdminLocale) =>
  SCREEN_TEXTS.reduce((merged, texts) => withScreenTexts(merged, texts[locale]), catalogue);

const catalogues = {
  en: withAllScreenTexts(enCatalogue, 'en'),
  nl: withAllScreenTexts(nlCatalogue, 'nl'),
  fr: withAllScreenTexts(frCatalogue, 'fr'),
};

const flat = Object.fromEntries(
  ADMIN_LOCALES.map((locale) => [locale, flattenTexts(catalogues[locale])]),
) as Record<(typeof ADMIN_LOCALES)[number], Map<string, string | null>>;

/** react-admin's own blank for "no value" in a boolean field, the same in every language. */
const BLANK_ON_PURPOSE = new Set(['ra.boolean.null']);

describe('the admin message catalogues', () => {
  // ra-language-french drops a few of English's placeholders on purpose ("cet élément"), so its
  // texts are left out; the shop's own texts and the Dutch react-admin ones are checked.
  localeParityTests(catalogues, {
    languages: ADMIN_LOCALES,
    placeholders: (text) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!),
    placeholdersAsSet: true,
    skipPlaceholders: (locale, key) => locale === 'fr' && key.startsWith('ra.'),
    emptyOnPurpose: BLANK_ON_PURPOSE,
  });

  it('keeps plural forms in the catalogues: a screen text is said without choosing among forms', () => {
    const plural = SCREEN_TEXTS.flatMap((texts) =>
      ADMIN_LOCALES.flatMap((locale) =>
        [...flattenTexts(texts[locale]).entries()]
          .filter(([, text]) => text?.includes('||||'))
          .map(([key]) => `${locale}.${key}`),
      ),
    );
    expect(plural).toEqual([]);
  });

  it('covers every text react-admin itself asks for', () => {
    const reactAdminKeys = [...flattenTexts(englishMessages).keys()];
    const missing = reactAdminKeys.filter((key) => !flat.nl.has(key) || !flat.fr.has(key));
    expect(missing).toEqual([]);
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
      'withdrawals.tsx': 'withdrawals',
      'delivery-methods.tsx': 'delivery-methods',
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
