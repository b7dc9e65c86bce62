import type { FastifyInstance } from 'fastify';
import { PRODUCT_RESTOCKED_QUEUE, type JobDefinition } from '../../plugins/jobs.js';
import { notifyBackInStock } from './notify.js';

/** Back in stock's job: mail a restocked product's subscribers. */
export function backInStockJobs(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'mail' | 'config' | 'log'>,
): JobDefinition[] {
  return [
    {
      queue: PRODUCT_RESTOCKED_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryBackoff: true },
      run: async (data) => {
        const productId = Number((data as { product_id?: unknown } | null)?.product_id);
        if (!Number.isSafeInteger(productId) || productId <= 0) {
          throw new Error('product-restocked job without a valid product_id');
        }
        await notifyBackInStock(
          {
            pool: app.database.pool,
            jobs: app.jobs,
            mail: app.mail,
            publicUrl: app.config.publicUrl,
            log: app.log,
          },
          productId,
        );
      },
    },
  ];
}
