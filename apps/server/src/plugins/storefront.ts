import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/contracts';
import { HASHED_VARIANT_FILE } from '../media/variants.js';
import { StorageKeyError, storageFor, type FileStore } from '../storage/index.js';
import type { ResolvedPage } from './seo.js';
import { bootPreloads } from './boot-preloads.js';
import { compressedBody, entityOf } from './http-caching.js';
import {
  apiReader,
  assemblePage,
  cookieLanguage,
  languageCookieHeader,
  loadPageRenderer,
} from './page-rendering.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the built storefront (apps/web/dist) and the media folder from this origin.
 * Any other GET is a page, with its own head written in by the SEO plugin (title,
 * description, canonical, hreflang, Open Graph, JSON-LD): status 200 for the storefront's
 * routes, 404 for unknown paths and unknown products. Public pages come rendered to HTML in
 * the visitor's language (`?lang=`, else the language cookie, else English) by the web
 * build's renderer, kept as ready-to-send bytes per address and language in the catalogue's
 * never-stale cache (ADR 14, 20); the others are the app shell the browser renders.
 */
export const storefrontPlugin = fp(async (app: FastifyInstance) => {
  const { webDistDir, storage: storageSettings } = app.config;

  if (storageSettings.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storageSettings.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', mediaCacheControl(filePath));
      },
    });
  } else {
    serveMediaFromStore(app, storageFor(storageSettings).media);
  }

  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No storefront build in ${webDistDir}: run "npm run build" (npm start does it).`);
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request.method)
        ? reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .send('The storefront is not built yet. Run "npm run build", or use "npm run dev".')
        : reply.status(404).send(NOT_FOUND),
    );
    return;
  }
  const preloads = await bootPreloads(webDistDir);
  const appShell = await readFile(indexFile, 'utf8');
  const shells = new Map(
    LANGUAGES.map((language) => [language, preloads.shell(appShell, language)]),
  );
  const shellIn = (language: Language) => shells.get(language) ?? appShell;
  const renderer = await loadPageRenderer(webDistDir);
  if (!renderer)
    app.log.warn(`No server renderer beside ${webDistDir}: pages are rendered by the browser.`);
  const readApi = apiReader(app);

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // Our own cache-control below; without this @fastify/static overwrites it with max-age=0.
    cacheControl: false,
    // The web build writes .br and .gz beside each text asset (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite puts content hashes in every file name under assets/.
      const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? ONE_YEAR : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request.method)) return reply.status(404).send(NOT_FOUND);
    const preferred = cookieLanguage(request.headers.cookie);
    rememberAddressLanguage(reply, app.seo.language(request.url, preferred), preferred);
    let page: ResolvedPage | undefined;
    if (renderer) {
      const language = app.seo.language(request.url, preferred);
      // The catalogue's cache: a page shows products, so any catalogue change, on any
      // instance, empties it like the API's answers (ADR 14).
      const rendered = await app.catalogCache.answer(
        JSON.stringify(['page', request.url, language]),
        async () => {
          page = await app.seo.resolve(request.url, language);
          // The page's data cannot be read: the shell goes out, the browser shows the error.
          if (page.status === 503) return null;
          const body = await renderer.renderPage({
            url: request.url,
            language,
            readApi,
          });
          if (!body) return null;
          const shell = body.page
            ? preloads.page(shellIn(language), language, body.page)
            : shellIn(language);
          const html = assemblePage(app.seo.renderShell(shell, page), body);
          return { answer: { ...entityOf(html), status: page.status }, keep: true };
        },
      );
      if (rendered) {
        return app.sendEntity(
          request,
          reply
            .status(rendered.status ?? 200)
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-encoding, cookie')
            .type('text/html; charset=utf-8'),
          rendered,
        );
      }
    }
    page ??= await app.seo.resolve(request.url, preferred);
    // Not-found handlers are no routes, so @fastify/compress's per-route hook misses them.
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(compressedBody(request, reply, app.seo.renderShell(shellIn(page.language), page)));
  });
});

/**
 * A language in the address counts as the visitor's choice, as the storefront does when it
 * starts: the cookie says so, so the next page is in that language too, even when it is
 * opened without JavaScript from a link without `?lang=`.
 */
function rememberAddressLanguage(
  reply: FastifyReply,
  language: Language,
  preferred: Language | undefined,
): void {
  if (language === (preferred ?? DEFAULT_LANGUAGE)) return;
  reply.header('set-cookie', languageCookieHeader(language));
}

/** Only GET and HEAD can ask for a page; anything else that matched no route is JSON 404. */
function isPageRequest(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

const NOT_FOUND = { code: 'not_found', detail: 'Not found.' } as const;

/** Picture variants carry a hash of their original in the name: they never change. */
function mediaCacheControl(key: string): string {
  return HASHED_VARIANT_FILE.test(key) ? ONE_YEAR : ONE_DAY;
}

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  json: 'application/json',
};

/**
 * /media from a bucket (ADR 0082): every instance answers every picture. Only the public
 * area is read here; a key that is not a plain path, or a file that is not there, is a 404.
 */
function serveMediaFromStore(app: FastifyInstance, media: FileStore): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const stored = await media.get(key).catch((error: unknown) => {
        if (error instanceof StorageKeyError) return null;
        throw error;
      });
      if (!stored) return reply.status(404).send(NOT_FOUND);
      const extension = /\.([a-z]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
      return reply
        .header('cache-control', mediaCacheControl(key))
        .type(stored.contentType ?? MEDIA_TYPES[extension] ?? 'application/octet-stream')
        .send(stored.body);
    },
  );
}
