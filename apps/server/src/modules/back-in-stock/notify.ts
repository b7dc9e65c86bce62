import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { storefrontUrl } from '@shop/contracts';
import { localisedProductName, productIsOrderable } from '../../db/catalog-rules.js';
import { drizzleOn } from '../../db/client.js';
import { backInStockSubscriptions, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Mail } from '../../mail/plugin.js';
import { mailLanguage, type MailLanguage } from '../../mail/templates.js';
import type { JobQueue } from '../../plugins/jobs.js';

/**
 * The `product-restocked` worker: when a product can be ordered again, every open
 * subscription gets one mail and is closed. Closing and queueing the mail happen in one
 * transaction per batch, and only rows still open are taken (`notified_at is null`, rows
 * another worker holds are skipped), so a job that runs twice, or on two instances at once,
 * mails each subscriber once.
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
        });
      for (const subscription of rows) {
        const language = mailLanguage(subscription.language);
        await deps.mail.enqueue(
          {
            dedupeKey: `back-in-stock:${subscription.id}`,
            template: 'back-in-stock',
            language,
            to: subscription.email,
            data: {
              productName: product.names[language],
              productUrl: storefrontUrl(deps.publicUrl, 'product', {
                params: { slug: product.slug },
                language,
              }),
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
