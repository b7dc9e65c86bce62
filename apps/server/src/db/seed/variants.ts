import { parseMoney } from '@shop/contracts';
import type { Database } from '../client.js';
import { productOptions, productOptionValues, productVariants } from '../schema.js';
import type { DemoProduct } from './demo-catalogue.js';

/** A demo product's options, their values and its variants (issue 29, ADR 0080). */
export async function seedVariants(
  tx: Pick<Database, 'insert'>,
  productId: number,
  product: DemoProduct,
): Promise<void> {
  if (!product.options || !product.variants) return;
  /** Value ids per option position, by English value. */
  const valueIds: Map<string, number>[] = [];
  for (const [position, option] of product.options.entries()) {
    const [row] = await tx
      .insert(productOptions)
      .values({
        productId,
        position,
        name: option.name.en,
        nameFr: option.name.fr,
        nameNl: option.name.nl,
      })
      .returning({ id: productOptions.id });
    const values = await tx
      .insert(productOptionValues)
      .values(
        option.values.map((value, valuePosition) => ({
          optionId: row!.id,
          position: valuePosition,
          value: value.en,
          valueFr: value.fr,
          valueNl: value.nl,
        })),
      )
      .returning({ id: productOptionValues.id, value: productOptionValues.value });
    valueIds.push(new Map(values.map((value) => [value.value, value.id])));
  }
  await tx.insert(productVariants).values(
    product.variants.map((variant) => ({
      productId,
      sku: variant.sku,
      optionValueIds: variant.values.map((value, position) => {
        const id = valueIds[position]?.get(value);
        if (id === undefined) throw new Error(`${variant.sku}: no option value ${value}`);
        return id;
      }),
      price: variant.price === undefined ? null : parseMoney(variant.price),
      stock: variant.stock ?? null,
    })),
  );
}
