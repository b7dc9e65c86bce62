import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Payments } from '../payments/stripe.js';
import type { JobQueue } from '../plugins/jobs.js';

/** What the checkout's steps need; routes, the webhook and the reconciliation job build it. */
export interface CheckoutContext {
  pool: pg.Pool;
  payments: Payments;
  jobs: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
}
