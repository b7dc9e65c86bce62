import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@shop/contracts';
import { HASHED_VARIANT_FILE } from '../media/variants.js';
import { compressedBody } from './http-caching.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the built storefront (apps/web/dist) and the media folder from this origin.
 * Any other GET gets the app shell with the page's own head written in by the SEO plugin
 * (title, description, canonical, hreflang, Open Graph, JSON-LD): status 200 for the
 * storefront's routes, 404 for unknown paths and unknown products, where the app shows its
 * not-found page.
 */
export const storefrontPlugin = fp(async (app: FastifyInstance) => {
  const { webDistDir, mediaDir } = app.config;

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Picture variants carry a hash of their original in the name: they never change.
      res.setHeader('cache-control', HASHED_VARIANT_FILE.test(filePath) ? ONE_YEAR : ONE_DAY);
    },
  });

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
  const shells = await shellsByLanguage(await readFile(indexFile, 'utf8'), webDistDir);

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
    const page = await app.seo.resolve(request.url);
    // Not-found handlers are no routes, so @fastify/compress's per-route hook misses them.
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(compressedBody(request, reply, app.seo.renderShell(shells(page.language), page)));
  });
});

/** Only GET and HEAD can ask for a page; anything else that matched no route is JSON 404. */
function isPageRequest(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

const NOT_FOUND = { code: 'not_found', detail: 'Not found.' } as const;

/**
 * The app shell for each language, naming that language's translation chunk as a
 * modulepreload: the storefront waits for its texts before the first render, and the browser
 * can then fetch them beside the entry instead of after it. The chunk names come from the
 * build's manifest (vite.config.ts); without one the shell stays as it is.
 */
async function shellsByLanguage(
  shell: string,
  webDistDir: string,
): Promise<(language: Language) => string> {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file?: string }>)
    : {};
  const byLanguage = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const chunk = manifest[`src/locales/${language}/translation.json`]?.file;
    byLanguage.set(
      language,
      chunk
        ? shell.replace(
            '</head>',
            `  <link rel="modulepreload" crossorigin href="/${chunk}" />\n  </head>`,
          )
        : shell,
    );
  }
  return (language) => byLanguage.get(language) ?? shell;
}
