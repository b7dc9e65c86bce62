import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/contracts';
import en from '../locales/en/translation.json';
import nl from '../locales/nl/translation.json';
import fr from '../locales/fr/translation.json';
import {
  readStoredLanguage,
  readUrlLanguage,
  storeLanguage,
  syncUrlLanguage,
  toLanguage,
} from '../lib/language';

export const resources = {
  en: { translation: en },
  nl: { translation: nl },
  fr: { translation: fr },
} as const;

function applyLanguage(lng: string): void {
  const language = toLanguage(lng);
  // Spec §4: the language is saved on every change.
  storeLanguage(language);
  syncUrlLanguage(language);
  // Screen readers, hyphenation and spell-checkers follow <html lang>.
  document.documentElement.lang = language;
}

i18n.on('languageChanged', applyLanguage);

// The three translation files are small and bundled, so initialisation is synchronous and
// the first render is already in the visitor's language (no flash of English, no Suspense).
void i18n.use(initReactI18next).init({
  resources,
  // A language in the address (?lang=fr) counts as the visitor's choice and is stored as such.
  lng: readUrlLanguage() ?? readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes.
  returnNull: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

applyLanguage(i18n.resolvedLanguage ?? i18n.language);

export default i18n;
