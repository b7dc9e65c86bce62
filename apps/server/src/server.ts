import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { createPaymentSandbox, type PaymentSandbox } from '@shop/payment-sandbox';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open.js';
import { EmbeddedDatabaseError } from './db/embedded.js';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/index.js';
import { createPayments, type Payments } from './payments/stripe.js';
import { withJwtSecret } from './security/jwt-secret-file.js';
import { storageFor } from './storage/index.js';
import { createCarrierSandbox, type CarrierSandbox } from './carrier-sandbox/index.js';
import type { SendcloudConnection } from './carriers/index.js';
import { createViesSandbox, type ViesSandbox } from './vies-sandbox/index.js';
import type { ViesConnection } from './vat-numbers/index.js';

/**
 * V8 lets the heap grow to several times what is live before a full collection: under the
 * bench's load the shop held about 75 MB live and its resident memory climbed to 350 MB before
 * each collection. Growing by half what is live keeps the peak under load within issue 30's
 * 250 MB for a little more collection work (ADR 0103). Set here, for the shop's own process
 * only: the tests' processes keep V8's defaults.
 */
setFlagsFromString('--heap-growing-percent=50');

/** In-flight requests get this long to finish after SIGTERM (the client waits 10 s at most). */
const SHUTDOWN_DEADLINE_MS = 15_000;

/** Starts the database if embedded, builds the app, listens, and drains on SIGTERM. */
async function main(): Promise<void> {
  const config = await withJwtSecret(loadConfig(), (message) => console.log(message));
  const database = await openDatabase(config, (message) => console.log(message));

  if (config.seedDemoData) {
    if (config.env === 'production') warnDemoDataInProduction();
    const seeded = await seedDemoData(database.connection.db, storageFor(config.storage).media);
    if (seeded.productsCreated > 0) console.log(`Seeded ${seeded.productsCreated} demo products.`);
    if (seeded.accountsCreated.length > 0) printDemoLogins();
  }

  const { payments, sandbox } = await connectPayments(config);
  const { carriers, carrierSandbox } = await connectCarrierService(config);
  const { vatNumbers, viesSandbox } = await connectVatNumberService(config);
  const app = await buildApp({
    config,
    database: database.connection,
    payments,
    carriers,
    vatNumbers,
  });
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
    // Node closes only the keep-alive connections idle when closing starts; one that was
    // answering a request then stays open after its answer and would hold the close until its
    // keep-alive timeout (72 s). Close each connection as soon as it falls idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(closeIdle);
      // After the app: a webhook it was still answering must not lose its sender.
      await sandbox?.close();
      await carrierSandbox?.close();
      await viesSandbox?.close();
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

/**
 * Stripe with STRIPE_SECRET_KEY; otherwise the local payment sandbox, started here, with the
 * same SDK pointed at it. The app receives `payments` and never learns which one it has.
 */
async function connectPayments(
  config: Config,
): Promise<{ payments: Payments; sandbox: PaymentSandbox | null }> {
  const { stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (stripeSecretKey !== undefined && stripeWebhookSecret !== undefined) {
    return {
      payments: createPayments({
        secretKey: stripeSecretKey,
        webhookSecret: stripeWebhookSecret,
        timeoutMs: config.payments.timeoutMs,
        ...apiEndpoint(config.payments.apiUrl),
      }),
      sandbox: null,
    };
  }
  // A fresh secret each start, known only to the two sides of this process.
  const webhookSecret = `whsec_${randomBytes(32).toString('hex')}`;
  const sandbox = await createPaymentSandbox({
    port: config.payments.sandboxPort,
    // Browsers open its hosted page by name, like the shop's default PUBLIC_URL, and on the port
    // it ends up listening on: with PAYMENT_SANDBOX_PORT=0 the OS picks that only then.
    publicHost: 'localhost',
    webhookUrl: `http://127.0.0.1:${config.port}/api/checkout/webhook/`,
    webhookSecret,
    dataFile: config.payments.sandboxDataFile,
    retentionMs: config.payments.sandboxRetentionMs,
    log: config.logLevel !== 'silent',
  });
  console.log(`No STRIPE_SECRET_KEY: payments go to the local payment sandbox at ${sandbox.url}`);
  return {
    payments: createPayments({
      secretKey: 'sk_test_sandbox',
      webhookSecret,
      timeoutMs: config.payments.timeoutMs,
      ...sandbox.stripeClientConfig,
    }),
    sandbox,
  };
}

/**
 * Sendcloud with SENDCLOUD_PUBLIC_KEY and SENDCLOUD_SECRET_KEY; otherwise its local stand-in,
 * started here (ADR 0078). The app receives the connection and never learns which it is.
 */
async function connectCarrierService(
  config: Config,
): Promise<{ carriers: SendcloudConnection; carrierSandbox: CarrierSandbox | null }> {
  const { publicKey, secretKey, panelUrl, servicePointsUrl, sandboxPort } = config.carriers;
  // Sendcloud answers within seconds; the admin and the cart wait no longer than this.
  const timeoutMs = 8_000;
  if (publicKey !== undefined && secretKey !== undefined) {
    return {
      carriers: { publicKey, secretKey, panelUrl, servicePointsUrl, timeoutMs },
      carrierSandbox: null,
    };
  }
  const carrierSandbox = await createCarrierSandbox({ port: sandboxPort });
  console.log(`No SENDCLOUD keys: carriers go to the local stand-in at ${carrierSandbox.url}`);
  return { carriers: { ...carrierSandbox, timeoutMs }, carrierSandbox };
}

/**
 * VIES with VIES_API_URL; otherwise its local stand-in, started here (ADR 0098). The app
 * receives the connection and never learns which it is.
 */
async function connectVatNumberService(
  config: Config,
): Promise<{ vatNumbers: ViesConnection; viesSandbox: ViesSandbox | null }> {
  const { apiUrl, timeoutMs, sandboxPort } = config.vatNumbers;
  const requesterVatNumber = config.seller.vatNumber;
  if (apiUrl !== undefined) {
    return { vatNumbers: { apiUrl, timeoutMs, requesterVatNumber }, viesSandbox: null };
  }
  const viesSandbox = await createViesSandbox({ port: sandboxPort });
  console.log(
    `No VIES_API_URL: VAT numbers are checked by the local stand-in at ${viesSandbox.url}`,
  );
  return {
    vatNumbers: { apiUrl: viesSandbox.apiUrl, timeoutMs, requesterVatNumber },
    viesSandbox,
  };
}

/** STRIPE_API_URL as the SDK's host, port and protocol; nothing when unset (Stripe itself). */
function apiEndpoint(url: string | undefined) {
  if (url === undefined) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/** Only SEED_DEMO_DATA=true gets here in production: said loudly, on every start. */
function warnDemoDataInProduction(): void {
  const rule = '!'.repeat(78);
  console.warn(
    [
      rule,
      'WARNING: SEED_DEMO_DATA=true in production. The demo logins, whose passwords are',
      'published in the README, are created if missing: anyone can sign in as staff.',
      'Unset SEED_DEMO_DATA and delete those accounts before the shop opens to customers.',
      rule,
    ].join('\n'),
  );
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
