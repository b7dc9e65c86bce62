import { and, asc, eq } from 'drizzle-orm';
import {
  hasWithdrawalRight,
  moneyToApi,
  multiplyMoney,
  parseMoney,
  sumMoney,
  type CompanyInvoice,
  type Language,
  type Money,
  type VatRate,
  vatRateOf,
} from '@shop/contracts';
import { cartItems, orderItems, orders, products } from '../db/schema.js';
import { localisedProductName, productIsOffered } from '../db/catalog-rules.js';
import type { OrdersDatabase } from './database.js';
import { recordHistory } from './states.js';

export interface CartLine {
  productId: number;
  name: string;
  /** The catalogue's price, "12.50". */
  price: string;
  quantity: number;
  personalization: string;
  isAvailable: boolean;
  /** The product's VAT rate now; the order keeps it as sold. */
  vatRate: VatRate;
  /** Units on hand when read; null: made to order. */
  stock: number | null;
}

/** The customer's cart with names in `language` and prices from the catalogue, oldest line first. */
export async function readCart(
  db: OrdersDatabase,
  userId: number,
  language: Language,
): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      name: localisedProductName(language),
      price: products.price,
      quantity: cartItems.quantity,
      personalization: cartItems.personalization,
      isAvailable: productIsOffered,
      vatRate: products.vatRate,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => ({ ...row, vatRate: vatRateOf(row.vatRate) }));
}

/** What the lines cost together: each unit price times its quantity, in exact cents. */
export function orderTotal(lines: readonly { price: string; quantity: number }[]): Money {
  return sumMoney(lines.map((line) => multiplyMoney(parseMoney(line.price), line.quantity)));
}

export interface NewOrder {
  userId: number;
  email: string;
  language: Language;
  lines: readonly CartLine[];
  /** The company the invoice is to be made out to; null: the customer. */
  invoiceCompany?: CompanyInvoice | null;
}

/**
 * A pending order with a snapshot of its lines (names, prices and VAT rates as sold, and whether
 * each may be withdrawn from) and its first history row.
 */
export async function createPendingOrder(
  db: OrdersDatabase,
  order: NewOrder,
): Promise<{ id: number; createdAt: Date; total: Money }> {
  const total = orderTotal(order.lines);
  const [created] = await db
    .insert(orders)
    .values({
      userId: order.userId,
      status: 'pending',
      totalAmount: moneyToApi(total),
      currency: 'eur',
      language: order.language,
      email: order.email,
      invoiceCompany: order.invoiceCompany ?? null,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  const { id, createdAt } = created!;
  if (order.lines.length > 0) {
    await db.insert(orderItems).values(
      order.lines.map((line) => ({
        orderId: id,
        productId: line.productId,
        productName: line.name,
        unitPrice: line.price,
        quantity: line.quantity,
        personalization: line.personalization,
        vatRate: Number(line.vatRate),
        withdrawalRight: hasWithdrawalRight(line.personalization),
      })),
    );
  }
  await recordHistory(db, id, { from: null, to: 'pending', reason: 'Checkout started.' });
  return { id, createdAt, total };
}

/**
 * The company a pending order's invoice is to be made out to, as asked at the latest checkout
 * start (an open payment page handed out again takes the newest choice); null: the customer.
 */
export async function setInvoiceCompany(
  db: OrdersDatabase,
  orderId: number,
  company: CompanyInvoice | null,
): Promise<void> {
  await db
    .update(orders)
    .set({ invoiceCompany: company })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}
