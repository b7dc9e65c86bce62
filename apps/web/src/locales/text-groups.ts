/**
 * Which of the visitor's texts each part of the storefront loads (ADR 0101). The locale files
 * stay one file per language, whole: this table picks sections (`home`) or sub-sections
 * (`accounts.menu`) out of them, and the build (vite.config.ts, `localeTexts`) makes each group
 * a chunk of its own per language. `shell` is loaded before the first render of every page; a
 * page's group with the page's chunk, before it renders (app/routes.tsx); the other groups with
 * the part that is loaded on demand (`withTexts` in lib/texts.ts).
 *
 * A text a part shows but its groups lack is a missing text: the storefront reports it
 * (app/i18n.ts) and the browser suite fails on it (e2e/support/test.ts,
 * e2e/tests/texts-per-page.spec.ts). Add the text's section here when a part starts using one.
 */

/** The neutral head every page's head returns to when it is left (hooks/use-page-head.ts). */
const PAGE_HEAD = 'seo.pages.home';

export const TEXT_GROUPS = {
  /** The header, footer, closed menus and panels' buttons, error page: every page, first. */
  shell: [
    'meta',
    'common',
    'nav',
    'language',
    'footer',
    'errors',
    'seller',
    'accounts.menu',
    'cart.card',
    'cart.dropdown',
    'cart.errors',
    'cart.proceedToCheckout',
    'product.addToCart',
    'product.addedToCart',
  ],

  // Parts loaded on demand, with their chunk.
  /** The signed-in visitor's cart button and its badge (features/cart/components/CartDropdown). */
  cartButton: ['cart.added', 'cart.dismiss', 'cart.itemOne', 'cart.itemOther'],
  cartPanel: ['cart', 'carriers', 'pickupPoints', 'validation', 'checkoutSuccess.countries'],
  checkoutForm: ['cart', 'checkout', 'shipping', 'validation'],
  checkoutAlert: ['checkout'],
  /** The sign-in, sign-up and password panels, and the account pages. */
  accounts: ['accounts', 'validation'],

  // Pages (app/routes.tsx).
  home: ['home', 'about.figures', 'testimonials', 'products.card', 'product.sale', PAGE_HEAD],
  products: ['products', 'product.sale', 'seo.pages.products', 'seo.categories', PAGE_HEAD],
  product: [
    'product',
    'products.availability',
    'products.card',
    'products.categories',
    'giftCards',
    'seo.pages.products',
    'seo.notFound',
    PAGE_HEAD,
  ],
  cart: ['cart', 'carriers', 'checkoutSuccess', 'pickupPoints', 'validation', 'vat'],
  checkoutSuccess: ['checkoutSuccess', 'documents', 'orders', 'paymentMethods', 'vat'],
  myOrders: ['orders', 'carriers', 'documents', 'paymentMethods', 'vat', 'giftCards', 'validation'],
  about: ['about', 'testimonials', 'seo.pages.about', PAGE_HEAD],
  contact: ['contact', 'validation', 'seo.pages.contact', PAGE_HEAD],
  shipping: ['shipping', 'deliveryRates', 'seo.pages.shipping', PAGE_HEAD],
  returns: ['returns', 'seo.pages.returns', PAGE_HEAD],
  help: ['help', 'seo.pages.help', PAGE_HEAD],
  wrapping: ['wrapping', 'seo.pages.wrapping', PAGE_HEAD],
  terms: ['terms', 'deliveryRates', 'seo.pages.terms', PAGE_HEAD],
  privacy: ['privacy', 'seo.pages.privacy', PAGE_HEAD],
  legal: ['legal', 'seo.pages.legal', PAGE_HEAD],
  accessibility: ['accessibility', 'seo.pages.accessibility', PAGE_HEAD],
  withdrawalForm: ['withdrawalForm', 'seo.pages.withdrawalForm', PAGE_HEAD],
  withdraw: ['withdraw', 'orders', 'validation', 'seo.pages.withdraw', PAGE_HEAD],
  unsubscribe: ['unsubscribe'],
  notFound: ['notFound', 'seo.notFound', PAGE_HEAD],
} as const satisfies Record<string, readonly string[]>;

export type TextGroup = keyof typeof TEXT_GROUPS;

type Texts = Record<string, unknown>;

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text's reference to another (`$t(withdrawalRules.period)`, i18next's nesting). */
const NESTED_TEXT = /\$t\(([\w.]+)/g;

function nestedPaths(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(NESTED_TEXT)].map((match) => match[1]!);
  return isTexts(value) ? Object.values(value).flatMap(nestedPaths) : [];
}

/**
 * The texts at `paths` (dotted, from the top of a locale file), in the file's own shape:
 * `['cart.card', 'nav']` gives `{ cart: { card: … }, nav: … }`, with the texts they refer to
 * (`$t(…)`) included. A path the file lacks is an error, so that a typo in the table breaks
 * the build instead of a page.
 */
export function pickTexts(texts: Texts, paths: readonly string[]): Texts {
  const picked: Texts = {};
  const pending = [...paths];
  const done = new Set<string>();
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    if (done.has(path)) continue;
    done.add(path);
    const segments = path.split('.');
    let from: unknown = texts;
    let into = picked;
    segments.forEach((segment, index) => {
      if (!isTexts(from) || !(segment in from)) {
        throw new Error(`The locale file has no texts at "${path}" (locales/text-groups.ts).`);
      }
      from = from[segment];
      if (index === segments.length - 1) into[segment] = from;
      else into = (isTexts(into[segment]) ? into[segment] : (into[segment] = {})) as Texts;
    });
    pending.push(...nestedPaths(from));
  }
  return picked;
}

/** Adds `source`'s texts to `target`, section into section. */
export function mergeTexts(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isTexts(existing) && isTexts(value) ? mergeTexts({ ...existing }, value) : value;
  }
  return target;
}
