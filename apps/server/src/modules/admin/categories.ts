import { asc, count, eq, ilike, inArray, or, type SQL, and } from 'drizzle-orm';
import type { adminCategoryInputSchema, AdminCategory, AdminListQuery } from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { containing, filterIds, filterText, orderOf, pageOf, type Page } from './list.js';

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  nameFr: categories.nameFr,
  nameNl: categories.nameNl,
  position: categories.position,
  productCount: count(products.id),
};

type CategoryRow = {
  id: number;
  slug: string;
  name: string;
  nameFr: string;
  nameNl: string;
  position: number;
  productCount: number;
};

function toCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_fr: row.nameFr,
    name_nl: row.nameNl,
    position: row.position,
    product_count: row.productCount,
  };
}

export async function listAdminCategories(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminCategory[]; total: number }> {
  const page = pageOf(query);
  const filters: (SQL | undefined)[] = [];
  const ids = filterIds(query.filter);
  if (ids) filters.push(inArray(categories.id, ids.length ? ids : [0]));
  const search = filterText(query.filter, 'q');
  if (search) {
    const pattern = containing(search);
    filters.push(
      or(
        ilike(categories.name, pattern),
        ilike(categories.nameFr, pattern),
        ilike(categories.nameNl, pattern),
        ilike(categories.slug, pattern),
      ),
    );
  }
  const where = and(...filters);
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(where)
    .groupBy(categories.id)
    .orderBy(
      ...orderOf(
        query,
        {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          position: categories.position,
        },
        [asc(categories.position), asc(categories.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(categories).where(where);
  return { page, rows: rows.map(toCategory), total: totals?.total ?? 0 };
}

export async function findAdminCategory(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<AdminCategory | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(eq(categories.id, id))
    .groupBy(categories.id);
  return row ? toCategory(row) : null;
}

export async function updateAdminCategory(
  db: Database,
  actorUserId: number,
  id: number,
  input: z.output<typeof adminCategoryInputSchema>,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await findAdminCategory(tx, id);
    if (!before) throw AppError.notFound(`No category with the id ${id}.`);
    await tx
      .update(categories)
      .set({
        name: input.name,
        nameFr: input.name_fr,
        nameNl: input.name_nl,
        position: input.position,
      })
      .where(eq(categories.id, id));
    const after = await findAdminCategory(tx, id);
    if (!after) throw new Error('The updated category vanished.');
    await recordAudit(tx, {
      actorUserId,
      action: 'updated',
      entity: 'category',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
