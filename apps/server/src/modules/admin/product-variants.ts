import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  moneyToApi,
  parseMoney,
  type AdminProductVariants,
  type adminProductVariantsInputSchema,
} from '@shop/contracts';
import { readProductVariants } from '../../db/variants.js';
import { productOptions, productOptionValues, productVariants, products } from '../../db/schema.js';
import { inTransaction, type AnyDatabase } from '../../db/transaction.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { mediaUrl } from '../../media/images.js';
import { PRODUCT_RESTOCKED_QUEUE } from '../../plugins/jobs.js';
import type { FileStore } from '../../storage/index.js';
import { auditedChange } from './audit.js';

/**
 * Staff edit a product's options and the grid of its variants (issue 29, ADR 0095): one read
 * and one replace-as-a-whole. What stays keeps its id (an option by its place, a value by its
 * English text, a variant by its combination), so carts, orders and back-in-stock
 * subscriptions keep pointing at the same variant; a variant left out is removed (its orders
 * keep it as sold, ADR 0080).
 */

type VariantsInput = z.output<typeof adminProductVariantsInputSchema>;

export async function findAdminProductVariants(
  db: AnyDatabase,
  productId: number,
): Promise<AdminProductVariants | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const { options, variants } = await readProductVariants(db, productId);
  return {
    id: productId,
    options: options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => value.value),
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      values: variant.options.map((option) => option.value.en),
      sku: variant.sku,
      price: variant.price === null ? null : moneyToApi(variant.price),
      stock: variant.stock,
      image: variant.imagePath,
      image_url: mediaUrl(variant.imagePath),
    })),
  };
}

/** Per-field refusals the schema cannot see: values that name no option value, repeated SKUs. */
function gridErrors(input: VariantsInput): FieldErrors {
  const fields: FieldErrors = {};
  const combinations = new Set<string>();
  const skus = new Map<string, number>();
  input.variants.forEach((variant, index) => {
    const known =
      variant.values.length === input.options.length &&
      variant.values.every((value, position) =>
        input.options[position]!.values.some((candidate) => candidate.en === value),
      );
    if (!known) {
      fields[`variants.${index}.values`] = [{ key: 'admin.errors.variantValuesUnknown' }];
    } else {
      const combination = JSON.stringify(variant.values);
      if (combinations.has(combination)) {
        fields[`variants.${index}.values`] = [{ key: 'admin.errors.variantCombinationTwice' }];
      }
      combinations.add(combination);
    }
    const sku = variant.sku.toUpperCase();
    if (skus.has(sku)) fields[`variants.${index}.sku`] = [{ key: 'admin.errors.variantSkuTwice' }];
    skus.set(sku, index);
  });
  input.options.forEach((option, index) => {
    const values = option.values.map((value) => value.en);
    if (new Set(values).size !== values.length) {
      fields[`options.${index}.values`] = [{ key: 'admin.errors.optionValueTwice' }];
    }
  });
  if (input.variants.length > 0 && input.options.length === 0) {
    fields.options = [{ key: 'admin.errors.variantsWithoutOptions' }];
  }
  return fields;
}

export async function replaceAdminProductVariants(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  media: FileStore,
  actorUserId: number,
  productId: number,
  input: VariantsInput,
): Promise<AdminProductVariants> {
  const fields = gridErrors(input);
  for (const [index, variant] of input.variants.entries()) {
    if (variant.image && !(await media.exists(variant.image).catch(() => false))) {
      fields[`variants.${index}.image`] = [{ key: 'admin.errors.pictureNotUploaded' }];
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);

  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, ({ db: tx, queueJob }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'updated',
      entity: 'product_variants',
      entityId: productId,
      lock: products,
      read: () => findAdminProductVariants(tx, productId),
      notFound: { key: 'admin.errors.notFound.product', values: { id: productId } },
      change: async () => {
        // A SKU is unique in the whole shop: another product's is refused on its field.
        const skus = input.variants.map((variant) => variant.sku);
        const taken =
          skus.length === 0
            ? []
            : await tx
                .select({ sku: productVariants.sku })
                .from(productVariants)
                .where(
                  and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)),
                );
        if (taken.length > 0) {
          const takenSkus = new Set(taken.map((row) => row.sku));
          throw AppError.validation(
            Object.fromEntries(
              input.variants.flatMap((variant, index) =>
                takenSkus.has(variant.sku)
                  ? [[`variants.${index}.sku`, [{ key: 'admin.errors.variantSkuTaken' }]]]
                  : [],
              ),
            ),
          );
        }

        const valueIds = await saveOptions(tx, productId, input);
        const wanted = input.variants.map((variant) => ({
          ...variant,
          optionValueIds: variant.values.map((value, position) => valueIds[position]!.get(value)!),
        }));
        const existing = await tx
          .select({
            id: productVariants.id,
            optionValueIds: productVariants.optionValueIds,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(eq(productVariants.productId, productId));
        const byCombination = new Map(existing.map((row) => [row.optionValueIds.join(','), row]));
        const kept: number[] = [];
        let restocked = false;
        // SKUs may move between variants of the product: free them all first.
        await tx
          .update(productVariants)
          .set({ sku: sql`'~' || ${productVariants.id}` })
          .where(eq(productVariants.productId, productId));
        for (const variant of wanted) {
          const columns = {
            sku: variant.sku,
            price: variant.price === null ? null : parseMoney(variant.price),
            stock: variant.stock,
            imagePath: variant.image,
            updatedAt: new Date(),
          };
          const current = byCombination.get(variant.optionValueIds.join(','));
          if (current) {
            await tx.update(productVariants).set(columns).where(eq(productVariants.id, current.id));
            kept.push(current.id);
            if (current.stock === 0 && variant.stock !== 0) restocked = true;
          } else {
            const [row] = await tx
              .insert(productVariants)
              .values({ ...columns, productId, optionValueIds: variant.optionValueIds })
              .returning({ id: productVariants.id });
            kept.push(row!.id);
          }
        }
        await tx
          .delete(productVariants)
          .where(
            kept.length === 0
              ? eq(productVariants.productId, productId)
              : and(eq(productVariants.productId, productId), notInArray(productVariants.id, kept)),
          );
        await removeUnusedOptions(tx, productId, input, valueIds);
        // A combination back from 0: its back-in-stock subscribers hear when this commits.
        if (restocked) await queueJob(PRODUCT_RESTOCKED_QUEUE, { product_id: productId });
      },
    }),
  ).then((saved) => saved!);
}

/** Saves the options and values; answers, per option, the value ids by English text. */
async function saveOptions(
  tx: AnyDatabase,
  productId: number,
  input: VariantsInput,
): Promise<Map<string, number>[]> {
  const result: Map<string, number>[] = [];
  for (const [position, option] of input.options.entries()) {
    const names = { name: option.name.en, nameNl: option.name.nl, nameFr: option.name.fr };
    const [saved] = await tx
      .insert(productOptions)
      .values({ productId, position, ...names })
      .onConflictDoUpdate({
        target: [productOptions.productId, productOptions.position],
        set: names,
      })
      .returning({ id: productOptions.id });
    const optionId = saved!.id;
    const existing = await tx
      .select({ id: productOptionValues.id, value: productOptionValues.value })
      .from(productOptionValues)
      .where(eq(productOptionValues.optionId, optionId));
    const ids = new Map<string, number>();
    for (const [valuePosition, value] of option.values.entries()) {
      const texts = {
        value: value.en,
        valueNl: value.nl,
        valueFr: value.fr,
        position: valuePosition,
      };
      const current = existing.find((row) => row.value === value.en);
      if (current) {
        await tx
          .update(productOptionValues)
          .set(texts)
          .where(eq(productOptionValues.id, current.id));
        ids.set(value.en, current.id);
      } else {
        const [row] = await tx
          .insert(productOptionValues)
          .values({ optionId, ...texts })
          .returning({ id: productOptionValues.id });
        ids.set(value.en, row!.id);
      }
    }
    result.push(ids);
  }
  return result;
}

/** Options past the new count and values no longer offered go (variants were saved first). */
async function removeUnusedOptions(
  tx: AnyDatabase,
  productId: number,
  input: VariantsInput,
  valueIds: Map<string, number>[],
): Promise<void> {
  const options = await tx
    .select({ id: productOptions.id, position: productOptions.position })
    .from(productOptions)
    .where(eq(productOptions.productId, productId));
  for (const option of options) {
    const ids = valueIds[option.position];
    if (!ids) {
      await tx.delete(productOptions).where(eq(productOptions.id, option.id));
      continue;
    }
    await tx
      .delete(productOptionValues)
      .where(
        and(
          eq(productOptionValues.optionId, option.id),
          notInArray(productOptionValues.id, [...ids.values()]),
        ),
      );
  }
}
