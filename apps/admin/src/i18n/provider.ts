import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { loadCatalogue } from './messages';
import { screenText } from './screen-texts';
import {
  ADMIN_LOCALES,
  LANGUAGE_STORAGE_KEY,
  initialLocale,
  isAdminLocale,
  type AdminLocale,
} from './locales';

const LANGUAGE_NAMES: Record<AdminLocale, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page's language follows the staff member's, for screen readers and hyphenation. */
function announce(locale: AdminLocale) {
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts until the tab closes.
  }
}

/**
 * react-admin's polyglot provider over the three catalogues, once the catalogue of the language
 * it opens in has arrived (each language is its own chunk). It opens in the language chosen
 * before in this browser, else the browser's own, else English; each change is remembered
 * under our own localStorage key, which signing out (it clears react-admin's store) keeps.
 */
export async function loadI18nProvider(): Promise<I18nProvider> {
  const start = initialLocale(storedLanguage(), navigator.languages ?? [navigator.language]);
  const startMessages = await loadCatalogue(start);
  const polyglot = polyglotI18nProvider(
    (locale) => {
      const wanted = isAdminLocale(locale) ? locale : 'en';
      return wanted === start ? startMessages : loadCatalogue(wanted);
    },
    start,
    ADMIN_LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  );
  announce(start);
  return {
    ...polyglot,
    translate: (key, options) =>
      screenText(polyglot.getLocale(), key, options) ?? polyglot.translate(key, options),
    changeLocale: async (locale, options) => {
      const next = isAdminLocale(locale) ? locale : 'en';
      await polyglot.changeLocale(next, options);
      announce(next);
    },
  };
}
