import type { Config } from '../config.js';
import { connectDatabase, type DatabaseConnection } from './client.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface OpenDatabase {
  connection: DatabaseConnection;
  /** Present when this process started its own PostgreSQL. */
  embedded?: EmbeddedDatabase;
  /** Closes the pool, then stops the embedded PostgreSQL if there is one. */
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset,
 * and brings the schema up to date.
 */
export async function openDatabase(
  config: Config,
  log: (message: string) => void = () => undefined,
): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (!url) {
    log(`Starting the embedded PostgreSQL (data in ${config.database.embedded.dataDir})`);
    embedded = await startEmbeddedDatabase({
      dataDir: config.database.embedded.dataDir,
      port: config.database.embedded.port,
    });
    url = embedded.url;
  }
  const connection = connectDatabase(url, config.database.poolSize);
  try {
    await runMigrations(connection);
  } catch (error) {
    await connection.close();
    await embedded?.stop();
    throw error;
  }
  return {
    connection,
    embedded,
    async close() {
      await connection.close();
      await embedded?.stop();
    },
  };
}
