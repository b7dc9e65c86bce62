import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminOrderDetailSchema,
  adminRefundInputSchema,
  errorResponseSchema,
} from '@shop/contracts';
import type { Payments } from '../../payments/stripe.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute } from './admin-route.js';
import { refundOrderLinesByStaff } from './orders.js';
import { requestLanguage } from '../../i18n/request-language.js';

/** Staff refunds of order lines (ADR 0044). */
export const refundsRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (
  app,
  { payments },
) => {
  app.post(
    '/orders/:id/refunds/',
    adminRoute({
      summary:
        'Refund units of order lines: to the gift cards that paid first, then the payment provider (optionally restocked)',
      description: [
        'The price paid for the units goes back: first onto the gift cards that paid the order',
        '(latest expiry first, each at most what it paid and was not given back), the rest',
        'through the payment provider (ADR 0044); refused (400) for more units than are left',
        'unrefunded or more money than paid and not yet refunded. Send an Idempotency-Key',
        'header per click: a retried click refunds once. Answers the order.',
      ].join(' '),
      params: adminIdParamsSchema,
      headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
      body: adminRefundInputSchema,
      response: {
        200: adminOrderDetailSchema,
        409: errorResponseSchema,
        503: errorResponseSchema,
      },
    }),
    async (request) =>
      refundOrderLinesByStaff(
        app,
        payments,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.headers['idempotency-key'] ?? null,
        requestLanguage(request),
      ),
  );
};
