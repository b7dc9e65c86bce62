import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminShopSettingsRecordSchema,
  adminShopSettingsSchema,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRoute } from './admin-route.js';
import { findAdminShopSettings, updateAdminShopSettings } from './shop-settings.js';

/** The settings staff change, as one record (id 1), so the admin panel edits it as a resource. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  function onlyTheOneRecord(id: number): void {
    if (id !== 1) throw AppError.notFound({ key: 'admin.errors.notFound.settings' });
  }

  app.get(
    '/settings/:id/',
    adminRoute({
      summary: 'The settings staff change: gift wrapping’s price, the workshop’s address and hours',
      params: adminIdParamsSchema,
      response: { 200: adminShopSettingsRecordSchema },
    }),
    async (request) => {
      onlyTheOneRecord(request.params.id);
      return findAdminShopSettings(db);
    },
  );

  app.put(
    '/settings/:id/',
    adminRoute({
      summary:
        'Change the settings (gift wrapping’s price, VAT included; the workshop’s address and opening hours; the One-Stop Shop; how many days order photos are kept after the order ended, 30 to 730)',
      params: adminIdParamsSchema,
      body: adminShopSettingsSchema,
      response: { 200: adminShopSettingsRecordSchema },
    }),
    async (request) => {
      onlyTheOneRecord(request.params.id);
      return updateAdminShopSettings(app, currentUser(request).id, request.body);
    },
  );
};
