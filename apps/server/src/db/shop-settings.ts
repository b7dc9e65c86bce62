import { eq } from 'drizzle-orm';
import { moneyFromCents, type Money } from '@shop/contracts';
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
}

type Reader = Pick<Database, 'select'>;

export async function readShopSettings(db: Reader): Promise<ShopSettings> {
  const [row] = await db
    .select({
      giftWrappingPrice: shopSettings.giftWrappingPrice,
      ossEnabled: shopSettings.ossEnabled,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return {
    giftWrappingPrice: row?.giftWrappingPrice ?? DEFAULT_GIFT_WRAPPING_PRICE,
    ossEnabled: row?.ossEnabled ?? false,
  };
}
