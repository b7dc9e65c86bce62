import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPaymentSandbox,
  type PaymentSandbox,
  type PaymentSandboxOptions,
} from '@shop/payment-sandbox';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type DatabaseConnection } from '../db/client.js';
import { createPayments, type Payments } from '../payments/stripe.js';
import { withDatabase } from './database-url.js';
import { createCarrierSandbox, type CarrierSandbox } from '../carrier-sandbox/index.js';
import { createViesSandbox, type ViesSandbox } from '../vies-sandbox/index.js';
import { freePort } from '../../../../test-support/free-port.js';

/**
 * One carrier stand-in per test process, shared by its apps (the carrier seam is connected
 * once per process, ADR 0078); it stops with the process.
 */
let carrierSandbox: Promise<CarrierSandbox> | undefined;
export function testCarrierSandbox(): Promise<CarrierSandbox> {
  carrierSandbox ??= createCarrierSandbox({ port: 0 });
  return carrierSandbox;
}

/**
 * One VIES stand-in per test process, shared by its apps like the carrier stand-in (ADR 0098);
 * a test that makes it fail or hang sets it back with `behave({ kind: 'answer' })`.
 */
let viesSandbox: Promise<ViesSandbox> | undefined;
export function testViesSandbox(): Promise<ViesSandbox> {
  viesSandbox ??= createViesSandbox({ port: 0 });
  return viesSandbox;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: Config;
  databaseUrl: string;
  payments: Payments;
  /** With `paymentSandbox`: the sandbox, and the shop listening at `url` for its webhooks. */
  sandbox?: PaymentSandbox;
  url?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start from the demo catalogue and accounts instead of an empty shop. */
  demo?: boolean;
  /** Extra environment variables, as the config module reads them. */
  env?: Record<string, string>;
  /** The payment provider's client; by default one whose provider cannot be reached. */
  payments?: Payments;
  /**
   * Start a payment sandbox for this app and point the SDK at it; the shop then listens on a
   * free port so the sandbox can deliver webhooks. `webhookUrl` / `webhookSecret` default to
   * the shop's endpoint and a fresh secret.
   */
  paymentSandbox?: boolean | Partial<PaymentSandboxOptions>;
  /** Run pg-boss's workers and schedules as the server does (default false: tests call them). */
  runJobs?: boolean;
  /** A second instance on this app's database (as two servers on one database); `demo` is ignored. */
  shareDatabaseWith?: TestApp;
  /** A database the caller made and migrated (and drops); `demo` is ignored. */
  databaseUrl?: string;
}

/** The real app on a fresh database of its own, cloned from a migrated template. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('testDatabaseServerUrl');
  const templates = inject('testTemplates');
  const shared = options.shareDatabaseWith;
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const ownDatabase = !shared && options.databaseUrl === undefined;
  if (ownDatabase) {
    await runOnServer(
      serverUrl,
      `create database "${name}" template "${options.demo ? templates.demo : templates.empty}"`,
    );
  }

  const url = shared?.databaseUrl ?? options.databaseUrl ?? withDatabase(serverUrl, name);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    MEDIA_DIR: inject('testMediaDir'),
    LOG_LEVEL: 'silent',
    // Each app its own, unless a second instance shares the first one's (as servers must).
    JWT_SECRET: shared?.config.auth.jwtSecret ?? randomBytes(32).toString('base64url'),
    ...options.env,
  });
  const database = connectDatabase(url, 5);

  let sandbox: PaymentSandbox | undefined;
  let payments = options.payments;
  // The shop's address once it listens: a port reserved beforehand can be taken by any
  // connection in between (EADDRINUSE in a CI run), so the OS picks it when the shop listens.
  let shopUrl: string | undefined;
  if (options.paymentSandbox) {
    const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    sandbox = await createPaymentSandbox({
      port: 0,
      webhookUrl: () => `${shopUrl}/api/checkout/webhook/`,
      webhookSecret,
      asyncPaymentDelayMs: 200,
      webhookRetry: { initialDelayMs: 50, maxDelayMs: 200, maxAttempts: 5 },
      ...(options.paymentSandbox === true ? {} : options.paymentSandbox),
    });
    payments = createPayments({
      secretKey: 'sk_test_sandbox',
      webhookSecret:
        (options.paymentSandbox === true ? undefined : options.paymentSandbox.webhookSecret) ??
        webhookSecret,
      ...sandbox.stripeClientConfig,
      maxNetworkRetries: 0,
    });
  }
  // Nothing listens on a freshly released port: any payment call fails like a provider that is down.
  payments ??= createPayments({
    secretKey: 'sk_test_unreachable',
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
    host: '127.0.0.1',
    port: await freePort(),
    protocol: 'http',
    maxNetworkRetries: 0,
  });

  const app = await buildApp({
    config,
    database,
    logger: false,
    payments,
    carriers: { ...(await testCarrierSandbox()), timeoutMs: 5_000 },
    vatNumbers: {
      apiUrl: (await testViesSandbox()).apiUrl,
      timeoutMs: config.vatNumbers.timeoutMs,
      requesterVatNumber: config.seller.vatNumber,
    },
    runJobs: options.runJobs ?? false,
  });
  await app.ready();
  if (sandbox) shopUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    databaseUrl: url,
    payments,
    ...(sandbox ? { sandbox, url: shopUrl } : {}),
    async close() {
      await sandbox?.close();
      await app.close();
      await database.close();
      if (ownDatabase) {
        await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
      }
    },
  };
}

/** One statement on the test server (creating or dropping a database). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A request to the test shop with a bearer token (none: anonymous) and an optional JSON body. */
export function injectAs(
  shop: TestApp,
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return shop.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
