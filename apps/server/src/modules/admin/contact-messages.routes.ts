import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactMessageSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminMarkHandledInputSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import { findContactMessage, listContactMessages, markContactMessage } from './contact-messages.js';

export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/contact-messages/',
    adminRoute({
      summary: 'Messages from the contact form, newest first; filters q and handled',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminContactMessageSchema) },
    }),
    listHandler(db, 'contact-messages', listContactMessages),
  );

  app.get(
    '/contact-messages/:id/',
    adminRoute({
      summary: 'One contact message',
      params: adminIdParamsSchema,
      response: { 200: adminContactMessageSchema },
    }),
    findHandler(db, findContactMessage, 'admin.errors.notFound.contactMessage'),
  );

  app.put(
    '/contact-messages/:id/',
    adminRoute({
      summary: 'Mark a contact message handled (by you, now) or unhandled',
      params: adminIdParamsSchema,
      body: adminMarkHandledInputSchema,
      response: { 200: adminContactMessageSchema },
    }),
    async (request) =>
      markContactMessage(app, currentUser(request).id, request.params.id, request.body.handled),
  );
};
