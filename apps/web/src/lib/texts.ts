import i18n from 'i18next';
import type { Language } from '@shop/contracts';
import { mergeTexts, type TextGroup } from '../locales/text-groups';

/**
 * The visitor's texts, loaded per part of the storefront (ADR 0101): each group of
 * locales/text-groups.ts is a chunk of its own per language (vite.config.ts, `localeTexts`).
 */

type Texts = Record<string, unknown>;
type TextChunks = Record<string, () => Promise<Texts>>;

// One glob per group: `import.meta.glob` takes only literal options. Keyed by the locale file.
const TEXT_CHUNKS: Record<TextGroup, TextChunks> = {
  shell: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=shell',
    import: 'default',
  }),
  cartButton: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=cartButton',
    import: 'default',
  }),
  cartPanel: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=cartPanel',
    import: 'default',
  }),
  checkoutForm: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=checkoutForm',
    import: 'default',
  }),
  checkoutAlert: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=checkoutAlert',
    import: 'default',
  }),
  accounts: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=accounts',
    import: 'default',
  }),
  home: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=home',
    import: 'default',
  }),
  products: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=products',
    import: 'default',
  }),
  product: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=product',
    import: 'default',
  }),
  cart: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=cart',
    import: 'default',
  }),
  checkoutSuccess: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=checkoutSuccess',
    import: 'default',
  }),
  myOrders: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=myOrders',
    import: 'default',
  }),
  about: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=about',
    import: 'default',
  }),
  contact: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=contact',
    import: 'default',
  }),
  shipping: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=shipping',
    import: 'default',
  }),
  returns: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=returns',
    import: 'default',
  }),
  help: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=help',
    import: 'default',
  }),
  wrapping: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=wrapping',
    import: 'default',
  }),
  terms: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=terms',
    import: 'default',
  }),
  privacy: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=privacy',
    import: 'default',
  }),
  legal: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=legal',
    import: 'default',
  }),
  accessibility: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=accessibility',
    import: 'default',
  }),
  withdrawalForm: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=withdrawalForm',
    import: 'default',
  }),
  withdraw: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=withdraw',
    import: 'default',
  }),
  unsubscribe: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=unsubscribe',
    import: 'default',
  }),
  notFound: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: '?texts=notFound',
    import: 'default',
  }),
};

function readGroup(language: Language, group: TextGroup): Promise<Texts> {
  const read = TEXT_CHUNKS[group][`../locales/${language}/translation.json`];
  if (!read) throw new Error(`No ${language} texts for ${group}.`);
  return read();
}

/**
 * Every group asked for so far. A route's `lazy` runs once, so a language chosen later must
 * bring the groups of the pages and panels already loaded too (`readTexts`).
 */
const groupsInUse = new Set<TextGroup>();
/** The languages whose texts i18next has asked for (app/i18n.ts). */
const languagesInUse = new Set<Language>();

/**
 * Loads a group's texts into i18next, in every language in use, before what needs them
 * renders. The server renderer has every text in memory (app/entry-server.tsx).
 */
async function loadTexts(group: TextGroup): Promise<void> {
  if (import.meta.env.SSR) return;
  groupsInUse.add(group);
  await Promise.all(
    [...languagesInUse].map(async (language) => {
      i18n.addResourceBundle(language, 'translation', await readGroup(language, group), true, true);
    }),
  );
}

/** A part's module loaded together with its texts: `withTexts('cartPanel', import('./CartPanel'))`. */
export async function withTexts<T>(group: TextGroup, module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadTexts(group)]);
  return loaded;
}

/**
 * A language's texts for i18next's backend (app/i18n.ts): the shell's and those of every group
 * in use, merged onto what the language already has (a group loaded meanwhile stays).
 */
export async function readTexts(language: Language): Promise<Texts> {
  languagesInUse.add(language);
  const groups = await Promise.all(
    (['shell', ...groupsInUse] as const).map((group) => readGroup(language, group)),
  );
  const current = i18n.getResourceBundle(language, 'translation') as Texts | undefined;
  return groups.reduce((all, texts) => mergeTexts(all, texts), mergeTexts({}, current ?? {}));
}
