import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';

/** Bytes ready to send with their entity tag (a cached answer or page). */
export interface Entity {
  body: Buffer;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends `entity` with its entity tag: 304 when the client has it, otherwise compressed as
     * the client prefers, each encoding made once per entity tag and kept.
     */
    sendEntity(request: FastifyRequest, reply: FastifyReply, entity: Entity): FastifyReply;
  }
}

/** Public data that any visitor may cache and revalidate: the catalogue and the settings. */
const PUBLIC_API_PATHS = [/^\/api\/products(\/|$)/, /^\/api\/settings(\/|$)/];

/** Compressed public answers kept by entity tag: they are few and asked for constantly. */
const MAX_COMPRESSED_ANSWERS = 300;
/** Below this size compression gains less than its headers cost. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Decided once per route when it is registered, not by matching every request's path. */
function isPublicApiRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    methods.every((method) => method === 'GET' || method === 'HEAD') &&
    PUBLIC_API_PATHS.some((pattern) => pattern.test(route.url))
  );
}

function weakTagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Text encoded once, with its (weak: sent as identity, brotli or gzip) entity tag. */
export function entityOf(text: string): Entity {
  const body = Buffer.from(text);
  return { body, etag: weakTagOf(body) };
}

/** If-None-Match compared weakly (RFC 9110 §13.1.2): W/"x" and "x" name the same entity. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some(
      (candidate) => candidate.trim() === '*' || candidate.trim().replace(/^W\//, '') === opaque,
    );
}

/** The encoding the client prefers among the two we produce; null for none. */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*') ?? 0;
  const br = accepted.get('br') ?? wildcard;
  const gzip = accepted.get('gzip') ?? wildcard;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * `body` compressed as the browser prefers, with the headers saying so; for answers that no
 * route sends (not-found handlers), which @fastify/compress's per-route hook never sees.
 */
export function compressedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null || Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES) return body;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * HTTP caching and compression for the whole app:
 * - brotli or gzip, as the browser prefers, for HTML, JavaScript, CSS, JSON and SVG
 *   (@fastify/compress; the storefront's static files arrive compressed at build time);
 * - an entity tag on public API data (catalogue, settings) and 304 Not Modified when the
 *   browser's If-None-Match names it; these answers are compressed once per entity tag;
 * - keep-alive stays on (Node's default; Fastify keeps connections open between requests).
 */
export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // Static files served by @fastify/static may be text/javascript or image/svg+xml.
      customTypes: /^text\/|(?:\+|\/)(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/,
    });

    const compressed = new Map<string, Buffer>();
    const compressOnce = (etag: string, encoding: 'br' | 'gzip', body: string | Buffer): Buffer => {
      const key = `${encoding} ${etag}`;
      const known = compressed.get(key);
      if (known) return known;
      const bytes =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(body, { level: 9 });
      compressed.set(key, bytes);
      if (compressed.size > MAX_COMPRESSED_ANSWERS) {
        const oldest = compressed.keys().next();
        if (!oldest.done) compressed.delete(oldest.value);
      }
      return bytes;
    };

    /** The 304, or the body compressed as the client prefers (once per entity tag). */
    const entityPayload = (
      request: FastifyRequest,
      reply: FastifyReply,
      etag: string,
      payload: string | Buffer,
    ): string | Buffer => {
      reply.header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === null || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) {
        return payload;
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressOnce(etag, encoding, payload);
    };

    app.decorate('sendEntity', (request: FastifyRequest, reply: FastifyReply, entity: Entity) => {
      if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
      // A not-found handler is no route: @fastify/compress's hook does not see this answer.
      return reply.send(entityPayload(request, reply, entity.etag, entity.body));
    });

    /**
     * The public reads' entity tag, 304 and compression, on their routes only: the other routes
     * carry no hook for it, and no request's path is matched against patterns. A callback, not
     * an async function: it runs on every catalogue answer, and a promise each is work for
     * nothing (issue 30).
     */
    const entityTagOnSend: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        done(null, payload);
        return;
      }
      try {
        const given = reply.getHeader('etag');
        const etag = typeof given === 'string' ? given : weakTagOf(payload);
        // Revalidate every time: a catalogue change must show on the next page view.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
        const sent = entityPayload(request, reply, etag, payload);
        if (sent !== payload && sent !== '') reply.header('vary', 'accept-encoding');
        done(null, sent);
      } catch (error) {
        done(error as Error);
      }
    };

    app.addHook('onRoute', (route) => {
      if (!isPublicApiRead(route)) return;
      // First of the route's onSend hooks, before @fastify/compress's: it compresses once per
      // entity tag itself, and the tag names the uncompressed answer.
      const own = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [entityTagOnSend, ...own];
    });
  },
  { name: 'http-caching' },
);
