import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGiftCardDetailSchema,
  adminGiftCardSchema,
  adminGiftCardVoidInputSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import { findAdminGiftCard, listAdminGiftCards, voidAdminGiftCard } from './gift-cards.js';

export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/gift-cards/',
    adminRoute({
      summary:
        'Money gift cards, newest first, codes masked but for the last four; filters status, q (last characters), order_id',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminGiftCardSchema) },
    }),
    listHandler(db, 'gift-cards', listAdminGiftCards),
  );

  app.get(
    '/gift-cards/:id/',
    adminRoute({
      summary: 'One gift card with its ledger',
      params: adminIdParamsSchema,
      response: { 200: adminGiftCardDetailSchema },
    }),
    findHandler(db, findAdminGiftCard, 'admin.errors.notFound.giftCard'),
  );

  app.post(
    '/gift-cards/:id/void/',
    adminRoute({
      summary: 'Void a card: a voided ledger row takes its balance to 0 (audited)',
      description: '409 when it was voided already.',
      params: adminIdParamsSchema,
      body: adminGiftCardVoidInputSchema,
      response: { 200: adminGiftCardDetailSchema },
    }),
    async (request) =>
      voidAdminGiftCard(app, currentUser(request).id, request.params.id, request.body.reason),
  );
};
