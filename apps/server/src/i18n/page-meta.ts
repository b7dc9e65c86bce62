import { pageMetaTables } from '@shop/contracts';
import en from '../locales/en/translation.json' with { type: 'json' };
import fr from '../locales/fr/translation.json' with { type: 'json' };
import nl from '../locales/nl/translation.json' with { type: 'json' };

/**
 * The pages' titles and descriptions for the first HTML answer, from the locale files' `seo`
 * texts (the storefront's locale files say the same; locales.test.ts checks it).
 */
const tables = pageMetaTables({ en: en.seo, nl: nl.seo, fr: fr.seo });

export const PAGE_META = tables.pages;
export const CATEGORY_META = tables.categories;
export const NOT_FOUND_META = tables.notFound;
