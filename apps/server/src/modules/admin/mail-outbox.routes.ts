import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMailDetailSchema,
  adminMailSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, readRoutes } from './admin-route.js';
import { findMail, listMails, resendMail } from './mail-outbox.js';

export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'mail-outbox',
    list: {
      summary: 'Every mail the shop made, newest first; filters status, template, q',
      row: adminMailSchema,
      read: listMails,
    },
    find: {
      summary: 'One mail with its HTML and text',
      record: adminMailDetailSchema,
      read: findMail,
      notFound: 'admin.errors.notFound.mail',
    },
  });

  app.post(
    '/mail-outbox/:id/resend/',
    adminRoute({
      summary: 'Send a failed mail again (back to queued with a new delivery job)',
      params: adminIdParamsSchema,
      response: { 200: adminMailDetailSchema, 409: errorResponseSchema },
    }),
    async (request) => resendMail(app, currentUser(request).id, request.params.id),
  );
};
