import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminMailDetailSchema,
  adminMailSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import { findMail, listMails, resendMail } from './mail-outbox.js';

export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/mail-outbox/',
    adminRoute({
      summary: 'Every mail the shop made, newest first; filters status, template, q',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminMailSchema) },
    }),
    listHandler(db, 'mail-outbox', listMails),
  );

  app.get(
    '/mail-outbox/:id/',
    adminRoute({
      summary: 'One mail with its HTML and text',
      params: adminIdParamsSchema,
      response: { 200: adminMailDetailSchema },
    }),
    findHandler(db, findMail, 'admin.errors.notFound.mail'),
  );

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
