import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { en, type ShopMessages } from './en';
import { fr } from './fr';
import { nl } from './nl';
import type { AdminLocale } from './locales';
import { reactAdminDutch } from './react-admin-nl';
import { richTextMessages } from './rich-text';

/** The shop signs in with the e-mail address (spec §7), in the field react-admin calls username. */
const SIGN_IN_NAME: Record<AdminLocale, string> = {
  en: 'E-mail',
  nl: 'E-mailadres',
  fr: 'Adresse e-mail',
};

function catalogue(
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

/** Every text of the back office in each of its languages: react-admin's and the shop's own. */
export const catalogues: Record<AdminLocale, TranslationMessages> = {
  en: catalogue('en', englishMessages, en),
  nl: catalogue('nl', reactAdminDutch, nl),
  fr: catalogue('fr', frenchMessages, fr),
};
