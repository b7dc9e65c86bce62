import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders, products } from '../db/schema.js';
import { priceSoldOrder, type Pricing } from '../pricing/index.js';
import type { AnyDatabase } from '../db/transaction.js';

/** An order priced as sold, with its lines' ids in the order of `pricing.lines`. */
export interface SoldPrices {
  pricing: Pricing;
  lineIds: number[];
  /** Sold under reverse charge (ADR 0094): every amount without VAT, at 0 %. */
  reverseCharge: boolean;
}

/**
 * Orders priced as they were sold (ADR 0058): their stored lines with their discount shares and
 * whether each sold a money gift card, and their wrapping as charged, read through the one
 * price. What the customer's and staff's reads, invoices and the VAT breakdowns state.
 */
export async function soldPricesOfOrders(
  db: AnyDatabase,
  orderIds: readonly number[],
): Promise<Map<number, SoldPrices>> {
  const found = new Map<number, SoldPrices>();
  if (orderIds.length === 0) return found;
  const heads = await db
    .select({
      id: orders.id,
      giftWrappingPrice: orders.giftWrappingPrice,
      giftWrappingVatRate: orders.giftWrappingVatRate,
      deliveryPrice: orders.deliveryPrice,
      vatCountry: orders.vatCountry,
      vatTreatment: orders.vatTreatment,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      vatRate: orderItems.vatRate,
      discountAmount: orderItems.discountAmount,
      isGiftCard: products.isGiftCard,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
  for (const head of heads) {
    const own = lines.filter((line) => line.orderId === head.id);
    found.set(head.id, {
      pricing: priceSoldOrder({
        ...head,
        // A line whose product is gone keeps its amount; only a gift card sold is out of scope.
        lines: own.map((line) => ({ ...line, isGiftCard: line.isGiftCard === true })),
      }),
      lineIds: own.map((line) => line.id),
      reverseCharge: head.vatTreatment === 'reverse-charge',
    });
  }
  return found;
}
