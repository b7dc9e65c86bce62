import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the back office (apps/admin/dist, a react-admin single-page app) at /admin/. Its
 * files are public like the storefront's; the data behind it is guarded by /api/admin/.
 * Any other GET below /admin/ gets its index.html, so a reload on /admin/products/3 works.
 * Registered before the storefront, whose catch-all would otherwise answer these paths.
 */
export async function adminAppPlugin(app: FastifyInstance): Promise<void> {
  const distDir = app.config.adminDistDir;
  const indexFile = path.join(distDir, 'index.html');

  // With ignoreTrailingSlash, /admin reaches the /admin/ route; relative asset URLs need the slash.
  const withSlash = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', query] = request.url.split('?', 2);
    if (pathname.endsWith('/')) return false;
    void reply.redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`, 301);
    return true;
  };

  if (!existsSync(indexFile)) {
    app.log.warn(`No admin panel build in ${distDir}: run "npm run build" (npm start does it).`);
    const notBuilt = (reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The admin panel is not built yet. Run "npm run build".');
    app.get('/admin/', (request, reply) => withSlash(request, reply) || notBuilt(reply));
    app.get('/admin/*', (_request, reply) => notBuilt(reply));
    return;
  }
  const shell = await readFile(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    index: false,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite puts content hashes in every file name under assets/.
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? ONE_YEAR : 'no-cache');
    },
  });

  const sendShell = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(shell);
  app.get('/admin/', (request, reply) => withSlash(request, reply) || sendShell(reply));
  // A missing asset is a 404, not the app: a stale tab must not parse HTML as JavaScript.
  app.get('/admin/*', (request, reply) => {
    if (request.url.startsWith('/admin/assets/')) {
      return reply.status(404).send({ code: 'not_found', detail: 'Not found.' });
    }
    return sendShell(reply);
  });
}
