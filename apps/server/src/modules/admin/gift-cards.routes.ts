import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGiftCardDetailSchema,
  adminGiftCardSchema,
  adminGiftCardVoidInputSchema,
  adminIdParamsSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import { findAdminGiftCard, listAdminGiftCards, voidAdminGiftCard } from './gift-cards.js';
import { requestLanguage } from '../../i18n/request-language.js';

export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'gift-cards',
    list: {
      summary:
        'Money gift cards, newest first, codes masked but for the last four; filters status, q (last characters), order_id',
      row: adminGiftCardSchema,
      read: listAdminGiftCards,
    },
    find: {
      summary: 'One gift card with its ledger',
      record: adminGiftCardDetailSchema,
      read: findAdminGiftCard,
      notFound: 'admin.errors.notFound.giftCard',
    },
  });

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
      voidAdminGiftCard(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
        requestLanguage(request),
      ),
  );
};
