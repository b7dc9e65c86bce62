import { eq } from 'drizzle-orm';
import { moneyFromCents, type Language, type Money } from '@shop/contracts';
import type { Database } from './client.js';
import { shopSettings } from './schema.js';

/** The wrapping price migration 0013 seeds, should its row ever be missing. */
export const DEFAULT_GIFT_WRAPPING_PRICE = moneyFromCents(350);

/** The settings staff change in the admin panel (table `shop_settings`, one row). */
export interface ShopSettings {
  /** VAT included. */
  giftWrappingPrice: Money;
  /** The One-Stop Shop (ADR 0093): a consumer abroad pays the delivery country's VAT. */
  ossEnabled: boolean;
  /** Days an order's photos are kept after the order ended (ADR 0097). */
  orderPhotoRetentionDays: number;
}

/** The retention migration seeds, should the settings' row ever be missing (ADR 0097). */
export const DEFAULT_ORDER_PHOTO_RETENTION_DAYS = 365;

type Reader = Pick<Database, 'select'>;

export async function readShopSettings(db: Reader): Promise<ShopSettings> {
  const [row] = await db
    .select({
      giftWrappingPrice: shopSettings.giftWrappingPrice,
      ossEnabled: shopSettings.ossEnabled,
      orderPhotoRetentionDays: shopSettings.orderPhotoRetentionDays,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return {
    giftWrappingPrice: row?.giftWrappingPrice ?? DEFAULT_GIFT_WRAPPING_PRICE,
    ossEnabled: row?.ossEnabled ?? false,
    orderPhotoRetentionDays: row?.orderPhotoRetentionDays ?? DEFAULT_ORDER_PHOTO_RETENTION_DAYS,
  };
}

/** The workshop where customers collect orders (issue 27): its address lines and opening hours. */
export interface Workshop {
  /** One line per address line; empty while staff have not set it. */
  address: string;
  /** The opening hours per language, as staff wrote them; empty when not set. */
  hours: Record<Language, string>;
}

export async function readWorkshop(db: Reader): Promise<Workshop> {
  const [row] = await db
    .select({ address: shopSettings.workshopAddress, hours: shopSettings.workshopHours })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return {
    address: row?.address ?? '',
    hours: { en: row?.hours.en ?? '', nl: row?.hours.nl ?? '', fr: row?.hours.fr ?? '' },
  };
}

/** The workshop with its opening hours in `language`, as the mails say it. */
export async function workshopIn(
  db: Reader,
  language: Language,
): Promise<{ address: string; hours: string }> {
  const workshop = await readWorkshop(db);
  return { address: workshop.address, hours: workshop.hours[language] };
}
