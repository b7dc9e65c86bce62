import type { FastifyInstance } from 'fastify';
import {
  DELIVER_MAIL_QUEUE,
  ORDER_CONFIRMATION_QUEUE,
  type JobDefinition,
} from '../plugins/jobs.js';

/**
 * Retries after the first delivery attempt, with exponential backoff from MAIL_RETRY_DELAY_SECONDS
 * (30 by default: about eight hours in all), so an SMTP outage of an afternoon delays mail and
 * loses none.
 */
export const MAIL_RETRY_LIMIT = 10;

/** The mail's jobs: delivering one outbox row, and the mails of a paid order. */
export function mailJobs(app: Pick<FastifyInstance, 'mail' | 'config'>): JobDefinition[] {
  return [
    {
      queue: ORDER_CONFIRMATION_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryBackoff: true },
      run: async (data) => {
        await app.mail.sendOrderMails(idFrom(data, 'order_id'));
      },
    },
    {
      queue: DELIVER_MAIL_QUEUE,
      options: {
        policy: 'standard',
        retryLimit: MAIL_RETRY_LIMIT,
        retryDelay: app.config.mail.retryDelaySeconds,
        retryBackoff: true,
      },
      run: async (data) => {
        await app.mail.deliver(idFrom(data, 'mail_id'));
      },
    },
  ];
}

function idFrom(data: unknown, key: string): number {
  const value = (data as Record<string, unknown> | null)?.[key];
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job without a valid ${key}`);
  return id;
}
