import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { readInitialData } from '../lib/initial-data';
import { readTexts } from '../lib/texts';
import {
  hasStoredLanguage,
  readStoredLanguage,
  readUrlLanguage,
  storeLanguage,
  syncUrlLanguage,
  toLanguage,
} from '../lib/language';

/**
 * Each language's texts come in chunks (ADR 0101): the shell's before the first render, a
 * page's with its chunk, a panel's with the panel (lib/texts.ts). A language chosen later
 * loads its shell and the groups already in use first, then switches.
 */
const textsPerPart: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    readTexts(toLanguage(language)).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A text shown without being loaded (its section is in no group the part loads,
 * locales/text-groups.ts) shows its key: it is reported, and the browser suite fails on the
 * report (e2e/support/test.ts). A text asked for with a default of its own is not missing.
 */
const MISSING_TEXT_REPORT = 'Missing text:';

function reportMissingText(
  languages: readonly string[],
  _namespace: string,
  key: string,
  _fallback: string,
  _update: boolean,
  options: { defaultValue?: unknown },
): void {
  if (options.defaultValue !== undefined) return;
  console.error(`${MISSING_TEXT_REPORT} ${key} (${languages.join(', ')})`);
}

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

// Top-level await: main.tsx renders only once the visitor's shell texts are loaded, so the
// first render is already in that language (no flash of English, no Suspense); the page's own
// texts load with its route (app/routes.tsx). A language change later loads that language's
// shell and the groups in use first, then switches.
await i18n
  .use(textsPerPart)
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
    saveMissing: true,
    missingKeyHandler: reportMissingText,
  });

applyLanguage(i18n.resolvedLanguage ?? i18n.language);

export default i18n;
