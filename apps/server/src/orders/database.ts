import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import type { DatabaseTransaction } from '../db/transaction.js';
import * as schema from '../db/schema.js';

/** Drizzle on the pool, on a held connection, or inside an open transaction. */
export type OrdersDatabase = Database | DatabaseTransaction;

/** Drizzle over a pool or a connection the caller holds (the checkout lock's). */
export function drizzleOn(connection: pg.Pool | pg.PoolClient): Database {
  return drizzle(connection, { schema });
}
