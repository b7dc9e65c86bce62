import { and, asc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { isOrderable } from '../db/catalog-rules.js';
import { orderItems, orderRefundItems, products, productVariants } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';

/**
 * The only writers of a product's stock besides staff editing it. Stock moves only through
 * conditional updates that cannot take it below zero.
 */

/**
 * Takes `quantity` units of a product; false when it is unavailable or has fewer left.
 * Made-to-order products (stock null) never run out; a product reaching 0 sells out
 * (switched off, `sold_out_at` set, so a release can switch it back on).
 */
/** What stock is counted on: a product, or one variant of a product with options (ADR 0080). */
export interface StockItem {
  productId: number;
  /** Null: the product's own stock. */
  variantId: number | null;
}

/**
 * Takes `quantity` units of a product or of one of its variants; false when it is unavailable
 * or has fewer left. A variant's units are its own: a variant reaching 0 leaves the product on
 * sale for its other variants, and the page shows that variant unavailable.
 */
export async function reserveStock(
  db: AnyDatabase,
  item: StockItem,
  quantity: number,
): Promise<boolean> {
  if (item.variantId === null) return reserveProductStock(db, item.productId, quantity);
  const taken = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(productVariants.id, item.variantId),
        eq(productVariants.productId, item.productId),
        or(isNull(productVariants.stock), gte(productVariants.stock, quantity)),
        sql`exists (select 1 from ${products} where ${products.id} = ${item.productId} and ${products.isAvailable} and ${products.archivedAt} is null)`,
      ),
    )
    .returning({ id: productVariants.id });
  return taken.length === 1;
}

async function reserveProductStock(
  db: AnyDatabase,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const reachesZero = sql`${products.stock} - ${quantity} = 0`;
  const taken = await db
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      isAvailable: sql`case when ${reachesZero} then false else ${products.isAvailable} end`,
      availability: sql`case when ${reachesZero} then 'out_of_stock'::product_availability else ${products.availability} end`,
      soldOutAt: sql`case when ${reachesZero} then now() else ${products.soldOutAt} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.isAvailable, true),
        isNull(products.archivedAt),
        or(isNull(products.stock), gte(products.stock, quantity)),
      ),
    )
    .returning({ id: products.id });
  return taken.length === 1;
}

/** Units left of a product or variant (null: made to order), for the error message. */
export async function stockLeft(db: AnyDatabase, item: StockItem): Promise<number | null> {
  const { productId, variantId } = item;
  if (variantId !== null) {
    const [variant] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return variant?.stock ?? null;
  }
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? null;
}

/**
 * The units of a given-up order go back on the shelf (made-to-order products have none).
 * Only the stock changes, and a product a sell-out had switched off is switched back on:
 * whether a product is on sale is otherwise staff's decision, and a product they switched off
 * stays off. Returns the products this makes orderable again (on, not archived, at 0 before),
 * whose back-in-stock subscribers are then told.
 */
export async function releaseStock(db: AnyDatabase, orderId: number): Promise<number[]> {
  const lines = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      // Units staff refunded and restocked before are on the shelf already.
      quantity: sql<number>`(sum(${orderItems.quantity}) - coalesce(sum((select sum(${orderRefundItems.quantity}) from ${orderRefundItems} where ${orderRefundItems.orderItemId} = ${orderItems.id} and ${orderRefundItems.restocked})), 0))::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId, orderItems.variantId)
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  return returnUnits(db, lines);
}

/**
 * Units back on the shelf (a given-up order's, or refunded units staff restock), with the
 * same rules as `releaseStock`; returns the products this makes orderable again.
 */
export async function returnUnits(
  db: AnyDatabase,
  lines: readonly { productId: number | null; variantId?: number | null; quantity: number }[],
): Promise<number[]> {
  const orderableAgain: number[] = [];
  for (const line of lines) {
    if (line.productId === null || line.quantity <= 0) continue;
    if (line.variantId) {
      // A variant's units go back to the variant; made-to-order variants (null) keep none.
      const [variant] = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: sql`now()` })
        .where(and(eq(productVariants.id, line.variantId), isNotNull(productVariants.stock)))
        .returning({ stock: productVariants.stock });
      // Back from 0: that variant's back-in-stock subscribers are told (issue 29).
      if (variant && (variant.stock ?? 0) - line.quantity <= 0) {
        orderableAgain.push(line.productId);
      }
      continue;
    }
    const [product] = await db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        isAvailable: sql`case when ${products.soldOutAt} is not null then true else ${products.isAvailable} end`,
        availability: sql`case when ${products.soldOutAt} is not null and ${products.availability} = 'out_of_stock' then 'in_stock'::product_availability else ${products.availability} end`,
        soldOutAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)))
      .returning({
        isAvailable: products.isAvailable,
        archivedAt: products.archivedAt,
        stock: products.stock,
      });
    if (!product) continue;
    const stockBefore = (product.stock ?? 0) - line.quantity;
    if (stockBefore <= 0 && isOrderable(product)) {
      orderableAgain.push(line.productId);
    }
  }
  return [...new Set(orderableAgain)];
}
