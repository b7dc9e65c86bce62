import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.js';
import { sendDueGiftCards } from '../../gift-cards/index.js';
import { SEND_GIFT_CARDS_QUEUE, type JobDefinition } from '../../plugins/jobs.js';

/** Gift cards' job: mail the cards whose day has come (every minute, once across instances). */
export function giftCardJobs(app: Pick<FastifyInstance, 'database' | 'jobs'>): JobDefinition[] {
  const context = { pool: app.database.pool, jobs: app.jobs };
  return [
    {
      queue: SEND_GIFT_CARDS_QUEUE,
      options: { policy: 'singleton' },
      schedule: '* * * * *',
      run: async () => {
        // Batches until none is due, each its own transaction (the cards are marked sent in it).
        while ((await inTransaction(context, (tx) => sendDueGiftCards(context, tx))) > 0);
      },
    },
  ];
}
