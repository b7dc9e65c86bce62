import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from '@shop/contracts';
import { readStorage, writeStorage } from './storage';

/**
 * Each language's name in that language. These are deliberately not translated: a visitor
 * looks for their own language's name ("Nederlands", "Français") whatever the current one is.
 */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
};

/** BCP 47 locales used for number and date formatting (Belgian shop, euro prices). */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  nl: 'nl-BE',
  fr: 'fr-BE',
};

/** Normalises anything language-like ("fr", "fr-BE", undefined) to a supported language. */
export function toLanguage(value: string | null | undefined): Language {
  const base = value?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The language saved by the visitor (spec §3: localStorage key `language`, absent means en). */
export function readStoredLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** True when the visitor has chosen a language at some point (it is stored). */
export function hasStoredLanguage(): boolean {
  return isLanguage(readStorage(LANGUAGE_STORAGE_KEY));
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Saves the choice (spec §3: localStorage `language`) and sends it along as a cookie, so the
 * server renders the next page in this language when its address names none.
 */
export function storeLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The language named in the address (`?lang=nl`): every page has one URL per language for
 * search engines, and a visitor arriving through one gets that language.
 */
export function readUrlLanguage(): Language | null {
  const value = new URLSearchParams(globalThis.location?.search ?? '').get(
    LANGUAGE_QUERY_PARAMETER,
  );
  return isLanguage(value) ? value : null;
}

/**
 * Names `language` in an address's query (`?lang=`), or leaves the parameter out for null; its
 * other parameters kept. The one writer of the parameter in the storefront.
 */
export function setQueryLanguage(query: URLSearchParams, language: Language | null) {
  if (language) query.set(LANGUAGE_QUERY_PARAMETER, language);
  else query.delete(LANGUAGE_QUERY_PARAMETER);
  return query;
}

/**
 * After a language change, an address that names a language names the new one, so reloading
 * or sharing it shows what the visitor sees; English by leaving the parameter out, as its
 * canonical address does (the choice is remembered in the cookie). The router's history entry
 * is kept as it is.
 */
export function syncUrlLanguage(language: Language): void {
  const location = globalThis.location;
  if (!location) return;
  const url = new URL(location.href);
  const named = url.searchParams.get(LANGUAGE_QUERY_PARAMETER);
  if (named === null || named === language) return;
  setQueryLanguage(url.searchParams, language === DEFAULT_LANGUAGE ? null : language);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The interface language right now, for code outside React (the API client).
 * Falls back to the stored language before i18next is initialised.
 */
export function getCurrentLanguage(): Language {
  const active = i18next.resolvedLanguage ?? i18next.language;
  return active ? toLanguage(active) : readStoredLanguage();
}
