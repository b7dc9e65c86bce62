import type { FastifyBaseLogger, FastifyRequest, LogLevel } from 'fastify';
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

type ChildArguments = Parameters<FastifyBaseLogger['child']>;

/**
 * Fastify makes a child logger for each request, and pino builds a child's bindings at once,
 * through the stringifiers of the redaction above: about 1.9 µs a request with the wildcard
 * paths (0.4 µs without them), paid by every request although at the production level almost
 * none writes a line (issue 30). The child is made when its request first writes a line, so
 * the paths keep their reach and a quiet request pays nothing for them.
 */
export function requestChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: ChildArguments[0],
  options: NonNullable<ChildArguments[1]>,
): FastifyBaseLogger {
  // A route's own level, or a logger that cannot say which levels it writes: made at once.
  if (options.level !== undefined || !saysWhichLevelsItWrites(logger)) {
    return logger.child(bindings, options);
  }
  return new ChildOnFirstLine(logger, bindings, options);
}

type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** Pino's loggers do; Fastify's stand-in when logging is off does not. */
function saysWhichLevelsItWrites(logger: FastifyBaseLogger): logger is LevelAwareLogger {
  return typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
}

type LogLine = Parameters<FastifyBaseLogger['info']>;

class ChildOnFirstLine implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: ChildArguments[0],
    private readonly options: NonNullable<ChildArguments[1]>,
  ) {}

  private childLogger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Exclude<LogLevel, 'silent'>, line: LogLine): void {
    if (this.made !== undefined || this.parent.isLevelEnabled(level))
      this.childLogger()[level](...line);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.childLogger().level = level;
  }
  fatal(...line: LogLine): void {
    this.write('fatal', line);
  }
  error(...line: LogLine): void {
    this.write('error', line);
  }
  warn(...line: LogLine): void {
    this.write('warn', line);
  }
  info(...line: LogLine): void {
    this.write('info', line);
  }
  debug(...line: LogLine): void {
    this.write('debug', line);
  }
  trace(...line: LogLine): void {
    this.write('trace', line);
  }
  silent(): void {}
  child(...childArguments: ChildArguments): FastifyBaseLogger {
    return this.childLogger().child(...childArguments);
  }
}
