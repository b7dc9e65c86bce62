import type { Language } from './i18n.js';

/**
 * The version of the terms and conditions the shop shows now: the date of their last change.
 * Checkout asks the customer to accept this version on the payment page and the order keeps
 * it beside the time of acceptance; the terms page shows it. Change it with the terms' text.
 */
export const TERMS_VERSION = '2026-11-27';

const LOCALES: Record<Language, string> = { en: 'en-BE', nl: 'nl-BE', fr: 'fr-BE' };

/** The version as people read it: "23 November 2026", "23 november 2026", "23 novembre 2026". */
export function termsVersionDate(language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${TERMS_VERSION}T00:00:00Z`));
}
