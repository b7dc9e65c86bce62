import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@shop/contracts';
import { products } from './schema.js';

/**
 * The catalogue's rules that several features ask about, each written once (issue 15): what
 * "can be ordered" means and which name a product has in a language. Modules may not import
 * each other, so the rules live here, beside the schema they read.
 */

/** Offered: switched on by staff and not archived. A cart line shows whether its product is. */
export const productIsOffered: SQL<boolean> = sql<boolean>`(${products.isAvailable} and ${products.archivedAt} is null)`;

/** Can be ordered now: offered, and in stock (a null stock is made to order and never runs out). */
export const productIsOrderable: SQL<boolean> = sql<boolean>`(${productIsOffered} and (${products.stock} is null or ${products.stock} > 0))`;

/** The same rule for a product already read (the admin's answer says whether a save restocked it). */
export function isOrderable(product: {
  isAvailable: boolean;
  archivedAt: Date | null;
  stock: number | null;
}): boolean {
  return product.isAvailable && product.archivedAt === null && (product.stock ?? 1) > 0;
}

/** A translated column in `language`, or the English one when that translation is empty. */
export function localised(
  language: Language,
  columns: { en: AnyPgColumn; fr: AnyPgColumn; nl: AnyPgColumn },
): SQL<string> {
  if (language === 'en') return sql<string>`${columns.en}`;
  return sql<string>`coalesce(nullif(${columns[language]}, ''), ${columns.en})`;
}

/** The product's name in `language`, falling back to English. */
export function localisedProductName(language: Language): SQL<string> {
  return localised(language, { en: products.name, fr: products.nameFr, nl: products.nameNl });
}
