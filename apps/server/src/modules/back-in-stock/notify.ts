import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { STOREFRONT_ROUTES } from '@shop/contracts';
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

/** A product can be ordered: available, not archived, and in stock (null stock: made to order). */
export const ORDERABLE_SQL = `(p.is_available and p.archived_at is null and (p.stock is null or p.stock > 0))`;

const BATCH_SIZE = 100;

interface ProductNames {
  slug: string;
  name: string;
  name_nl: string;
  name_fr: string;
}

export function productNameIn(product: ProductNames, language: MailLanguage): string {
  const translated = language === 'nl' ? product.name_nl : language === 'fr' ? product.name_fr : '';
  return translated.trim() || product.name;
}

export function storefrontUrl(publicUrl: string, path: string, language: MailLanguage): string {
  // Languages have their own URLs through ?lang=nl|fr; English is the default.
  const query = language === 'en' ? '' : `?lang=${language}`;
  return `${publicUrl.replace(/\/+$/, '')}${path}${query}`;
}

/** Mails the product's open subscriptions; returns how many this call notified. */
export async function notifyBackInStock(
  deps: NotifyDependencies,
  productId: number,
): Promise<number> {
  const { rows: products } = await deps.pool.query<ProductNames & { orderable: boolean }>(
    `select p.slug, p.name, p.name_nl, p.name_fr, ${ORDERABLE_SQL} as orderable
       from products p where p.id = $1`,
    [productId],
  );
  const product = products[0];
  // Made unavailable again before the job ran, or gone: the subscriptions stay open.
  if (!product?.orderable) return 0;

  let notified = 0;
  await deps.jobs.ready();
  for (;;) {
    const client = await deps.pool.connect();
    let batch: number;
    try {
      await client.query('begin');
      const { rows } = await client.query<{
        id: number;
        email: string;
        language: string;
        unsubscribe_token: string;
      }>(
        `update back_in_stock_subscriptions set notified_at = now()
          where id in (
            select id from back_in_stock_subscriptions
             where product_id = $1 and notified_at is null and unsubscribed_at is null
             order by id
             limit $2
             for update skip locked)
            and notified_at is null and unsubscribed_at is null
          returning id, email, language, unsubscribe_token`,
        [productId, BATCH_SIZE],
      );
      for (const subscription of rows) {
        const language = mailLanguage(subscription.language);
        await deps.mail.enqueue(
          {
            dedupeKey: `back-in-stock:${subscription.id}`,
            template: 'back-in-stock',
            language,
            to: subscription.email,
            data: {
              productName: productNameIn(product, language),
              productUrl: storefrontUrl(
                deps.publicUrl,
                STOREFRONT_ROUTES.product.replace(':slug', encodeURIComponent(product.slug)),
                language,
              ),
              unsubscribeUrl: storefrontUrl(
                deps.publicUrl,
                STOREFRONT_ROUTES.unsubscribe.replace(':token', subscription.unsubscribe_token),
                language,
              ),
            },
          },
          client,
        );
      }
      await client.query('commit');
      batch = rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    notified += batch;
    if (batch < BATCH_SIZE) break;
  }
  if (notified > 0) deps.log.info({ productId, notified }, 'back-in-stock subscribers mailed');
  return notified;
}
