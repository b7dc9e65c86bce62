import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  CATEGORY_SLUGS,
  DEFAULT_LANGUAGE,
  HEAD_TAG_MARKER,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGES,
  STOREFRONT_ROUTES,
  alternateLinks,
  isIndexableRoute,
  languageSchema,
  localisedUrl,
  matchStorefrontPath,
  requestTargetUrl,
  pageHeadTags,
  type CategorySlug,
  type Language,
  type PageHead,
  type StaticIndexableRoute,
  type StorefrontRoute,
} from '@shop/contracts';
import { CATEGORY_META, NOT_FOUND_META, PAGE_META } from '../i18n/page-meta.js';
import { isRefusedValue } from './errors.js';

/**
 * What the first HTML answer of a page says about it: title, description, canonical address
 * and language alternates, Open Graph tags and, for products, JSON-LD. The server writes it
 * into the app shell before sending it, so search engines and link previews read it without
 * running JavaScript; the storefront then keeps the same tags up to date (the tag list comes
 * from @shop/contracts for both, and each tag carries `data-seo` so the storefront can find it).
 */
export type { PageHead };

export interface PageHeadRequest {
  route: StorefrontRoute;
  params: Record<string, string>;
  language: Language;
  /** The shop's public address, for absolute URLs. */
  origin: string;
}

/** Builds a page's head from data (a product); null means the page does not exist (404). */
export type PageHeadProvider = (request: PageHeadRequest) => Promise<PageHead | null>;

export interface SitemapEntry {
  /** Path without `lang`; the sitemap lists it in every language. */
  path: string;
  lastModified?: Date;
}

export interface ResolvedPage {
  status: 200 | 404 | 503;
  language: Language;
  head: PageHead;
  indexable: boolean;
}

export interface Seo {
  /** A module that owns a page's data describes that page (the catalogue: product pages). */
  providePageHead(route: StorefrontRoute, provider: PageHeadProvider): void;
  /** A module adds its pages to /sitemap.xml (the catalogue: every product). */
  addSitemapSource(source: () => Promise<SitemapEntry[]>): void;
  /**
   * The status and head of a storefront URL (path and query), in the language the address
   * names, else `preferred` (the visitor's stored choice), else English.
   */
  resolve(url: string, preferred?: Language): Promise<ResolvedPage>;
  /** The language `resolve` gives the page, without resolving it. */
  language(url: string, preferred?: Language): Language;
  /** The app shell with the page's head written in. */
  renderShell(shell: string, page: ResolvedPage): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    seo: Seo;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function renderHeadTags(
  head: PageHead,
  language: Language,
  origin: string,
  indexable: boolean,
): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const { tag, attributes, text } of pageHeadTags(head, language, origin, indexable)) {
    const attributeText = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(
      tag === 'script'
        ? `<script ${attributeText} ${HEAD_TAG_MARKER}>${text ?? ''}</script>`
        : `<${tag} ${attributeText} ${HEAD_TAG_MARKER} />`,
    );
  }
  return lines.join('\n    ');
}

const SEO_BLOCK = /<!--\s*seo\s*-->[\s\S]*?<!--\s*\/seo\s*-->/;

/** Puts the head into the shell: between its `<!--seo-->` markers, or before `</head>`. */
export function injectHead(shell: string, tags: string, language: Language): string {
  const withLanguage = shell.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, ` lang="${language}"`)
      : tag.replace(/>$/, ` lang="${language}">`),
  );
  if (SEO_BLOCK.test(withLanguage)) {
    return withLanguage.replace(SEO_BLOCK, () => `<!--seo-->\n    ${tags}\n    <!--/seo-->`);
  }
  return withLanguage
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

function requestedLanguage(query: URLSearchParams, preferred: Language | undefined): Language {
  const parsed = languageSchema.safeParse(query.get(LANGUAGE_QUERY_PARAMETER));
  return parsed.success ? parsed.data : (preferred ?? DEFAULT_LANGUAGE);
}

function categoryOf(query: URLSearchParams): CategorySlug | undefined {
  const value = query.get('category');
  return CATEGORY_SLUGS.find((slug) => slug === value);
}

function staticHead(route: StaticIndexableRoute, language: Language, query: URLSearchParams) {
  const category = route === 'products' ? categoryOf(query) : undefined;
  const meta = category ? CATEGORY_META[category][language] : PAGE_META[route][language];
  const path = category
    ? `${STOREFRONT_ROUTES.products}?category=${category}`
    : STOREFRONT_ROUTES[route];
  return { ...meta, path, type: 'website' } satisfies PageHead;
}

function notFoundHead(language: Language): PageHead {
  return { ...NOT_FOUND_META[language], path: null, type: 'website' };
}

/** Pages behind a sign-in and the login screens: the shop's own title, kept out of indexes. */
function privateHead(language: Language): PageHead {
  return { ...PAGE_META.home[language], path: null, type: 'website' };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = alternateLinks(origin, entry.path)
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('\n');
    const lastModified = entry.lastModified
      ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(localisedUrl(origin, entry.path, language))}</loc>${lastModified}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Kept out of crawlers: the API and the pages that belong to a signed-in customer or staff. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/cart',
  '/checkout/',
  '/data',
  '/my-orders',
  '/admin',
] as const;

export const seoPlugin = fp(async (app: FastifyInstance) => {
  const origin = new URL(app.config.publicUrl).origin;
  const providers = new Map<StorefrontRoute, PageHeadProvider>();
  const sitemapSources: Array<() => Promise<SitemapEntry[]>> = [];

  const seo: Seo = {
    providePageHead(route, provider) {
      providers.set(route, provider);
    },
    addSitemapSource(source) {
      sitemapSources.push(source);
    },
    language(url, preferred) {
      return requestedLanguage(requestTargetUrl(url, origin).searchParams, preferred);
    },
    async resolve(url, preferred) {
      const { pathname, searchParams } = requestTargetUrl(url, origin);
      const language = requestedLanguage(searchParams, preferred);
      const match = matchStorefrontPath(pathname);
      if (!match) return { status: 404, language, head: notFoundHead(language), indexable: false };
      if (!isIndexableRoute(match.route)) {
        return { status: 200, language, head: privateHead(language), indexable: false };
      }
      const provider = providers.get(match.route);
      if (provider) {
        let head: PageHead | null;
        try {
          head = await provider({ ...match, language, origin });
        } catch (error) {
          // A path PostgreSQL cannot even compare (a NUL character in the slug) names no page.
          if (isRefusedValue(error)) {
            return { status: 404, language, head: notFoundHead(language), indexable: false };
          }
          // The page's data cannot be read (database down): the shell still loads and shows
          // the app's own error; crawlers are told to come back later.
          app.log.error({ err: error, url }, 'could not build the page head');
          return { status: 503, language, head: privateHead(language), indexable: false };
        }
        if (!head) return { status: 404, language, head: notFoundHead(language), indexable: false };
        return { status: 200, language, head, indexable: true };
      }
      if (match.route === 'product') {
        // No module describes products (cannot happen in this app): serve the shell unindexed.
        return { status: 200, language, head: privateHead(language), indexable: false };
      }
      return {
        status: 200,
        language,
        head: staticHead(match.route, language, searchParams),
        indexable: true,
      };
    },
    renderShell(shell, page) {
      return injectHead(
        shell,
        renderHeadTags(page.head, page.language, origin, page.indexable),
        page.language,
      );
    },
  };
  app.decorate('seo', seo);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const staticPages: SitemapEntry[] = (Object.keys(PAGE_META) as StaticIndexableRoute[]).map(
      (route) => ({ path: STOREFRONT_ROUTES[route] }),
    );
    const categoryPages: SitemapEntry[] = CATEGORY_SLUGS.map((slug) => ({
      path: `${STOREFRONT_ROUTES.products}?category=${slug}`,
    }));
    const fromModules = (await Promise.all(sitemapSources.map((source) => source()))).flat();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(origin, [...staticPages, ...categoryPages, ...fromModules]));
  });
});
