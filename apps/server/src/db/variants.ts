import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, LineVariant, Money, ProductOption } from '@shop/contracts';
import {
  productOptions,
  productOptionValues,
  productVariants,
  type SoldVariantOption,
} from './schema.js';
import type { AnyDatabase } from './transaction.js';

/**
 * A product's options and variants as the catalogue, the cart and the orders read them (issue
 * 29, ADR 0080). Modules may not import each other, so the reading lives here, beside the
 * schema, once.
 */

type Texts = Record<Language, string>;

/** A translation, or English when it is empty (as every translated column falls back). */
function inLanguage(texts: Texts, language: Language): string {
  return texts[language] || texts.en;
}

export interface StoredVariant {
  id: number;
  productId: number;
  sku: string;
  /** Its own regular price; null: the product's. */
  price: Money | null;
  stock: number | null;
  imagePath: string | null;
  /** One per option, in the options' order, in the three languages. */
  options: SoldVariantOption[];
}

export interface StoredOption {
  productId: number;
  name: Texts;
  values: { id: number; value: Texts }[];
}

/** The options of these products with their values, in their order. */
export async function readOptions(
  db: AnyDatabase,
  productIds: readonly number[],
): Promise<StoredOption[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      optionId: productOptions.id,
      productId: productOptions.productId,
      name: productOptions.name,
      nameFr: productOptions.nameFr,
      nameNl: productOptions.nameNl,
      valueId: productOptionValues.id,
      value: productOptionValues.value,
      valueFr: productOptionValues.valueFr,
      valueNl: productOptionValues.valueNl,
    })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, [...productIds]))
    .orderBy(
      asc(productOptions.productId),
      asc(productOptions.position),
      asc(productOptionValues.position),
      asc(productOptionValues.id),
    );
  const options = new Map<number, StoredOption>();
  for (const row of rows) {
    let option = options.get(row.optionId);
    if (!option) {
      option = {
        productId: row.productId,
        name: { en: row.name, fr: row.nameFr, nl: row.nameNl },
        values: [],
      };
      options.set(row.optionId, option);
    }
    if (row.valueId !== null) {
      option.values.push({
        id: row.valueId,
        value: { en: row.value ?? '', fr: row.valueFr ?? '', nl: row.valueNl ?? '' },
      });
    }
  }
  return [...options.values()];
}

function variantsOf(
  rows: {
    id: number;
    productId: number;
    sku: string;
    price: Money | null;
    stock: number | null;
    imagePath: string | null;
    optionValueIds: number[];
  }[],
  options: StoredOption[],
): StoredVariant[] {
  return rows.map((row) => {
    const ofProduct = options.filter((option) => option.productId === row.productId);
    return {
      id: row.id,
      productId: row.productId,
      sku: row.sku,
      price: row.price,
      stock: row.stock,
      imagePath: row.imagePath,
      options: ofProduct.flatMap((option) => {
        const value = option.values.find((candidate) => row.optionValueIds.includes(candidate.id));
        return value ? [{ name: option.name, value: value.value }] : [];
      }),
    };
  });
}

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  price: productVariants.price,
  stock: productVariants.stock,
  imagePath: productVariants.imagePath,
  optionValueIds: productVariants.optionValueIds,
};

/** A product's options (in the language) and every variant, in the order staff made them. */
export async function readProductVariants(
  db: AnyDatabase,
  productId: number,
): Promise<{ options: StoredOption[]; variants: StoredVariant[] }> {
  const options = await readOptions(db, [productId]);
  if (options.length === 0) return { options, variants: [] };
  const rows = await db
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
  return { options, variants: variantsOf(rows, options) };
}

/** These variants by id (a cart's or an order's), with their option values. */
export async function readVariants(
  db: AnyDatabase,
  variantIds: readonly number[],
): Promise<Map<number, StoredVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]));
  const options = await readOptions(db, [...new Set(rows.map((row) => row.productId))]);
  return new Map(variantsOf(rows, options).map((variant) => [variant.id, variant]));
}

/** Whether the product has options, so that a cart add must name a variant. */
export async function hasOptions(db: AnyDatabase, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ exists: sql<boolean>`true` })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .limit(1);
  return row !== undefined;
}

/** A product's options as its answer names them, in `language`. */
export function optionsInLanguage(options: StoredOption[], language: Language): ProductOption[] {
  return options.map((option) => ({
    name: inLanguage(option.name, language),
    values: option.values.map((value) => inLanguage(value.value, language)),
  }));
}

/** A variant (stored or as sold) as a line names it, in `language`. */
export function lineVariantOf(
  variant: { id: number; sku: string; options: SoldVariantOption[] },
  language: Language,
): LineVariant {
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options.map((option) => ({
      name: inLanguage(option.name, language),
      value: inLanguage(option.value, language),
    })),
  };
}

/** The variant of a product, or null when the id names none of its variants. */
export async function findVariantOfProduct(
  db: AnyDatabase,
  productId: number,
  variantId: number,
): Promise<{ id: number; stock: number | null } | null> {
  const [row] = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row ?? null;
}

/** A variant's choices in words, in `language`: "Maat: Groot, Houtsoort: Eik". */
export function variantLabel(options: readonly SoldVariantOption[], language: Language): string {
  return options
    .map((option) => `${inLanguage(option.name, language)}: ${inLanguage(option.value, language)}`)
    .join(', ');
}

/**
 * A line's name with its variant, as the order keeps it (so the invoice, the packing slip, the
 * mails and the admin name the variant): "Serveerplank (Maat: Groot, Houtsoort: Eik)".
 */
export function nameWithVariant(
  name: string,
  options: readonly SoldVariantOption[] | null,
  language: Language,
): string {
  return options && options.length > 0 ? `${name} (${variantLabel(options, language)})` : name;
}
