import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { apiRoutes } from './api-routes.js';
import type { RawFormBody } from './form-decoder.js';
import { hostedPageRoutes } from './hosted-page/routes.js';
import { PaymentLedger } from './ledger.js';
import { emptyState } from './records.js';
import { StateFile } from './state-file.js';
import { DEFAULT_WEBHOOK_RETRY, WebhookDeliverer, type WebhookRetryOptions } from './webhooks.js';

export interface PaymentSandboxOptions {
  /** Where to listen; defaults to 127.0.0.1 and a free port (0). */
  host?: string;
  port?: number;
  /**
   * The origin browsers use to reach the sandbox, for the sessions' `url`
   * (default: `http://<publicHost>:<port>`).
   */
  publicUrl?: string;
  /**
   * The host name browsers use to reach the sandbox, joined to the port it actually listens on:
   * with port 0 that port is known only then, so no `publicUrl` could name it beforehand
   * (default: `host`, with `localhost` for a wildcard host).
   */
  publicHost?: string;
  /**
   * The shop's webhook endpoint, e.g. `http://localhost:8000/api/checkout/webhook/`; a function
   * is read at each delivery, for a shop that learns its port after the sandbox started (as a
   * Stripe endpoint's URL can be changed at any time).
   */
  webhookUrl: string | (() => string);
  /** The endpoint's signing secret (`whsec_...`), the one the shop verifies signatures with. */
  webhookSecret: string;
  /** A JSON file that keeps the state across restarts; without it, state lives in memory only. */
  dataFile?: string;
  /** How long a SEPA Direct Debit takes to succeed or fail (default 5000 ms). */
  asyncPaymentDelayMs?: number;
  /** Backoff for failed webhook deliveries (defaults: 1 s doubling to 5 min, 12 attempts). */
  webhookRetry?: Partial<WebhookRetryOptions>;
  /** `true` for Fastify's own logger, or a logger to use (the shop's, for one log stream). */
  log?: boolean | FastifyBaseLogger;
  /**
   * How long finished sessions (with their payments, charges, refunds) and events are kept
   * after their last activity (default 30 days, Stripe's window for events; ADR 0055).
   */
  retentionMs?: number;
  /**
   * The most finished sessions kept (newest activity first) however young they are: the bound
   * on a long-running sandbox's memory and data file (default 5,000; ADR 0086).
   */
  maxFinishedSessions?: number;
  /**
   * The sandbox clock in Unix ms, for `created`, `expires_at` and SEPA settlement. Tests move
   * it forward to reach a session's expiry; webhook signatures always use the real time.
   */
  now?: () => number;
}

export interface PaymentSandbox {
  /** The sandbox's base URL, e.g. `http://127.0.0.1:12111`. */
  url: string;
  /** Spread into the `stripe` SDK's configuration to send its requests here. */
  stripeClientConfig: { host: string; port: number; protocol: 'http' };
  /** Stops listening and sending webhooks, and writes the state file one last time. */
  close(): Promise<void>;
}

export const DEFAULT_ASYNC_PAYMENT_DELAY_MS = 5000;
/** The longest the sandbox waits before looking for expired sessions and due SEPA debits. */
const DUE_WORK_INTERVAL_MS = 1000;
/** Stripe lists and retrieves events for 30 days; the sandbox keeps finished sessions as long. */
const DEFAULT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Far more than a developer or a test run looks back at; ADR 0086 weighs it. */
const DEFAULT_MAX_FINISHED_SESSIONS = 5000;
/** How often an otherwise idle sandbox looks for what the retention lets it forget. */
const FORGET_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the local payment sandbox: a small stateful server that answers the part of Stripe's
 * API the shop uses, serves the hosted payment page and sends signed webhooks to the shop.
 */
export async function createPaymentSandbox(
  options: PaymentSandboxOptions,
): Promise<PaymentSandbox> {
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const retry: WebhookRetryOptions = { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry };

  const app = Fastify({
    ...(typeof options.log === 'object'
      ? { loggerInstance: options.log.child({ component: 'payment-sandbox' }) }
      : { logger: options.log ?? false }),
    bodyLimit: 1024 * 1024,
    // Inside the shop, every SDK call would log twice; the sandbox logs what it does instead.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const log = app.log;

  const stateFile = options.dataFile
    ? new StateFile(options.dataFile, (error) =>
        log.error({ err: error }, `payment sandbox could not write ${options.dataFile}`),
      )
    : null;
  const loaded = stateFile ? await stateFile.load() : { state: emptyState(), setAside: null };
  if (loaded.setAside) {
    log.warn(
      `The payment sandbox's data file was written for another Stripe API version; it was moved to ${loaded.setAside} and the sandbox starts empty.`,
    );
  }
  const state = loaded.state;
  // The shop usually restarted too, so deliveries still waiting for their backoff go out now.
  for (const delivery of state.deliveries.values()) delivery.nextAttemptAt = Date.now();

  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  let dueWorkTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const deliverer = new WebhookDeliverer(state, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retry,
    log: {
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
      error: (message) => log.error(message),
    },
    onChange: () => stateFile?.requestSave(state),
  });

  const scheduleDueWork = () => {
    if (dueWorkTimer) clearTimeout(dueWorkTimer);
    dueWorkTimer = null;
    if (closed) return;
    const next = ledger.nextDueAt();
    if (next === null) return;
    const delay = Math.min(Math.max(0, next - now()), DUE_WORK_INTERVAL_MS);
    dueWorkTimer = setTimeout(() => {
      try {
        ledger.runDueWork();
      } catch (error) {
        log.error({ err: error }, 'payment sandbox could not expire sessions or settle debits');
      }
      scheduleDueWork();
    }, delay);
    dueWorkTimer.unref();
  };

  const ledger = new PaymentLedger(state, {
    now,
    asyncPaymentDelayMs: options.asyncPaymentDelayMs ?? DEFAULT_ASYNC_PAYMENT_DELAY_MS,
    retentionMs: options.retentionMs ?? DEFAULT_RETENTION_MS,
    maxFinishedSessions: options.maxFinishedSessions ?? DEFAULT_MAX_FINISHED_SESSIONS,
    publicUrl: () => publicUrl,
    onChange: () => {
      stateFile?.requestSave(state);
      scheduleDueWork();
    },
    onEvent: () => deliverer.wake(),
  });

  await app.register(formBody, {
    // Decoding waits for the route, where a malformed body becomes a Stripe-shaped error.
    parser: (text): RawFormBody => ({ formText: text }),
  });
  await app.register(apiRoutes, {
    prefix: '/v1',
    ledger,
    publicUrl: () => publicUrl,
    onChange: () => stateFile?.requestSave(state),
  });
  await app.register(hostedPageRoutes, { ledger, now });

  const address = await app.listen({ host, port: options.port ?? 0 });
  const port = Number(new URL(address).port);
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = httpOrigin(reachableHost, port);
  if (publicUrl === '') publicUrl = httpOrigin(options.publicHost ?? reachableHost, port);

  // Work left from the previous run: overdue expiries, SEPA settlements, undelivered events.
  ledger.runDueWork();
  scheduleDueWork();
  deliverer.wake();
  // Due work runs while sessions are open or debits in flight; forgetting must run without.
  const forgetTimer = setInterval(() => ledger.forgetPast(), FORGET_INTERVAL_MS);
  forgetTimer.unref();

  return {
    url,
    stripeClientConfig: { host: reachableHost, port, protocol: 'http' },
    async close() {
      closed = true;
      if (dueWorkTimer) clearTimeout(dueWorkTimer);
      clearInterval(forgetTimer);
      await deliverer.stop();
      await app.close();
      if (stateFile) {
        stateFile.requestSave(state);
        await stateFile.flush();
      }
    },
  };
}

function httpOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
