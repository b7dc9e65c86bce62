import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { shopSettings } from './schema.js';

/** The wrapping price migration 0013 seeds, should its row ever be missing. */
export const DEFAULT_GIFT_WRAPPING_PRICE = '3.50';

/** The settings staff change in the admin panel (table `shop_settings`, one row). */
export interface ShopSettings {
  /** VAT included, "3.50". */
  giftWrappingPrice: string;
}

type Reader = Pick<Database, 'select'>;

export async function readShopSettings(db: Reader): Promise<ShopSettings> {
  const [row] = await db
    .select({ giftWrappingPrice: shopSettings.giftWrappingPrice })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return { giftWrappingPrice: row?.giftWrappingPrice ?? DEFAULT_GIFT_WRAPPING_PRICE };
}
