import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  brusselsDay,
  CATEGORY_SLUGS,
  moneyToApi,
  parseMoney,
  type Money,
  type adminProductInputSchema,
  type AdminImage,
  type AdminListQuery,
  type AdminProduct,
  SHOP_COUNTRY,
} from '@shop/contracts';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { isOrderable, productTextsOf } from '../../db/catalog-rules.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories, productImages, products } from '../../db/schema.js';
import { recordPriceChange, type ProductPrices } from '../../db/price-history.js';
import { inTransaction, type Transaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { sanitizeDescription } from '../../html/description.js';
import { mediaUrl } from '../../media/images.js';
import type { FileStore } from '../../storage/index.js';
import { wasOrdered } from '../../orders/index.js';
import { vatRateOn } from '../../pricing/index.js';
import { PRODUCT_RESTOCKED_QUEUE } from '../../plugins/jobs.js';
import { auditedChange, recordAudit, type Queryable } from './audit.js';
import {
  containing,
  filterBoolean,
  filterIds,
  filterNumber,
  filterText,
  orderOf,
  pageOf,
  type Page,
} from './list.js';
import { firstFreeSlug, slugify } from './slugs.js';

const PRODUCT_SLUG_TAKEN = { key: 'admin.errors.productSlugTaken' } as const;

type ProductInput = z.output<typeof adminProductInputSchema>;
type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** `base`, or `base-2`, `base-3`, ... whichever is free first. */
async function uniqueSlug(db: Queryable, base: string, exceptId?: number): Promise<string> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    );
  return firstFreeSlug(
    base,
    rows.map((row) => row.slug),
  );
}

async function assertSlugFree(db: Queryable, slug: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.slug, slug), exceptId === undefined ? undefined : ne(products.id, exceptId)),
    );
  if (row) {
    throw AppError.validation({ slug: [PRODUCT_SLUG_TAKEN] }, PRODUCT_SLUG_TAKEN);
  }
}

/**
 * The category must exist and be one the storefront lists: its catalogue answers name a
 * product's category by one of CATEGORY_SLUGS, so a product in a category created later
 * would break every list it appears in.
 */
async function assertCategoryExists(db: Queryable, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw AppError.validation({ category_id: [{ key: 'admin.errors.noSuchCategory' }] });
  if (!(CATEGORY_SLUGS as readonly string[]).includes(row.slug)) {
    throw AppError.validation({
      category_id: [
        {
          key: 'admin.errors.categoryNotListed',
          values: { name: row.name, slugs: CATEGORY_SLUGS.join(', ') },
        },
      ],
    });
  }
}

/** Every picture a product names must have been uploaded: no paths invented by the client. */
async function assertImagesExist(media: FileStore, input: ProductInput): Promise<void> {
  const named: [string, AdminImage][] = [
    ...(input.main_image ? [['main_image', input.main_image] as [string, AdminImage]] : []),
    ...input.images.map((image, index) => [`images.${index}`, image] as [string, AdminImage]),
  ];
  for (const [field, image] of named) {
    // A path that is not a plain key (`../`, absolute) is refused like a missing picture.
    const present = await media.exists(image.path).catch(() => false);
    if (!present) {
      throw AppError.validation(
        { [`${field}.path`]: [{ key: 'admin.errors.pictureNotUploaded' }] },
        { key: 'admin.errors.productPictureNotUploaded' },
      );
    }
  }
}

function toImage(path: string, alt: string, altFr: string, altNl: string) {
  return { path, url: mediaUrl(path), alt, alt_fr: altFr, alt_nl: altNl };
}

export function toAdminProduct(row: ProductRow, images: ImageRow[]): AdminProduct {
  return {
    ...productTextsOf(row),
    price: moneyToApi(row.price),
    vat_category: row.vatCategory,
    vat_rate: vatRateOn(row.vatCategory, SHOP_COUNTRY, brusselsDay(new Date())),
    category_id: row.categoryId,
    availability: row.availability,
    is_available: row.isAvailable,
    stock: row.stock,
    low_stock_threshold: row.lowStockThreshold,
    personalization_mode: row.personalizationMode,
    personalization_label: row.personalizationLabel,
    personalization_label_fr: row.personalizationLabelFr,
    personalization_label_nl: row.personalizationLabelNl,
    personalization_max_length: row.personalizationMaxLength,
    main_image: row.mainImagePath
      ? toImage(row.mainImagePath, row.mainImageAlt, row.mainImageAltFr, row.mainImageAltNl)
      : null,
    images: images.map((image) =>
      toImage(image.imagePath, image.altText, image.altTextFr, image.altTextNl),
    ),
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sale_price: row.salePrice === null ? null : moneyToApi(row.salePrice),
    sale_ends_at: row.saleEndsAt?.toISOString() ?? null,
    is_gift_card: row.isGiftCard,
    personalization_removes_withdrawal: row.personalizationRemovesWithdrawal,
    photo_mode: row.photoMode,
    photo_min_width: row.photoMinWidth,
    photo_min_height: row.photoMinHeight,
    photo_print_area: row.photoPrintArea,
  };
}

async function imagesOf(db: Queryable, productIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function findAdminProduct(db: Queryable, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  return toAdminProduct(row, (await imagesOf(db, [id])).get(id) ?? []);
}

export async function listAdminProducts(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminProduct[]; total: number }> {
  const page = pageOf(query);
  const filter = query.filter;
  const filters: (SQL | undefined)[] = [];
  const ids = filterIds(filter);
  if (ids) filters.push(inArray(products.id, ids.length ? ids : [0]));
  const search = filterText(filter, 'q');
  if (search) {
    const pattern = containing(search);
    filters.push(
      or(
        ilike(products.name, pattern),
        ilike(products.nameFr, pattern),
        ilike(products.nameNl, pattern),
        ilike(products.slug, pattern),
      ),
    );
  }
  const categoryId = filterNumber(filter, 'category_id');
  if (categoryId !== undefined) filters.push(eq(products.categoryId, categoryId));
  const availability = filterText(filter, 'availability');
  if (availability) filters.push(sql`${products.availability}::text = ${availability}`);
  const isAvailable = filterBoolean(filter, 'is_available');
  if (isAvailable !== undefined) filters.push(eq(products.isAvailable, isAvailable));
  // Made to order (stock null) never runs out.
  const inStock = filterBoolean(filter, 'in_stock');
  if (inStock === true) filters.push(or(isNull(products.stock), gt(products.stock, 0)));
  if (inStock === false) filters.push(eq(products.stock, 0));
  const archived = filterBoolean(filter, 'archived');
  if (archived === true) filters.push(isNotNull(products.archivedAt));
  if (archived === false) filters.push(isNull(products.archivedAt));
  const where = and(...filters);

  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(
      ...orderOf(
        query,
        {
          id: products.id,
          name: products.name,
          slug: products.slug,
          price: products.price,
          stock: products.stock,
          category_id: products.categoryId,
          availability: products.availability,
          is_available: products.isAvailable,
          created_at: products.createdAt,
          updated_at: products.updatedAt,
        },
        [asc(products.id)],
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    page,
    rows: rows.map((row) => toAdminProduct(row, images.get(row.id) ?? [])),
    total: totals?.total ?? 0,
  };
}

function columnsOf(input: ProductInput, slug: string) {
  return {
    slug,
    categoryId: input.category_id,
    name: input.name,
    nameFr: input.name_fr,
    nameNl: input.name_nl,
    description: sanitizeDescription(input.description),
    descriptionFr: sanitizeDescription(input.description_fr),
    descriptionNl: sanitizeDescription(input.description_nl),
    price: parseMoney(input.price),
    vatCategory: input.vat_category,
    availability: input.availability,
    isAvailable: input.is_available,
    stock: input.stock ?? null,
    lowStockThreshold: input.low_stock_threshold,
    personalizationMode: input.personalization_mode,
    personalizationLabel: input.personalization_label,
    personalizationLabelFr: input.personalization_label_fr,
    personalizationLabelNl: input.personalization_label_nl,
    personalizationMaxLength: input.personalization_max_length,
    mainImagePath: input.main_image?.path ?? null,
    mainImageAlt: input.main_image?.alt ?? '',
    mainImageAltFr: input.main_image?.alt_fr ?? '',
    mainImageAltNl: input.main_image?.alt_nl ?? '',
    salePrice: input.sale_price ? parseMoney(input.sale_price) : null,
    saleEndsAt: input.sale_ends_at ? new Date(input.sale_ends_at) : null,
    isGiftCard: input.is_gift_card,
    // Unsaid: an engraving-type personalisation makes the goods to specification, a message on
    // a money gift card does not (art. 16(c), ADR 0046).
    personalizationRemovesWithdrawal:
      input.personalization_removes_withdrawal ?? !input.is_gift_card,
    photoMode: input.photo_mode,
    photoMinWidth: input.photo_min_width,
    photoMinHeight: input.photo_min_height,
    photoPrintArea: input.photo_print_area ?? null,
  };
}

/** The prices a saved product had or gets, for its price history. */
function pricesOf(row: {
  price: Money;
  salePrice: Money | null;
  saleEndsAt: Date | null;
  saleStartedAt: Date | null;
}): ProductPrices {
  return {
    price: row.price,
    salePrice: row.salePrice,
    saleEndsAt: row.saleEndsAt,
    saleStartedAt: row.saleStartedAt,
  };
}

async function replaceImages(db: Queryable, productId: number, input: ProductInput) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (input.images.length === 0) return;
  await db.insert(productImages).values(
    input.images.map((image, position) => ({
      productId,
      imagePath: image.path,
      altText: image.alt,
      altTextFr: image.alt_fr,
      altTextNl: image.alt_nl,
      position,
    })),
  );
}

/**
 * A product save's checks and transaction: its category and images must exist, and a
 * unique-slug race between two saves ends as a field error, not a 500.
 */
async function savingProduct<T>(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  media: FileStore,
  input: ProductInput,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await assertCategoryExists(app.database.db, input.category_id);
  await assertImagesExist(media, input);
  try {
    return await inTransaction({ pool: app.database.pool, jobs: app.jobs }, work);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.validation({ slug: [PRODUCT_SLUG_TAKEN] }, PRODUCT_SLUG_TAKEN);
    }
    throw error;
  }
}

export async function createAdminProduct(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  media: FileStore,
  actorUserId: number,
  input: ProductInput,
): Promise<AdminProduct> {
  return savingProduct(app, media, input, async ({ db: tx }) => {
    let slug: string;
    if (input.slug) {
      await assertSlugFree(tx, input.slug);
      slug = input.slug;
    } else {
      slug = await uniqueSlug(tx, slugify(input.name));
    }
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(input, slug), archivedAt: input.archived ? new Date() : null })
      .returning({ id: products.id });
    if (!row) throw new Error('The product insert returned no row.');
    const columns = columnsOf(input, slug);
    await recordPriceChange(tx, row.id, null, pricesOf({ ...columns, saleStartedAt: null }));
    await replaceImages(tx, row.id, input);
    const created = await findAdminProduct(tx, row.id);
    if (!created) throw new Error('The new product vanished.');
    await recordAudit(tx, {
      actorUserId,
      action: 'created',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Saves a product. When the change makes it orderable again (switched back on, restocked
 * from 0, brought back from the archive), a product-restocked job is queued in the same
 * transaction: its subscribers hear about it exactly when the change commits.
 */
export async function updateAdminProduct(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  media: FileStore,
  actorUserId: number,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  return savingProduct(app, media, input, ({ db: tx, queueJob }) =>
    auditedChange(tx, {
      actorUserId,
      action: 'updated',
      entity: 'product',
      entityId: id,
      lock: products,
      read: () => findAdminProduct(tx, id),
      notFound: { key: 'admin.errors.notFound.product', values: { id } },
      change: async () => {
        const [locked] = await tx
          .select({
            slug: products.slug,
            archivedAt: products.archivedAt,
            isAvailable: products.isAvailable,
            stock: products.stock,
            soldOutAt: products.soldOutAt,
            price: products.price,
            salePrice: products.salePrice,
            saleEndsAt: products.saleEndsAt,
            saleStartedAt: products.saleStartedAt,
          })
          .from(products)
          .where(eq(products.id, id));
        if (!locked) throw new Error('The locked product vanished.');
        // An emptied slug field keeps the slug: links to the product must not break by accident.
        const slug = input.slug || locked.slug;
        if (slug !== locked.slug) await assertSlugFree(tx, slug, id);
        const archivedAt =
          input.archived === undefined
            ? locked.archivedAt
            : input.archived
              ? (locked.archivedAt ?? new Date())
              : null;
        await tx
          .update(products)
          .set({
            ...columnsOf(input, slug),
            archivedAt,
            // Staff switching the product on or off decide from now on, not the sell-out.
            soldOutAt: input.is_available === locked.isAvailable ? locked.soldOutAt : null,
            updatedAt: new Date(),
          })
          .where(eq(products.id, id));
        const columns = columnsOf(input, slug);
        await recordPriceChange(
          tx,
          id,
          pricesOf(locked),
          pricesOf({ ...columns, saleStartedAt: locked.saleStartedAt }),
        );
        await replaceImages(tx, id, input);
        const orderableNow = isOrderable({
          isAvailable: input.is_available,
          archivedAt,
          stock: input.stock ?? null,
        });
        if (orderableNow && !isOrderable(locked)) {
          await queueJob(PRODUCT_RESTOCKED_QUEUE, { product_id: id });
        }
      },
    }),
  );
}

/**
 * Deletes a product no order references; one that was ordered is archived instead (it stays
 * for its orders but leaves the shop).
 */
export async function deleteAdminProduct(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
): Promise<AdminProduct> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) => {
    const change = {
      actorUserId,
      entity: 'product',
      entityId: id,
      read: () => findAdminProduct(tx, id),
      notFound: { key: 'admin.errors.notFound.product', values: { id } },
    } as const;
    let ordered = true;
    const archived = await auditedChange(tx, {
      ...change,
      action: 'archived',
      lock: products,
      change: async () => {
        // Asked under the row lock: a checkout taking the product's stock waits for it.
        ordered = await wasOrdered(tx, id);
        if (!ordered) return false;
        await tx
          .update(products)
          .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, updatedAt: new Date() })
          .where(eq(products.id, id));
      },
    });
    if (ordered) return archived;
    return auditedChange(tx, {
      ...change,
      action: 'deleted',
      deletes: true,
      change: async () => {
        await tx.delete(products).where(eq(products.id, id));
      },
    });
  });
}
