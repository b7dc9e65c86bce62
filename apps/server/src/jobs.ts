import type { FastifyInstance } from 'fastify';
import { checkoutJobs } from './checkout/jobs.js';
import { dataRightsJobs } from './data-rights/jobs.js';
import { mailJobs } from './mail/jobs.js';
import { backInStockJobs } from './modules/back-in-stock/jobs.js';
import { giftCardJobs } from './modules/gift-cards/jobs.js';
import { invoicingJobs } from './invoicing/index.js';
import type { Payments } from './payments/stripe.js';

/** Every background job of the shop, each named by the area that owns it (ADR 0060). */
export function defineShopJobs(app: FastifyInstance, payments: Payments): void {
  for (const job of [
    ...mailJobs(app),
    ...backInStockJobs(app),
    ...checkoutJobs(app, payments),
    ...dataRightsJobs(app),
    ...giftCardJobs(app),
    ...invoicingJobs(app),
  ]) {
    app.jobs.define(job);
  }
}
