import type { Availability, CategorySlug, ProductDetail, ResponsiveImage } from './catalog.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n.js';
import { productPath, type IndexableRoute } from './routes.js';

/**
 * What search engines and link previews read about each page. The server writes it into the
 * first HTML answer; the storefront keeps it right while the visitor navigates. Both read it
 * from here so the two never disagree.
 */
export const SHOP_NAME = 'Giftshop';

export interface PageMeta {
  /** The whole `<title>`, shop name included. */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
}

type Localised<T> = Record<Language, T>;

/** Pages with their own texts; the product page builds its texts from the product. */
export type StaticIndexableRoute = Exclude<IndexableRoute, 'product'>;

/**
 * The heads' texts of the pages, as the locale files keep them under `seo` (issue 25: texts
 * live in the locale files); a title says the shop's name as `{{shop}}`.
 */
export interface SeoTexts {
  pages: Record<StaticIndexableRoute, PageMeta>;
  categories: Record<CategorySlug, PageMeta>;
  notFound: PageMeta;
}

/** The heads' texts by page and language, read from each language's `seo` texts. */
export interface PageMetaTables {
  pages: Record<StaticIndexableRoute, Localised<PageMeta>>;
  /** The product list filtered on one category (`/products?category=…`): a page of its own. */
  categories: Record<CategorySlug, Localised<PageMeta>>;
  /** Unknown paths and products that do not exist. */
  notFound: Localised<PageMeta>;
}

export function pageMetaTables(texts: Record<Language, SeoTexts>): PageMetaTables {
  const withShop = (meta: PageMeta): PageMeta => ({
    title: meta.title.replaceAll('{{shop}}', SHOP_NAME),
    description: meta.description,
  });
  const byLanguage = (pick: (seo: SeoTexts) => PageMeta) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, withShop(pick(texts[language]))]),
    ) as Localised<PageMeta>;
  const table = <Name extends string>(
    names: readonly Name[],
    pick: (seo: SeoTexts, name: Name) => PageMeta,
  ) =>
    Object.fromEntries(names.map((name) => [name, byLanguage((seo) => pick(seo, name))])) as Record<
      Name,
      Localised<PageMeta>
    >;
  const english = texts[DEFAULT_LANGUAGE];
  return {
    pages: table(
      Object.keys(english.pages) as StaticIndexableRoute[],
      (seo, name) => seo.pages[name],
    ),
    categories: table(
      Object.keys(english.categories) as CategorySlug[],
      (seo, name) => seo.categories[name],
    ),
    notFound: byLanguage((seo) => seo.notFound),
  };
}

/** The title of a product page. */
export function productTitle(name: string): string {
  return `${name} | ${SHOP_NAME}`;
}

/** Open Graph locales of the three languages (a Belgian shop). */
export const OG_LOCALES: Localised<string> = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE' };

/** The query parameter that gives each language its own URL (hreflang needs one per language). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * The address of a page in a language: English without the parameter, the others with
 * `?lang=`. `path` may carry a query of its own (`/products?category=seasonal`).
 */
export function localisedUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.toString();
}

export interface AlternateLink {
  /** A language code, or `x-default` for visitors of any other language. */
  hreflang: string;
  href: string;
}

/** The hreflang alternates of a page: one per language and x-default (English). */
export function alternateLinks(origin: string, path: string): AlternateLink[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: localisedUrl(origin, path, language),
    })),
    { hreflang: 'x-default', href: localisedUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  pre_order: 'https://schema.org/PreOrder',
};

export interface ProductStructuredDataInput {
  name: string;
  /** Plain text. */
  description: string;
  /** The page's canonical address. */
  url: string;
  /** Absolute picture addresses. */
  images: string[];
  slug: string;
  /** Decimal string, two decimals, euros. */
  price: string;
  availability: Availability;
}

/** schema.org Product with its Offer, as search engines read it from JSON-LD. */
export function productStructuredData(input: ProductStructuredDataInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.slug,
    url: input.url,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price,
      priceCurrency: 'EUR',
      availability: SCHEMA_AVAILABILITY[input.availability],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so no `</script>` can end it. */
export function serializeStructuredData(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A page's head as both the server (first answer) and the storefront (while navigating)
 * write it.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path (and query, e.g. a category) without `lang`; null: not indexable. */
  path: string | null;
  type: 'website' | 'product';
  /** Shared picture: an absolute URL or a path of this shop. */
  image?: { url: string; width: number | null; height: number | null; alt: string };
  /** Extra Open Graph properties, e.g. product:price:amount. */
  openGraph?: Record<string, string>;
  structuredData?: unknown;
}

/** One element of the head; every one carries `data-seo` so the storefront can replace it. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A script's content. */
  text?: string;
}

export const HEAD_TAG_MARKER = 'data-seo';

/** The head elements of a page (its `<title>` aside), in a stable order. */
export function pageHeadTags(
  head: PageHead,
  language: Language,
  origin: string,
  indexable = head.path !== null,
): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push({ tag: 'meta', attributes: { [attribute]: key, content } });

  meta('name', 'description', head.description);
  if (!indexable) meta('name', 'robots', 'noindex');
  if (head.path !== null) {
    const canonical = localisedUrl(origin, head.path, language);
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
    for (const link of alternateLinks(origin, head.path)) {
      tags.push({
        tag: 'link',
        attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href },
      });
    }
    meta('property', 'og:url', canonical);
  }
  meta('property', 'og:site_name', SHOP_NAME);
  meta('property', 'og:type', head.type);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:locale', OG_LOCALES[language]);
  for (const other of LANGUAGES) {
    if (other !== language) meta('property', 'og:locale:alternate', OG_LOCALES[other]);
  }
  if (head.image) {
    meta('property', 'og:image', new URL(head.image.url, origin).toString());
    if (head.image.width) meta('property', 'og:image:width', String(head.image.width));
    if (head.image.height) meta('property', 'og:image:height', String(head.image.height));
    meta('property', 'og:image:alt', head.image.alt);
    meta('name', 'twitter:card', 'summary_large_image');
  } else {
    meta('name', 'twitter:card', 'summary');
  }
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    meta('property', property, content);
  }
  if (head.structuredData !== undefined) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: serializeStructuredData(head.structuredData),
    });
  }
  return tags;
}

/** Open Graph's words for availability (product:availability). */
const OPEN_GRAPH_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  pre_order: 'preorder',
};

/** The widest variant (link previews are shown large), or the original without variants. */
function previewPicture(image: Pick<ResponsiveImage, 'url' | 'width' | 'height' | 'variants'>) {
  const widest = image.variants.at(-1);
  if (!widest || !image.width || !image.height) {
    return { url: image.url, width: image.width, height: image.height };
  }
  return {
    url: widest.url,
    width: widest.width,
    height: Math.round((image.height * widest.width) / image.width),
  };
}

/** The head of /product/{slug}: name, summary, picture, price and a schema.org Product. */
export function productPageHead(
  product: ProductDetail,
  language: Language,
  origin: string,
  /** What the page says without a summary: the product list's description. */
  fallbackDescription: string,
): PageHead {
  const path = productPath(product.slug);
  const pictures = [
    ...(product.main_image ? [product.main_image] : []),
    ...product.carousel_images.map(({ image_url, alt_text, ...rest }) => ({
      ...rest,
      url: image_url,
      alt: alt_text,
    })),
  ];
  const first = pictures[0];
  return {
    title: productTitle(product.name),
    description: product.summary || fallbackDescription,
    path,
    type: 'product',
    ...(first ? { image: { ...previewPicture(first), alt: first.alt } } : {}),
    openGraph: {
      'product:price:amount': product.price,
      'product:price:currency': 'EUR',
      'product:availability': OPEN_GRAPH_AVAILABILITY[product.availability],
    },
    structuredData: productStructuredData({
      name: product.name,
      description: product.summary,
      url: localisedUrl(origin, path, language),
      images: pictures.map((picture) => new URL(previewPicture(picture).url, origin).toString()),
      slug: product.slug,
      price: product.price,
      availability: product.availability,
    }),
  };
}
