import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { EmbeddedDatabaseError } from './db/embedded.js';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/index.js';

/** In-flight requests get this long to finish after SIGTERM (the client waits 10 s at most). */
const SHUTDOWN_DEADLINE_MS = 15_000;

/** Starts the database if embedded, builds the app, listens, and drains on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (message) => console.log(message));

  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.connection.db, config.mediaDir);
    if (seeded.productsCreated > 0) console.log(`Seeded ${seeded.productsCreated} demo products.`);
    if (seeded.accountsCreated.length > 0) printDemoLogins();
  }

  const app = await buildApp({ config, database: database.connection });
  let stopping = false;
  const stop = async (signal: string) => {
    // A terminal's Ctrl-C reaches both `npm start`'s wrapper (which forwards it) and this
    // process, so a repeated signal is expected and must not cut the drain short.
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests, then stopping.`);
    const deadline = setTimeout(() => {
      console.error(
        `Requests still running after ${SHUTDOWN_DEADLINE_MS / 1000} s: stopping anyway.`,
      );
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`The shop is open on ${config.publicUrl}`);
}

function printDemoLogins(): void {
  const lines = DEMO_ACCOUNTS.map(
    (account) => `  ${account.role.padEnd(9)} ${account.email}  password: ${account.password}`,
  );
  console.log(
    ['', 'Demo logins (change or remove them before opening the shop):', ...lines, ''].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
