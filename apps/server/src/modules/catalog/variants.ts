import type { Language, Money, ProductOption, ProductVariant } from '@shop/contracts';
import { moneyToApi } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { lineVariantOf, optionsInLanguage, readProductVariants } from '../../db/variants.js';
import { mediaUrl } from '../../media/images.js';
import { variantPrices } from '../../pricing/index.js';

/**
 * A product's options and variants as its page shows them (ADR 0080): each variant priced by
 * the pricing domain from the product's prices now, and orderable when the product is on sale
 * and the variant has a unit left (or is made to order).
 */
export async function productOptionsAndVariants(
  db: Database,
  product: { id: number; price: Money; regularPrice: Money; isAvailable: boolean },
  language: Language,
): Promise<{ options: ProductOption[]; variants: ProductVariant[] }> {
  const { options, variants } = await readProductVariants(db, product.id);
  return {
    options: optionsInLanguage(options, language),
    variants: variants.map((variant) => {
      const prices = variantPrices(
        { regular: product.regularPrice, charged: product.price },
        variant.price,
      );
      return {
        ...lineVariantOf(variant, language),
        price: moneyToApi(prices.charged),
        regular_price: moneyToApi(prices.regular),
        is_available: product.isAvailable && (variant.stock === null || variant.stock > 0),
        image_url: mediaUrl(variant.imagePath),
      };
    }),
  };
}
