import type { FastifyInstance } from 'fastify';
import { HAND_IN_E_INVOICES_QUEUE, type JobDefinition } from '../plugins/jobs.js';
import { configuredAccessPoint } from './e-invoice/access-point.js';
import { handInWaitingEInvoices } from './e-invoice-deliveries.js';

/**
 * Invoicing's job: hands Belgian companies' waiting e-invoices to the Peppol access point
 * (ADR 0087). Without an access point there is nothing to run: they wait for staff.
 */
export function invoicingJobs(
  app: Pick<FastifyInstance, 'database' | 'config' | 'log' | 'jobs'>,
): JobDefinition[] {
  const accessPoint = configuredAccessPoint(app.config.peppol);
  if (!accessPoint) return [];
  return [
    {
      queue: HAND_IN_E_INVOICES_QUEUE,
      options: { policy: 'singleton' },
      schedule: '*/5 * * * *',
      run: async () => {
        const outcome = await handInWaitingEInvoices(
          { pool: app.database.pool, jobs: app.jobs },
          accessPoint,
        );
        if (outcome.sent + outcome.refused > 0) app.log.info(outcome, 'e-invoices handed in');
      },
    },
  ];
}
