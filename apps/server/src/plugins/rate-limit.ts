import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { AppError, type ErrorText } from '../errors.js';

/**
 * Rate limits that hold across every server instance on one database: fixed-window counters
 * in the `rate_limit_counters` table. A key's window opens at its first hit and lasts
 * `windowSeconds`; each hit is one atomic upsert, so concurrent requests never slip past a
 * limit by reading the same count. Keys name what they count, e.g. `signin:ip:203.0.113.7`
 * or `signin:account:marie@example.be`.
 */

export interface RateLimitRule {
  /** Hits allowed in one window; the next one is refused. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

export interface RateLimitOutcome {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  limited: boolean;
  /** Seconds until the window closes (at least 1). */
  retryAfterSeconds: number;
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Keys carry what a client typed (an e-mail address), and the key is the table's primary key:
 * a B-tree entry holds at most about 2.7 kB, so a long, incompressible key (thousands of
 * astral-plane characters) made PostgreSQL fail the insert and the request answer 500.
 * A key longer than this many UTF-8 bytes is stored as its readable head and a SHA-256 of the
 * whole, which counts the same hits under a bounded size.
 */
export const MAX_STORED_KEY_BYTES = 200;

export function storedRateLimitKey(key: string): string {
  if (Buffer.byteLength(key, 'utf8') <= MAX_STORED_KEY_BYTES) return key;
  const head = key.slice(0, key.indexOf(':', key.indexOf(':') + 1) + 1) || 'key:';
  return `${head.slice(0, 100)}sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export class RateLimiter {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit on each key (one statement for all of them) and says, per key, whether
   * the limit is now exceeded.
   */
  async hit(checks: readonly RateLimitCheck[]): Promise<RateLimitOutcome[]> {
    const unique = [
      ...new Map(checks.map((check) => [storedRateLimitKey(check.key), check] as const)).entries(),
    ].map(([storedKey, check]) => ({ ...check, storedKey }));
    if (unique.length === 0) return [];
    const rows = sql.join(
      unique.map(
        ({ storedKey, rule }) =>
          sql`(${storedKey}, 1, now() + make_interval(secs => ${rule.windowSeconds}))`,
      ),
      sql`, `,
    );
    // All SET expressions see the row as it was before this statement: an expired window
    // restarts at 1 with a fresh end, a current one counts up and keeps its end.
    const result = await this.db.execute<{ key: string; hits: number; retry_after: number }>(sql`
      insert into rate_limit_counters as counter (key, hits, window_ends_at)
      values ${rows}
      on conflict (key) do update set
        hits = case when counter.window_ends_at > now() then counter.hits + 1 else 1 end,
        window_ends_at = case
          when counter.window_ends_at > now() then counter.window_ends_at
          else excluded.window_ends_at
        end
      returning key, hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
    `);
    const byKey = new Map(result.rows.map((row) => [row.key, row]));
    return unique.map(({ key, storedKey, rule }) => {
      const row = byKey.get(storedKey);
      const hits = row?.hits ?? 1;
      return {
        key,
        hits,
        limited: hits > rule.limit,
        retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds),
      };
    });
  }

  /** Takes back one hit per key in its current window (an attempt that turned out fine). */
  async refund(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.execute(sql`
      update rate_limit_counters set hits = greatest(hits - 1, 0)
      where key in (${sql.join(
        keys.map((key) => sql`${storedRateLimitKey(key)}`),
        sql`, `,
      )}) and window_ends_at > now()
    `);
  }

  /** Forgets the keys' counts. */
  async reset(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.execute(sql`
      delete from rate_limit_counters where key in (${sql.join(
        keys.map((key) => sql`${storedRateLimitKey(key)}`),
        sql`, `,
      )})
    `);
  }

  /** Removes windows that closed a while ago; any instance may do it, it is idempotent. */
  async sweep(): Promise<number> {
    const result = await this.db.execute(
      sql`delete from rate_limit_counters where window_ends_at < now() - interval '1 minute'`,
    );
    return result.rowCount ?? 0;
  }
}

/**
 * Counts the hits and, when one of the keys is over its limit, answers 429 with a
 * `Retry-After` header and the message for the longest wait.
 */
export async function enforceRateLimits(
  app: FastifyInstance,
  reply: FastifyReply,
  checks: readonly RateLimitCheck[],
  message: (retryAfterSeconds: number) => string | ErrorText = (seconds) => ({
    key: 'errors.tooManyAttempts',
    values: { count: Math.max(1, Math.ceil(seconds)) },
  }),
): Promise<RateLimitOutcome[]> {
  const outcomes = await app.rateLimiter.hit(checks);
  const limited = outcomes.filter((outcome) => outcome.limited);
  if (limited.length > 0) {
    const retryAfter = Math.max(...limited.map((outcome) => outcome.retryAfterSeconds));
    reply.header('retry-after', String(retryAfter));
    throw new AppError('rate_limited', message(retryAfter));
  }
  return outcomes;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = new RateLimiter(app.database.db);
    app.decorate('rateLimiter', limiter);

    const timer = setInterval(() => {
      limiter.sweep().catch((error: unknown) => {
        app.log.warn({ err: error }, 'sweeping rate limit counters failed');
      });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit' },
);
