import { asc, count, eq, like, or, and } from 'drizzle-orm';
import type {
  adminCategoryCreateInputSchema,
  adminCategoryInputSchema,
  AdminCategory,
  AdminListQuery,
} from '@shop/contracts';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { auditedChange, recordAudit, type Queryable } from './audit.js';
import { idAndSearchFilters, listPage, type Page } from './list.js';
import { firstFreeSlug, slugify } from './slugs.js';

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
  const filters = idAndSearchFilters(query, categories.id, [
    categories.name,
    categories.nameFr,
    categories.nameNl,
    categories.slug,
  ]);
  const { page, rows, total } = await listPage(db, query, {
    rows: db
      .select(categoryColumns)
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.id)
      .$dynamic(),
    countFrom: categories,
    where: and(...filters),
    sortable: {
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      position: categories.position,
    },
    fallback: [asc(categories.position), asc(categories.id)],
  });
  return { page, rows: rows.map(toCategory), total };
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
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  input: z.output<typeof adminCategoryInputSchema>,
): Promise<AdminCategory> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'updated',
      entity: 'category',
      entityId: id,
      read: () => findAdminCategory(tx, id),
      notFound: { key: 'admin.errors.notFound.category', values: { id } },
      change: async () => {
        await tx
          .update(categories)
          .set({
            name: input.name,
            nameFr: input.name_fr,
            nameNl: input.name_nl,
            position: input.position,
          })
          .where(eq(categories.id, id));
      },
    }),
  );
}

const SLUG_TAKEN = { key: 'admin.errors.categorySlugTaken' } as const;

/** `base`, or `base-2`, `base-3`, ... whichever no category uses yet. */
async function uniqueCategorySlug(db: Queryable, base: string): Promise<string> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  return firstFreeSlug(
    base,
    rows.map((row) => row.slug),
  );
}

/** A new category; its slug comes from the English name (made unique) unless one is given. */
export async function createAdminCategory(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  input: z.output<typeof adminCategoryCreateInputSchema>,
): Promise<AdminCategory> {
  try {
    return await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) => {
      let slug: string;
      if (input.slug) {
        const [taken] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, input.slug));
        if (taken) throw AppError.validation({ slug: [SLUG_TAKEN] }, SLUG_TAKEN);
        slug = input.slug;
      } else {
        slug = await uniqueCategorySlug(tx, slugify(input.name, 'category'));
      }
      const [row] = await tx
        .insert(categories)
        .values({
          slug,
          name: input.name,
          nameFr: input.name_fr,
          nameNl: input.name_nl,
          position: input.position,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('The category insert returned no row.');
      const created = await findAdminCategory(tx, row.id);
      if (!created) throw new Error('The new category vanished.');
      await recordAudit(tx, {
        actorUserId,
        action: 'created',
        entity: 'category',
        entityId: row.id,
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    // Two admins creating the same name at once: the unique slug decides, as a field error.
    if (isUniqueViolation(error)) throw AppError.validation({ slug: [SLUG_TAKEN] }, SLUG_TAKEN);
    throw error;
  }
}

/**
 * Deletes a category no product uses, archived products included (their orders still show
 * them). Otherwise 409 with how many products to move first.
 */
export async function deleteAdminCategory(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
): Promise<AdminCategory> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'deleted',
      entity: 'category',
      entityId: id,
      lock: categories,
      read: () => findAdminCategory(tx, id),
      notFound: { key: 'admin.errors.notFound.category', values: { id } },
      deletes: true,
      change: async (before) => {
        if (before.product_count > 0) {
          throw new AppError('conflict', {
            key: 'admin.errors.categoryNotEmpty',
            values: { name: before.name, count: before.product_count },
          });
        }
        await tx.delete(categories).where(eq(categories.id, id));
      },
    }),
  );
}
