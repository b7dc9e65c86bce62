import type { FastifyInstance } from 'fastify';
import type { Payments } from '../payments/stripe.js';
import { RECONCILE_PAYMENTS_QUEUE, type JobDefinition } from '../plugins/jobs.js';
import { reconcilePendingOrders } from './reconciliation.js';

/** Checkout's job: settle pending orders whose webhooks were lost (every minute). */
export function checkoutJobs(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'config' | 'log'>,
  payments: Payments,
): JobDefinition[] {
  return [
    {
      queue: RECONCILE_PAYMENTS_QUEUE,
      // `singleton`: at most one reconciliation queued or running, however many instances.
      options: { policy: 'singleton' },
      schedule: '* * * * *',
      run: async () => {
        await reconcilePendingOrders({
          pool: app.database.pool,
          payments,
          jobs: app.jobs,
          config: app.config,
          log: app.log,
        });
      },
    },
  ];
}
