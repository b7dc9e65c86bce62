import { and, eq, gt } from 'drizzle-orm';
import type { Money } from '@shop/contracts';
import type { Database } from './client.js';
import { productPriceHistory, products } from './schema.js';

/**
 * Keeps the price history (ADR 0037): called in the transaction that creates or saves a
 * product, with its prices before (null: just created) and after. Writes a row when the
 * charged price changes now, sets when the current reduction started, and writes the known
 * end of a sale ahead (replacing any end written before).
 */
export interface ProductPrices {
  /** The regular price. */
  price: Money;
  salePrice: Money | null;
  saleEndsAt: Date | null;
  saleStartedAt: Date | null;
}

type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

function onSaleAt(prices: ProductPrices, at: Date): boolean {
  return prices.salePrice !== null && (prices.saleEndsAt === null || prices.saleEndsAt > at);
}

function chargedAt(prices: ProductPrices, at: Date): Money {
  return onSaleAt(prices, at) ? prices.salePrice! : prices.price;
}

export async function recordPriceChange(
  db: Writer,
  productId: number,
  before: ProductPrices | null,
  after: ProductPrices,
  now = new Date(),
): Promise<void> {
  const wasOnSale = before !== null && onSaleAt(before, now);
  const isOnSale = onSaleAt(after, now);
  // A reduction deepened step by step keeps its start, and so the price before its first step
  // as its reference (art. 6a(5) Directive 98/6/EC); a sale price raised is a new reduction,
  // told against the lowest price of the 30 days before it, the lower sale price included
  // (ADR 0048).
  const raised = wasOnSale && isOnSale && after.salePrice! > before.salePrice!;
  const saleStartedAt = isOnSale ? (wasOnSale && !raised ? before.saleStartedAt : now) : null;
  await db.update(products).set({ saleStartedAt }).where(eq(products.id, productId));

  const charged = chargedAt(after, now);
  if (before === null || chargedAt(before, now) !== charged) {
    const reason =
      before === null
        ? 'created'
        : isOnSale && !wasOnSale
          ? 'sale_started'
          : isOnSale
            ? 'sale_changed'
            : wasOnSale
              ? 'sale_ended'
              : 'edited';
    await db.insert(productPriceHistory).values({
      productId,
      price: charged,
      startedAt: saleStartedAt && !wasOnSale ? saleStartedAt : now,
      reason,
    });
  }
  // The sale's end, known ahead: the regular price comes back then.
  await db
    .delete(productPriceHistory)
    .where(
      and(eq(productPriceHistory.productId, productId), gt(productPriceHistory.startedAt, now)),
    );
  if (isOnSale && after.saleEndsAt !== null) {
    await db
      .insert(productPriceHistory)
      .values({ productId, price: after.price, startedAt: after.saleEndsAt, reason: 'sale_ended' });
  }
}
