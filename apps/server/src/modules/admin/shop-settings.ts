import type { FastifyInstance } from 'fastify';
import {
  moneyToApi,
  parseMoney,
  type AdminShopSettings,
  type AdminShopSettingsRecord,
} from '@shop/contracts';
import { shopSettings } from '../../db/schema.js';
import { readShopSettings } from '../../db/shop-settings.js';
import { inTransaction } from '../../db/transaction.js';
import { auditedChange, type Queryable } from './audit.js';

/** The shop's editable settings as the admin panel's one-record "settings" resource. */
export async function findAdminShopSettings(db: Queryable): Promise<AdminShopSettingsRecord> {
  const settings = await readShopSettings(db);
  return { id: 1, gift_wrapping_price: moneyToApi(settings.giftWrappingPrice) };
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
        await tx
          .insert(shopSettings)
          .values({ id: 1, giftWrappingPrice })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { giftWrappingPrice, updatedAt: new Date() },
          });
      },
    }),
  );
}
