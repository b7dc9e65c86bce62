import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * What the server log may never hold: passwords, sign-in tokens, password-reset tokens, the
 * Stripe webhook signature. Fastify logs each request's method and URL (never headers or
 * bodies), so two things keep secrets out: the URL is masked where a secret travels in it
 * (the reset link's path, a few query parameters), and pino's `redact` replaces the fields
 * below wherever code logs a header set or a body by mistake.
 */

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  // A body logged as an object, at the top or one level down ({ body: {...} }).
  'password',
  '*.password',
  'new_password',
  '*.new_password',
  'current_password',
  '*.current_password',
  'refresh',
  '*.refresh',
  'access',
  '*.access',
  'token',
  '*.token',
];

const CENSOR = '[Redacted]';

/** Query parameters whose values are secrets if a client ever sends them in a URL. */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'refresh', 'access', 'password', 'key']);

/** The mailed links open /reset-password/<token> and /confirm-email/<token>: the path is the secret. */
const RESET_LINK_PATH = /^(\/(?:reset-password|confirm-email)\/)[^/?#]+/;

export function maskSecretsInUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    RESET_LINK_PATH,
    `$1${CENSOR}`,
  );
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The server's logger settings (level, redaction, request serializer); tests add a stream. */
export function serverLogOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: CENSOR },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: maskSecretsInUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
