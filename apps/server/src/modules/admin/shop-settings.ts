import type { FastifyInstance } from 'fastify';
import {
  brusselsDay,
  moneyToApi,
  parseMoney,
  type AdminShopSettings,
  type AdminShopSettingsRecord,
} from '@shop/contracts';
import { shopSettings } from '../../db/schema.js';
import { readShopSettings } from '../../db/shop-settings.js';
import { inTransaction } from '../../db/transaction.js';
import { DISTANCE_SALES_THRESHOLD, distanceSalesOfYear } from '../../invoicing/index.js';
import { auditedChange, type Queryable } from './audit.js';

/** The shop's editable settings as the admin panel's one-record "settings" resource. */
export async function findAdminShopSettings(db: Queryable): Promise<AdminShopSettingsRecord> {
  const settings = await readShopSettings(db);
  const year = Number(brusselsDay(new Date()).slice(0, 4));
  return {
    id: 1,
    gift_wrapping_price: moneyToApi(settings.giftWrappingPrice),
    oss_enabled: settings.ossEnabled,
    distance_sales_this_year: moneyToApi(await distanceSalesOfYear(db, year)),
    distance_sales_threshold: moneyToApi(DISTANCE_SALES_THRESHOLD),
  };
}

/** Saves the settings with an audit entry (before and after) in one transaction. */
export async function updateAdminShopSettings(
  app: FastifyInstance,
  actorUserId: number,
  input: AdminShopSettings,
): Promise<AdminShopSettingsRecord> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'updated',
      entity: 'settings',
      entityId: 1,
      read: () => findAdminShopSettings(tx),
      notFound: { key: 'admin.errors.notFound.settings' },
      change: async () => {
        const giftWrappingPrice = parseMoney(input.gift_wrapping_price);
        const oss = input.oss_enabled === undefined ? {} : { ossEnabled: input.oss_enabled };
        await tx
          .insert(shopSettings)
          .values({ id: 1, giftWrappingPrice, ...oss })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { giftWrappingPrice, ...oss, updatedAt: new Date() },
          });
      },
    }),
  );
}
