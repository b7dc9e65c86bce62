import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftCardIdParamsSchema,
  giftCardRecipientInputSchema,
  ownGiftCardSchema,
  ownGiftCardsSchema,
} from '@shop/contracts';
import { inTransaction } from '../../db/transaction.js';
import { ownGiftCardsOf, setGiftCardRecipient } from '../../gift-cards/index.js';
import { currentUser } from '../../plugins/auth.js';
import { SEND_GIFT_CARDS_QUEUE } from '../../plugins/jobs.js';

const TAGS = ['gift cards'];

/**
 * The money gift cards a customer bought (issue 17, ADR 0039 and 0041): listed with their
 * balances in My account, each sendable to a recipient on a chosen day (the job that mails the
 * cards whose day has come is in ./jobs.ts).
 */
export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { pool: app.database.pool, jobs: app.jobs };

  app.get(
    '/users/me/gift-cards/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The money gift cards the signed-in customer bought, newest first',
        description:
          'Each with its whole code, value, balance, expiry, state and, when chosen, its recipient and day.',
        security: [{ bearerAuth: [] }],
        response: { 200: ownGiftCardsSchema },
      },
    },
    async (request) => {
      return { results: await ownGiftCardsOf(app.database.db, currentUser(request).id) };
    },
  );

  const ownCardAnswer = async (userId: number, cardId: number) => {
    const [card] = await ownGiftCardsOf(app.database.db, userId, cardId);
    if (!card) throw new Error('The gift card vanished.');
    return card;
  };

  app.put(
    '/users/me/gift-cards/:id/recipient/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Mail a card to a recipient with a message on a chosen day',
        description: [
          'The day is today or later (Brussels) and before the card expires; the mail goes once,',
          'from the start of that day. It may change until it is sent (409 after, or for a voided',
          'card). 404 for a card that is not the customer’s.',
        ].join(' '),
        security: [{ bearerAuth: [] }],
        params: giftCardIdParamsSchema,
        body: giftCardRecipientInputSchema,
        response: { 200: ownGiftCardSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { email, name, message, send_on: sendOn } = request.body;
      await inTransaction(context, (tx) =>
        setGiftCardRecipient(tx.db, user.id, request.params.id, { email, name, message, sendOn }),
      );
      // A day that has come already is sent now rather than at the next run of the job.
      await app.jobs.send(SEND_GIFT_CARDS_QUEUE, {});
      return ownCardAnswer(user.id, request.params.id);
    },
  );

  app.delete(
    '/users/me/gift-cards/:id/recipient/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Call off the mail to the recipient (the buyer keeps the card)',
        description: '409 once it was sent; 404 for a card that is not the customer’s.',
        security: [{ bearerAuth: [] }],
        params: giftCardIdParamsSchema,
        response: { 200: ownGiftCardSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await inTransaction(context, (tx) =>
        setGiftCardRecipient(tx.db, user.id, request.params.id, null),
      );
      return ownCardAnswer(user.id, request.params.id);
    },
  );
};
