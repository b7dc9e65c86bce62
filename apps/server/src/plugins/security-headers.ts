import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser-facing security headers on every answer. One policy fits every page (storefront,
 * admin panel, /media, /api/docs) because every page is built from files on this origin; the
 * API's own answers carry a stricter, shorter set (API_ANSWER_HEADERS below):
 *
 * - Scripts only from this origin ('self'): the storefront's and the admin's Vite builds load
 *   their code from /assets files, swagger-ui from /api/docs/static files; no page has an
 *   inline script. The JSON-LD block in the storefront's head is data (type
 *   application/ld+json), which the browser never runs, so CSP does not apply to it.
 * - Styles also allow 'unsafe-inline': react-admin's MUI (emotion) and Radix UI (scroll locks,
 *   popper positioning) insert <style> elements at run time, and swagger-ui sets style
 *   attributes. Style injection cannot run code; script injection, the real risk, stays shut.
 * - Pictures from this origin, data: (icons inlined in CSS, swagger-ui) and blob: (the admin's
 *   preview of a picture before its upload).
 * - connect-src 'self': the web apps only call /api on this origin. Checkout leaves the shop by
 *   a top-level navigation to the payment page (window.location), which CSP does not govern,
 *   and no form of the shop posts anywhere else, so form-action stays 'self'.
 * - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no clickjacking.
 *
 * HSTS is sent only when the shop is reached over TLS: PUBLIC_URL is https, or the request came
 * over https (directly, or per X-Forwarded-Proto from a trusted proxy, see TRUST_PROXY). Sent
 * over plain http it would lock a local `npm start` out of its own http://localhost.
 */

export const CONTENT_SECURITY_POLICY_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year, the minimum the HSTS preload list accepts. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** CSP's header value: `name source source;name source` (the form helmet wrote before). */
function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers every answer carries, computed once. These are the headers @fastify/helmet 13
 * (helmet 8) sent with this policy; setting one constant object in one hook costs a fraction
 * of helmet's two hooks per request, which rebuilt the same values every time.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy(CONTENT_SECURITY_POLICY_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  // No other site may load the shop's answers into its pages (/media excepted below).
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * The API's answers (JSON, and the files it hands out: invoices, exports, private photos) are
 * never documents that load anything, so they carry the set OWASP's REST Security Cheat Sheet
 * asks of every API answer and nothing meant for HTML: a policy that allows nothing and no
 * framing, nosniff, DENY for old browsers, and no reading by other sites. The API explorer
 * (/api/docs) is a page and keeps the page set. Issue 30: the page set's eleven headers were
 * about 700 of the 835 header bytes on each catalogue answer.
 */
const API_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  }),
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Answers of the API except its explorer, which is a page. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Product pictures appear in mails and link previews read by other sites' pages. */
const MEDIA_HEADERS = Object.freeze({
  ...SECURITY_HEADERS,
  'cross-origin-resource-policy': 'cross-origin',
});

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const alwaysTls = new URL(app.config.publicUrl).protocol === 'https:';
    const withHsts = (headers: Readonly<Record<string, string>>) =>
      Object.freeze({ ...headers, 'strict-transport-security': HSTS });
    const everyAnswer = alwaysTls ? withHsts(SECURITY_HEADERS) : SECURITY_HEADERS;
    const mediaAnswer = alwaysTls ? withHsts(MEDIA_HEADERS) : MEDIA_HEADERS;
    const apiAnswer = alwaysTls ? withHsts(API_ANSWER_HEADERS) : API_ANSWER_HEADERS;

    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
      const { url } = request;
      void reply.headers(
        isApiAnswer(url) ? apiAnswer : url.startsWith('/media/') ? mediaAnswer : everyAnswer,
      );
      // Behind a TLS-terminating proxy (TRUST_PROXY) with an http PUBLIC_URL.
      if (!alwaysTls && request.protocol === 'https') {
        void reply.header('strict-transport-security', HSTS);
      }
      done();
    });
  },
  { name: 'security-headers' },
);
