import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageSchema,
  adminIdParamsSchema,
  adminMarkHandledInputSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import { findContactMessage, listContactMessages, markContactMessage } from './contact-messages.js';

export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'contact-messages',
    list: {
      summary: 'Messages from the contact form, newest first; filters q and handled',
      row: adminContactMessageSchema,
      read: listContactMessages,
    },
    find: {
      summary: 'One contact message',
      record: adminContactMessageSchema,
      read: findContactMessage,
      notFound: 'admin.errors.notFound.contactMessage',
    },
  });

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
