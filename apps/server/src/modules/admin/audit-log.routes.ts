import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditEntrySchema } from '@shop/contracts';
import { readRoutes } from './admin-route.js';
import { findAuditEntry, listAudit } from './audit.js';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, {
    resource: 'audit-log',
    list: {
      summary: 'Every admin change, newest first; filters entity, entity_id, action, actor_user_id',
      row: adminAuditEntrySchema,
      read: listAudit,
    },
    find: {
      summary: 'One recorded change',
      record: adminAuditEntrySchema,
      read: findAuditEntry,
      notFound: 'admin.errors.notFound.auditEntry',
    },
  });
};
