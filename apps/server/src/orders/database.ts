import type { AnyDatabase } from '../db/transaction.js';

/** Drizzle on the pool, on a held connection, or inside an open transaction. */
export type OrdersDatabase = AnyDatabase;
