import { createHash } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The channel the triggers of migration 0006 notify on every catalogue change. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';
/** How the listening connection shows in pg_stat_activity (and how tests find it). */
export const CATALOG_LISTENER_NAME = 'giftshop-catalog-listener';
/** The longest delay a Node timer takes (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;
/** A listening connection that does not answer within this time counts as lost for the request. */
const CATCH_UP_TIMEOUT_MS = 1_000;
/** A serialised API answer kept ready to send, with its entity tag. */
export interface CachedAnswer {
  /**
   * The JSON text exactly as the route's response schema serialises it, encoded once: a
   * Buffer goes to the socket as it is, a string would be encoded to UTF-8 on every send.
   */
  body: Buffer;
  /** An entity tag of `body`, for If-None-Match. */
  etag: string;
  /** The HTTP status when it is not 200 (a server-rendered page of an unknown product: 404). */
  status?: number;
}

export function answerOf(json: string): CachedAnswer {
  const body = Buffer.from(json);
  const digest = createHash('sha1').update(body).digest('base64url');
  // Weak: the same entity goes out as identity, brotli or gzip bytes.
  return { body, etag: `W/"${digest}"` };
}

/** An answer in the cache, and whether it was asked for again since it was kept or passed over. */
interface KeptAnswer {
  answer: CachedAnswer;
  askedAgain: boolean;
}

/**
 * Resolves true once every change committed before the call has been received (the change
 * notifications came in), false when that cannot be known (no listening connection).
 */
export type CatchUp = () => Promise<boolean>;

/**
 * Serialised catalogue answers (list and detail, per language and query) kept in memory, at
 * most `maxEntries`, the oldest not asked for again leaving first (see `#dropOne`).
 *
 * Never stale: every change to products, their pictures or categories makes PostgreSQL
 * notify 'catalog_changed' (migration 0006) to every instance on the database, and each one
 * drops its answers. A notification travels on its own connection and may still be on its
 * way when the change's author asks again, so before answering from memory the cache makes
 * sure it has caught up: one round trip on the listening connection, shared by all requests
 * waiting at that moment, after which every notification of an earlier commit has arrived
 * (PostgreSQL sends them ahead of the query's answer). Without a listening connection every
 * request reads the database. An answer read while a notification came in is not kept.
 */
export class CatalogCache {
  readonly #entries = new Map<string, KeptAnswer>();
  readonly #maxEntries: number;
  readonly #events = new EventEmitter();
  #generation = 0;
  #catchUp: CatchUp | null = null;
  #timer: NodeJS.Timeout | undefined;
  #timerAt: number | null = null;

  constructor({ maxEntries }: { maxEntries: number }) {
    // Room is made before an answer goes in, so a cache of no answers would still keep one.
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`A catalogue cache keeps at least one answer (asked: ${maxEntries}).`);
    }
    this.#maxEntries = maxEntries;
  }

  /** True while change notifications arrive, that is while answers may be reused. */
  get listening(): boolean {
    return this.#catchUp !== null;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer for `key`, from memory when possible, otherwise from `load`, kept when `load`
   * says it may be (an answer still missing a picture's details is asked again next time).
   * `load` answering null (nothing found) is passed on and not kept.
   */
  async answer(
    key: string,
    load: () => Promise<{ answer: CachedAnswer; keep: boolean } | null>,
  ): Promise<CachedAnswer | null> {
    const kept = await this.kept(key);
    if (kept) return kept;
    const generation = this.#generation;
    const loaded = await load();
    if (!loaded) return null;
    if (loaded.keep && this.listening && generation === this.#generation) {
      // Room is made first, so that the answer just read is not the one passed over.
      if (!this.#entries.has(key) && this.#entries.size >= this.#maxEntries) this.#dropOne();
      this.#entries.set(key, { answer: loaded.answer, askedAgain: false });
    }
    return loaded.answer;
  }

  /**
   * The answer kept for `key`, once caught up with the database; null when none is kept, or
   * when it cannot be known that the one kept is still true.
   */
  async kept(key: string): Promise<CachedAnswer | null> {
    const catchUp = this.#catchUp;
    if (!catchUp || !this.#entries.has(key) || !(await catchUp())) return null;
    // Looked up after catching up: a notification may just have emptied the cache.
    const kept = this.#entries.get(key);
    if (!kept) return null;
    kept.askedAgain = true;
    return kept.answer;
  }

  /**
   * Drops the oldest answer not asked for again since it was kept or last passed over; an
   * answer asked for again is passed over once and goes to the back, as if kept anew. This
   * "second chance" keeps close to least-recently-used order without re-inserting an answer on
   * every hit: a Map delete and set per hit took 1.5–3 µs of each product detail answer in CPU
   * profiles at full load (issue 30).
   */
  #dropOne(): void {
    for (const [key, kept] of this.#entries) {
      this.#entries.delete(key);
      if (!kept.askedAgain) return;
      kept.askedAgain = false;
      this.#entries.set(key, kept);
    }
  }

  /**
   * Forgets every answer at `time` too: a sale ending then changes what the catalogue answers
   * with no change in the database to notify (ADR 0037). The earliest time asked for wins;
   * later ones are asked for again by the answers read after it.
   */
  invalidateAt(time: Date): void {
    const at = time.getTime();
    if (at <= Date.now() || (this.#timerAt !== null && this.#timerAt <= at)) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    // Node's timers reach about 24.8 days; a later end is asked for again on the way.
    const delay = Math.min(at - Date.now(), MAX_TIMER_MS);
    this.#timer = setTimeout(() => {
      this.#timerAt = null;
      this.invalidate();
    }, delay);
    this.#timer.unref();
  }

  /** Forgets every answer, including the ones being read right now. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#events.emit('invalidated');
  }

  /** Resolves at the next invalidation (a notification, or the listener coming or going). */
  async nextInvalidation(): Promise<void> {
    await once(this.#events, 'invalidated');
  }

  /** Resolves once the listening connection is up (at once when it already is). */
  async whenListening(): Promise<void> {
    if (!this.listening) await once(this.#events, 'listening');
  }

  /** Called by the listener: `catchUp` while it listens, null when it lost its connection. */
  setListener(catchUp: CatchUp | null): void {
    if (catchUp === this.#catchUp) return;
    // Notifications may have been missed while nobody listened: start afresh either way.
    this.invalidate();
    this.#catchUp = catchUp;
    if (catchUp) this.#events.emit('listening');
  }
}

/**
 * At most this many catch-up round trips on the wire at once. The listening connection is
 * pipelined, so a request need not wait for the round trip under way (sent before it came, so
 * no proof for it) to come back before its own leaves; a third waits for the oldest, which
 * keeps the round trips to a few per millisecond under load.
 */
const MOST_ROUND_TRIPS_UNDER_WAY = 2;

/**
 * One round trip on `client` started no earlier than the call; callers share round trips, so
 * a crowd of requests costs few queries, not one each. A round trip leaves at the end of the
 * event loop's turn (setImmediate), so every request read in the same turn rides on the same
 * one, even while an earlier one is still under way on the pipelined connection; with two under
 * way, the next leaves the moment the older is back, before the answers it frees are written,
 * so that PostgreSQL answers it while the shop writes them. Round trips are not spaced out to
 * wake PostgreSQL less often: every request waits for one, and spacing them 1 ms apart cost the
 * product detail API a fifth of its throughput. The other variants measured and their figures
 * are in docs/PERFORMANCE.md (issue 30).
 */
export function sharedRoundTrips(client: pg.Client): CatchUp {
  /** Round trips sent and not back yet, oldest first. */
  const underWay: Promise<boolean>[] = [];
  /** The next round trip, not sent yet: whoever asks before it leaves may ride on it. */
  let boarding: Promise<boolean> | null = null;

  const roundTrip = (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
    });
    // An empty query: the backend answers it without parsing, planning or running anything,
    // and still sends every notification of an earlier commit before its answer, since it
    // delivers them as it reads the next message, whatever that message says (ADR 0014).
    const query = client.query('').then(
      () => true,
      () => false,
    );
    const trip = Promise.race([query, timeout]).finally(() => {
      clearTimeout(timer);
      underWay.splice(underWay.indexOf(trip), 1);
    });
    underWay.push(trip);
    return trip;
  };

  const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  return () => {
    const oldest = underWay.length >= MOST_ROUND_TRIPS_UNDER_WAY ? underWay[0] : undefined;
    boarding ??= (oldest ?? endOfTurn()).then(() => {
      boarding = null;
      return roundTrip();
    });
    return boarding;
  };
}

export interface ChangeListenerOptions {
  connection: pg.ClientConfig;
  cache: CatalogCache;
  log: FastifyBaseLogger;
  /** First wait before reconnecting; each failed attempt doubles it up to `maxRetryMs`. */
  initialRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps one connection LISTENing on the catalogue channel, reconnecting with a growing pause
 * when the database goes away. Returns a function that stops it.
 */
export function listenForCatalogChanges({
  connection,
  cache,
  log,
  initialRetryMs = 250,
  maxRetryMs = 10_000,
}: ChangeListenerOptions): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = initialRetryMs;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const lose = (current: pg.Client, reason: unknown) => {
    if (client !== current) return;
    client = null;
    cache.setListener(null);
    // The client is unusable now; ending it releases its socket.
    void current.end().catch(() => undefined);
    if (!stopped) {
      log.warn({ err: reason }, 'The catalogue change listener lost its database connection');
      scheduleReconnect();
    }
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const current = new pg.Client({
      ...connection,
      application_name: CATALOG_LISTENER_NAME,
      // Catch-up round trips go out while earlier ones are still under way (sharedRoundTrips).
      pipeline: true,
    });
    client = current;
    current.on('error', (error) => lose(current, error));
    current.on('end', () => lose(current, new Error('connection ended')));
    current.on('notification', (message) => {
      if (message.channel === CATALOG_CHANGED_CHANNEL) cache.invalidate();
    });
    try {
      await current.connect();
      // Raw on purpose: LISTEN is connection plumbing that Drizzle has no builder for.
      await current.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
      if (stopped || client !== current) {
        // Stopped (or replaced) while connecting: this connection must not outlive the app.
        await current.end().catch(() => undefined);
        return;
      }
      retryMs = initialRetryMs;
      cache.setListener(sharedRoundTrips(current));
    } catch (error) {
      lose(current, error);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    cache.setListener(null);
    await current?.end().catch(() => undefined);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/** The catalogue cache and its listening connection, shared by the whole app. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, options: { maxEntries?: number }) => {
    const cache = new CatalogCache({ maxEntries: options.maxEntries ?? 500 });
    app.decorate('catalogCache', cache);
    const stop = listenForCatalogChanges({
      connection: { ...app.database.pool.options, connectionTimeoutMillis: 5_000 },
      cache,
      log: app.log,
    });
    app.addHook('onClose', stop);
  },
  { name: 'catalog-cache' },
);
