import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language, ProductListItem, ProductListQuery } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { mediaUrl } from './media.js';

/** The column in `language`, or English when that translation is empty. */
function localised(
  language: Language,
  columns: { en: AnyPgColumn; fr: AnyPgColumn; nl: AnyPgColumn },
): SQL<string> {
  if (language === 'en') return sql<string>`${columns.en}`;
  return sql<string>`coalesce(nullif(${columns[language]}, ''), ${columns.en})`;
}

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<ProductListItem[]> {
  const name = localised(query.lang, {
    en: products.name,
    fr: products.nameFr,
    nl: products.nameNl,
  });
  const description = localised(query.lang, {
    en: products.description,
    fr: products.descriptionFr,
    nl: products.descriptionNl,
  });
  const filters: (SQL | undefined)[] = [];
  if (query.search) {
    filters.push(
      or(ilike(name, containing(query.search)), ilike(description, containing(query.search))),
    );
  }
  if (query.category) filters.push(eq(categories.slug, query.category));
  if (query.availability !== 'all') filters.push(eq(products.availability, query.availability));

  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name,
      nameFr: products.nameFr,
      nameNl: products.nameNl,
      description,
      price: products.price,
      mainImagePath: products.mainImagePath,
      isAvailable: products.isAvailable,
      availability: products.availability,
      category: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(...filters))
    .orderBy(asc(categories.position), asc(products.id));

  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_fr: row.nameFr,
    name_nl: row.nameNl,
    description: row.description,
    price: row.price,
    main_image_url: mediaUrl(row.mainImagePath),
    is_available: row.isAvailable,
    availability: row.availability,
    category: row.category as ProductListItem['category'],
  }));
}
