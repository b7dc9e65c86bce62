import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { storefrontUrl } from '@shop/contracts';
import { localisedProductName, productIsOrderable } from '../../db/catalog-rules.js';
import { drizzleOn } from '../../db/client.js';
import { backInStockSubscriptions, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { nameWithVariant, readVariants } from '../../db/variants.js';
import type { Mail } from '../../mail/plugin.js';
import { mailLanguage, type MailLanguage } from '../../mail/templates.js';
import type { JobQueue } from '../../plugins/jobs.js';

/**
 * The `product-restocked` worker: when a product can be ordered again, every open
 * subscription gets one mail and is closed. Closing and queueing the mail happen in one
 * transaction per batch, and only rows still open are taken (`notified_at is null`, rows
 * another worker holds are skipped), so a job that runs twice, or on two instances at once,
 * mails each subscriber once.
 *
 * A subscription to one combination of a product with options (issue 29) is mailed only once
 * that variant has a unit again (or is made to order): a job queued for the product, by a
 * staff change or by units going back on the shelf, reaches the subscribers of every variant
 * now orderable and leaves those of variants still sold out open.
 */

export interface NotifyDependencies {
  pool: pg.Pool;
  jobs: JobQueue;
  mail: Mail;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const BATCH_SIZE = 100;

/** The product's name in every mail language: each subscriber is mailed in their own. */
function productNames() {
  return {
    en: localisedProductName('en'),
    nl: localisedProductName('nl'),
    fr: localisedProductName('fr'),
  } satisfies Record<MailLanguage, SQL<string>>;
}

/** Mails the product's open subscriptions; returns how many this call notified. */
export async function notifyBackInStock(
  deps: NotifyDependencies,
  productId: number,
): Promise<number> {
  const [product] = await drizzleOn(deps.pool)
    .select({ slug: products.slug, names: productNames(), orderable: productIsOrderable })
    .from(products)
    .where(eq(products.id, productId));
  // Made unavailable again before the job ran, or gone: the subscriptions stay open.
  if (!product?.orderable) return 0;

  let notified = 0;
  for (;;) {
    const batch = await inTransaction(deps, async (tx) => {
      const open = and(
        eq(backInStockSubscriptions.productId, productId),
        isNull(backInStockSubscriptions.notifiedAt),
        isNull(backInStockSubscriptions.unsubscribedAt),
        or(
          isNull(backInStockSubscriptions.variantId),
          sql`exists (select 1 from product_variants variant where variant.id = ${backInStockSubscriptions.variantId} and (variant.stock is null or variant.stock > 0))`,
        ),
      );
      // Rows another worker holds are skipped, so two workers never mail the same subscriber.
      const taken = tx.db
        .select({ id: backInStockSubscriptions.id })
        .from(backInStockSubscriptions)
        .where(open)
        .orderBy(asc(backInStockSubscriptions.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const rows = await tx.db
        .update(backInStockSubscriptions)
        .set({ notifiedAt: sql`now()` })
        .where(and(inArray(backInStockSubscriptions.id, taken), open))
        .returning({
          id: backInStockSubscriptions.id,
          email: backInStockSubscriptions.email,
          language: backInStockSubscriptions.language,
          unsubscribeToken: backInStockSubscriptions.unsubscribeToken,
          variantId: backInStockSubscriptions.variantId,
        });
      const variants = await readVariants(
        tx.db,
        rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
      );
      for (const subscription of rows) {
        const language = mailLanguage(subscription.language);
        const variant =
          subscription.variantId === null ? undefined : variants.get(subscription.variantId);
        const productUrl = new URL(
          storefrontUrl(deps.publicUrl, 'product', { params: { slug: product.slug }, language }),
        );
        // The mail's link opens the page with that combination chosen.
        if (variant) productUrl.searchParams.set('variant', String(variant.id));
        await deps.mail.enqueue(
          {
            dedupeKey: `back-in-stock:${subscription.id}`,
            template: 'back-in-stock',
            language,
            to: subscription.email,
            data: {
              productName: nameWithVariant(
                product.names[language],
                variant?.options ?? null,
                language,
              ),
              productUrl: productUrl.toString(),
              unsubscribeUrl: storefrontUrl(deps.publicUrl, 'unsubscribe', {
                params: { token: subscription.unsubscribeToken },
                language,
              }),
            },
          },
          tx.client,
        );
      }
      return rows.length;
    });
    notified += batch;
    if (batch < BATCH_SIZE) break;
  }
  if (notified > 0) deps.log.info({ productId, notified }, 'back-in-stock subscribers mailed');
  return notified;
}
