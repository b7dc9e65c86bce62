/** The languages of the back office, as the storefront has them. */
export const ADMIN_LOCALES = ['en', 'nl', 'fr'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];

/** The staff member's own choice, kept in this browser (not in react-admin's store, which
 * signing out clears). */
export const LANGUAGE_STORAGE_KEY = 'admin_language';

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (ADMIN_LOCALES as readonly string[]).includes(value);
}

/**
 * The language to open in: the one chosen before in this browser, else the browser's first
 * language the back office speaks ("nl-BE" → nl), else English.
 */
export function initialLocale(
  stored: string | null,
  browserLanguages: readonly string[],
): AdminLocale {
  if (isAdminLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isAdminLocale(base)) return base;
  }
  return 'en';
}
