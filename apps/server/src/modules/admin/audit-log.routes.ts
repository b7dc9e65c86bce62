import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuditEntrySchema, adminIdParamsSchema, adminListQuerySchema } from '@shop/contracts';
import { adminRoute, findHandler, listHandler } from './admin-route.js';
import { findAuditEntry, listAudit } from './audit.js';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/audit-log/',
    adminRoute({
      summary: 'Every admin change, newest first; filters entity, entity_id, action, actor_user_id',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminAuditEntrySchema) },
    }),
    listHandler(db, 'audit-log', listAudit),
  );

  app.get(
    '/audit-log/:id/',
    adminRoute({
      summary: 'One recorded change',
      params: adminIdParamsSchema,
      response: { 200: adminAuditEntrySchema },
    }),
    findHandler(db, findAuditEntry, 'admin.errors.notFound.auditEntry'),
  );
};
