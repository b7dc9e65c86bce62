import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseConnection } from './client.js';

/** apps/server/migrations, from src/db or dist/db alike. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

// Any constant works; it only has to be the same for every instance of the shop.
const MIGRATION_LOCK_ID = 7_304_221;

/**
 * Applies the committed SQL migrations. Several instances may start at once on one
 * database, so they take turns through an advisory lock.
 */
export async function runMigrations({ db, pool }: DatabaseConnection): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
