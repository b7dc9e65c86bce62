import type { Page } from '@playwright/test';

export const LANGUAGE_NAMES = { en: 'English', nl: 'Nederlands', fr: 'Français' } as const;

/** Picks a language the way a shopper does: the header's language menu. */
export async function chooseLanguage(page: Page, language: keyof typeof LANGUAGE_NAMES) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^(Language|Taal|Langue)$/ }).click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click();
}
