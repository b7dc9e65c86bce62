import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// numeric comes back as a string by default, which is what we want for money;
// bigint counts (count(*)) come back as strings too, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(url: string, poolSize = 10): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // The storefront waits 10 s at most; a request must fail well before that
    // when the database cannot be reached.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Drizzle on a pool or on one connection a caller holds, for code handed a `pg` pool or
 * client (the mail outbox queues on the caller's transaction's connection).
 */
export function drizzleOn(connection: pg.Pool | pg.PoolClient): Database {
  return drizzle(connection, { schema });
}

/** True when a query round trip succeeds within the time limit. */
export async function isDatabaseReachable(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
