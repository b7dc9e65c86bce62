import { demoPhotoColumns } from './demo-photos.js';
import { DEFAULT_VAT_CATEGORY, parseMoney } from '@shop/contracts';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories, productImages, productPriceHistory, products, users } from '../schema.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { sanitizeDescription } from '../../html/description.js';
import { generateImageVariants } from '../../media/variants.js';
import type { FileStore } from '../../storage/index.js';
import { seedVariants } from './variants.js';
import {
  demoCategories,
  demoProducts,
  type DemoImage,
  type DemoProduct,
} from './demo-catalogue.js';
import { seedDemoDelivery } from './demo-delivery.js';

/** apps/server/seed-assets, from src/db/seed or dist/db/seed alike. */
export const SEED_ASSETS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../seed-assets',
);

export interface DemoAccount {
  role: 'customer' | 'admin';
  username: string;
  email: string;
  password: string;
  phoneNumber: string;
}

/** Known logins for trying the shop; never seed them on a real shop (SEED_DEMO_DATA=false). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'customer',
    username: 'demo',
    email: 'customer@example.com',
    password: 'Customer123',
    phoneNumber: '+32470123456',
  },
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@example.com',
    password: 'Admin12345',
    phoneNumber: '+32470654321',
  },
];

export interface SeedResult {
  productsCreated: number;
  accountsCreated: DemoAccount[];
}

// Several instances may start at once; only one seeds.
const SEED_LOCK_ID = 7_304_222;

/** Fills an empty shop with the demo catalogue and accounts. Safe to run again. */
export async function seedDemoData(db: Database, media: FileStore): Promise<SeedResult> {
  await copyDemoMedia(media);
  await generateDemoImageVariants(media);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    const accountsCreated: DemoAccount[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const inserted = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          phoneNumber: account.phoneNumber,
          passwordHash: passwordHashes[index] ?? '',
          isStaff: account.role === 'admin',
          isSuperuser: account.role === 'admin',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length > 0) accountsCreated.push(account);
    }

    await seedDemoDelivery(tx);

    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((existing?.count ?? 0) > 0) return { productsCreated: 0, accountsCreated };

    const categoryIds = new Map<string, number>();
    for (const category of demoCategories) {
      const [row] = await tx
        .insert(categories)
        .values({
          slug: category.slug,
          name: category.name.en,
          nameFr: category.name.fr,
          nameNl: category.name.nl,
          position: category.position,
        })
        .onConflictDoUpdate({ target: categories.slug, set: { name: category.name.en } })
        .returning({ id: categories.id });
      if (row) categoryIds.set(category.slug, row.id);
    }

    for (const product of demoProducts) {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) throw new Error(`Unknown category ${product.category}`);
      const [row] = await tx
        .insert(products)
        .values({
          slug: product.slug,
          categoryId,
          name: product.name.en,
          nameFr: product.name.fr,
          nameNl: product.name.nl,
          description: sanitizeDescription(product.description.en),
          descriptionFr: sanitizeDescription(product.description.fr),
          descriptionNl: sanitizeDescription(product.description.nl),
          price: parseMoney(product.price),
          vatCategory: product.vatCategory ?? DEFAULT_VAT_CATEGORY,
          isGiftCard: product.isGiftCard ?? false,
          // A message on a money gift card does not make it to specification (ADR 0046).
          personalizationRemovesWithdrawal: !(product.isGiftCard ?? false),
          availability: product.availability,
          isAvailable: product.isAvailable,
          mainImagePath: productImagePath(product.mainImage),
          mainImageAlt: product.mainImage.alt.en,
          mainImageAltFr: product.mainImage.alt.fr,
          mainImageAltNl: product.mainImage.alt.nl,
          stock: product.stock ?? null,
          personalizationMode: product.personalization?.mode ?? 'none',
          personalizationLabel: product.personalization?.label.en ?? '',
          personalizationLabelFr: product.personalization?.label.fr ?? '',
          personalizationLabelNl: product.personalization?.label.nl ?? '',
          ...(product.personalization
            ? { personalizationMaxLength: product.personalization.maxLength }
            : {}),
          ...demoPhotoColumns(product.slug),
        })
        .returning({ id: products.id });
      if (row) await seedPriceHistory(tx, row.id, product);
      if (row) await seedVariants(tx, row.id, product);
      if (!row || product.carousel.length === 0) continue;
      await tx.insert(productImages).values(
        product.carousel.map((image, position) => ({
          productId: row.id,
          imagePath: productImagePath(image),
          altText: image.alt.en,
          altTextFr: image.alt.fr,
          altTextNl: image.alt.nl,
          position,
        })),
      );
    }
    return { productsCreated: demoProducts.length, accountsCreated };
  });
}

function productImagePath(image: DemoImage): string {
  return `products/${image.file}`;
}

/** Puts the demo pictures where the server serves media from; a picture already there stays. */
async function copyDemoMedia(media: FileStore): Promise<void> {
  for (const folder of ['products', 'hero']) {
    const source = path.join(SEED_ASSETS_DIR, folder);
    for (const file of await readdir(source)) {
      const format = /\.(webp|png|jpe?g)$/i.exec(file)?.[1]?.toLowerCase();
      if (!format) continue;
      const key = `${folder}/${file}`;
      if (await media.exists(key)) continue;
      const contentType = `image/${format === 'jpg' ? 'jpeg' : format}`;
      await media.put(key, await readFile(path.join(source, file)), contentType);
    }
  }
}

/**
 * The srcset variants of every demo picture. Runs at each start, so a shop seeded before
 * variants existed gets them too; pictures that already have theirs are skipped quickly.
 */
async function generateDemoImageVariants(media: FileStore): Promise<void> {
  const paths = [
    ...new Set(
      demoProducts.flatMap((product) =>
        [product.mainImage, ...product.carousel].map(productImagePath),
      ),
    ),
  ];
  // Two at a time: sharp already spreads one picture over the cores.
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await generateImageVariants(media, next);
    }
  };
  await Promise.all([worker(), worker()]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo product's past prices and sale, as if the shop had kept them (ADR 0037). */
async function seedPriceHistory(
  tx: Pick<Database, 'insert' | 'update'>,
  productId: number,
  product: DemoProduct,
): Promise<void> {
  const now = Date.now();
  const past = product.priceHistory ?? [{ price: product.price, daysAgo: 60 }];
  await tx.insert(productPriceHistory).values(
    past.map((entry, index) => ({
      productId,
      price: parseMoney(entry.price),
      startedAt: new Date(now - entry.daysAgo * DAY_MS),
      reason: index === 0 ? 'created' : 'edited',
    })),
  );
  if (!product.sale) return;
  const startedAt = new Date(now - product.sale.daysAgo * DAY_MS);
  await tx
    .update(products)
    .set({ salePrice: parseMoney(product.sale.price), saleStartedAt: startedAt })
    .where(eq(products.id, productId));
  await tx.insert(productPriceHistory).values({
    productId,
    price: parseMoney(product.sale.price),
    startedAt,
    reason: 'sale_started',
  });
}
