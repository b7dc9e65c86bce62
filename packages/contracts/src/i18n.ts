import { z } from 'zod';

/** Interface and content languages. English is the default and the fallback for missing texts. */
export const LANGUAGES = ['en', 'nl', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** The same answer as `languageSchema`, without a parse: for the paths read on every request. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where the storefront keeps the chosen language (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The same choice sent along as a cookie, so the server renders a page in the visitor's
 * language when the address names none.
 */
export const LANGUAGE_COOKIE = 'language';
