import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type DatabaseConnection } from '../db/client.js';
import { withDatabase } from './database-url.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start from the demo catalogue and accounts instead of an empty shop. */
  demo?: boolean;
  /** Extra environment variables, as the config module reads them. */
  env?: Record<string, string>;
}

/** The real app on a fresh database of its own, cloned from a migrated template. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('testDatabaseServerUrl');
  const templates = inject('testTemplates');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(
    serverUrl,
    `create database "${name}" template "${options.demo ? templates.demo : templates.empty}"`,
  );

  const url = withDatabase(serverUrl, name);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    MEDIA_DIR: inject('testMediaDir'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = connectDatabase(url, 5);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
