import type { TranslationMessages } from 'react-admin';
import type { ShopMessages } from './en';
import type { AdminLocale } from './locales';
import { richTextMessages } from './rich-text';

/** The shop signs in with the e-mail address (spec §7), in the field react-admin calls username. */
const SIGN_IN_NAME: Record<AdminLocale, string> = {
  en: 'E-mail',
  nl: 'E-mailadres',
  fr: 'Adresse e-mail',
};

/** Every text of the back office in one language: react-admin's and the shop's own. */
export function catalogue(
  locale: AdminLocale,
  reactAdmin: TranslationMessages,
  shop: ShopMessages,
): TranslationMessages {
  const ra = {
    ...reactAdmin.ra,
    auth: { ...reactAdmin.ra.auth, username: SIGN_IN_NAME[locale] },
    tiptap: richTextMessages[locale],
  };
  return { ...reactAdmin, ra, ...shop };
}

/**
 * One language's catalogue, its own chunk (`catalogue-<locale>.ts`): the panel downloads only
 * the language it opens in, and another one when the staff member switches to it.
 */
export async function loadCatalogue(locale: AdminLocale): Promise<TranslationMessages> {
  switch (locale) {
    case 'nl':
      return (await import('./catalogue-nl')).nlCatalogue;
    case 'fr':
      return (await import('./catalogue-fr')).frCatalogue;
    default:
      return (await import('./catalogue-en')).enCatalogue;
  }
}
