import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language, Money } from '@shop/contracts';
import { sanitizeDescription } from '../html/description.js';
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

/** On sale now: a sale price is set and its end, if any, is still ahead (read at query time). */
export const productIsOnSale: SQL<boolean> = sql<boolean>`(${products.salePrice} is not null and (${products.saleEndsAt} is null or ${products.saleEndsAt} > now()))`;

/**
 * The price charged now: the sale price while on sale, else the regular price. The catalogue,
 * the cart and checkout all charge this, so a sale ends on time without a job.
 */
export const chargedPrice: SQL<Money> =
  sql<Money>`(case when ${productIsOnSale} then ${products.salePrice} else ${products.price} end)`.mapWith(
    products.price,
  );

/**
 * While on sale, the lowest price charged in the 30 days before the reduction started (art. 6a
 * Directive 98/6/EC, ADR 0037), from the price history: every price whose period overlaps
 * those 30 days. A product first sold on sale has no earlier price: its sale price is the
 * reference (no reduction to announce). Null when not on sale.
 */
export const lowestPrice30Days: SQL<Money | null> =
  sql<Money | null>`(case when ${productIsOnSale} then coalesce((
  select min(period.price_cents) from (
    select history.price_cents, history.started_at,
      lead(history.started_at) over (order by history.started_at, history.id) as ended_at
    from product_price_history history where history.product_id = ${products.id}
  ) period
  where period.started_at < ${products.saleStartedAt}
    and (period.ended_at is null or period.ended_at > ${products.saleStartedAt} - interval '30 days')
), ${products.salePrice}) end)`.mapWith(products.price);

/**
 * A product's identity, its name in the three languages and its description in the asked one,
 * as the API answers name them (the shop's list cards). Descriptions leave the server through
 * the allow-list (`sanitizeDescription`), whatever wrote them: every path that stores one cleans
 * it too, but a description that reached the database some other way (psql, an import) must
 * not reach a page, and the storefront then shows the API's HTML as it is (issue 30: the
 * browser no longer loads a sanitiser of its own).
 */
export function productNamesOf(row: {
  id: number;
  slug: string;
  name: string;
  nameFr: string;
  nameNl: string;
  description: string;
}) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_fr: row.nameFr,
    name_nl: row.nameNl,
    description: sanitizeDescription(row.description),
  };
}

/** A product's identity and texts in the three languages, as the API answers name them. */
export function productTextsOf(
  row: Parameters<typeof productNamesOf>[0] & { descriptionFr: string; descriptionNl: string },
) {
  return {
    ...productNamesOf(row),
    description_fr: sanitizeDescription(row.descriptionFr),
    description_nl: sanitizeDescription(row.descriptionNl),
  };
}
