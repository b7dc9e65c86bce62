import { sql, type SQL } from 'drizzle-orm';
import type { Language, Money, ProductOption, ProductVariant } from '@shop/contracts';
import { products } from '../../db/schema.js';
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

/**
 * The catalogue's option filter (ADR 0080): products with one variant that has every asked
 * value, in any of the three languages, ignoring case ("eik" finds the oak boards).
 */
export function hasVariantWith(values: readonly string[]): SQL {
  const conditions = values.map(
    (value) => sql`exists (
      select 1 from product_option_values value
      where value.id = any(variant.option_value_ids)
        and lower(${value}) in (lower(value.value), lower(value.value_fr), lower(value.value_nl))
    )`,
  );
  return sql`exists (
    select 1 from product_variants variant
    where variant.product_id = ${products.id} and ${sql.join(conditions, sql` and `)}
  )`;
}
