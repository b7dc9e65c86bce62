import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { readInitialData } from '../lib/initial-data';
import {
  hasStoredLanguage,
  readStoredLanguage,
  readUrlLanguage,
  storeLanguage,
  syncUrlLanguage,
  toLanguage,
} from '../lib/language';

/**
 * Each language's texts are a chunk of their own (about 10 KB compressed each), fetched when
 * that language is first needed: a visitor downloads only the language they read.
 */
const translations: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en/translation.json'),
  nl: () => import('../locales/nl/translation.json'),
  fr: () => import('../locales/fr/translation.json'),
};

const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    translations[toLanguage(language)]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function applyLanguage(lng: string): void {
  const language = toLanguage(lng);
  // Spec §4: the language is saved on every change.
  storeLanguage(language);
  syncUrlLanguage(language);
  // Screen readers, hyphenation and spell-checkers follow <html lang>.
  document.documentElement.lang = language;
}

/** The language a server-rendered page came in (null for a page the browser renders). */
const renderedLanguage = readInitialData()?.language ?? null;
const addressLanguage = readUrlLanguage();

/**
 * A visitor who chose a language before the choice was sent along as a cookie gets a page
 * rendered in English; the page is taken over in that language, then switched to theirs
 * (main.tsx, after hydration). Null when there is nothing to switch.
 */
export const languageToRestore: Language | null =
  renderedLanguage !== null &&
  addressLanguage === null &&
  hasStoredLanguage() &&
  readStoredLanguage() !== renderedLanguage
    ? readStoredLanguage()
    : null;

i18n.on('languageChanged', applyLanguage);

// Top-level await: main.tsx renders only once the visitor's language is loaded, so the first
// render is already in that language (no flash of English, no Suspense). A language change
// later loads the other file first, then switches.
await i18n
  .use(lazyTranslations)
  .use(initReactI18next)
  .init({
    // A language in the address (?lang=fr) counts as the visitor's choice and is stored as such.
    // A server-rendered page is taken over in the language it was rendered in (no mismatch).
    lng: addressLanguage ?? renderedLanguage ?? readStoredLanguage(),
    // Every file holds every key (the locale parity test), so no second language is fetched.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React already escapes.
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });

applyLanguage(i18n.resolvedLanguage ?? i18n.language);

export default i18n;
