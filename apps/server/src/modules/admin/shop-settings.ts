import type { FastifyInstance } from 'fastify';
import {
  brusselsDay,
  moneyToApi,
  parseMoney,
  type AdminShopSettings,
  type AdminShopSettingsRecord,
} from '@shop/contracts';
import { shopSettings } from '../../db/schema.js';
import { readShopSettings, readWorkshop } from '../../db/shop-settings.js';
import { inTransaction } from '../../db/transaction.js';
import { DISTANCE_SALES_THRESHOLD, distanceSalesOfYear } from '../../invoicing/index.js';
import { auditedChange, type Queryable } from './audit.js';

/** The shop's editable settings as the admin panel's one-record "settings" resource. */
export async function findAdminShopSettings(db: Queryable): Promise<AdminShopSettingsRecord> {
  const settings = await readShopSettings(db);
  const workshop = await readWorkshop(db);
  const year = Number(brusselsDay(new Date()).slice(0, 4));
  return {
    id: 1,
    gift_wrapping_price: moneyToApi(settings.giftWrappingPrice),
    workshop_address: workshop.address,
    workshop_hours_en: workshop.hours.en,
    workshop_hours_nl: workshop.hours.nl,
    workshop_hours_fr: workshop.hours.fr,
    oss_enabled: settings.ossEnabled,
    order_photo_retention_days: settings.orderPhotoRetentionDays,
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
      change: async (before) => {
        const giftWrappingPrice = parseMoney(input.gift_wrapping_price);
        // A field left out keeps its value: older clients send the wrapping price alone.
        const workshopAddress = input.workshop_address ?? before.workshop_address;
        const workshopHours = {
          en: input.workshop_hours_en ?? before.workshop_hours_en,
          nl: input.workshop_hours_nl ?? before.workshop_hours_nl,
          fr: input.workshop_hours_fr ?? before.workshop_hours_fr,
        };
        const ossEnabled = input.oss_enabled ?? before.oss_enabled;
        const orderPhotoRetentionDays =
          input.order_photo_retention_days ?? before.order_photo_retention_days;
        const values = {
          giftWrappingPrice,
          workshopAddress,
          workshopHours,
          ossEnabled,
          orderPhotoRetentionDays,
        };
        await tx
          .insert(shopSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { ...values, updatedAt: new Date() },
          });
      },
    }),
  );
}
