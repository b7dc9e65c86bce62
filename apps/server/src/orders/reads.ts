import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  languageSchema,
  moneyToApi,
  type CheckoutSuccess,
  type Language,
  type Money,
  type OrderGift,
  type OrderStatus,
  type OrdersPage,
  type ShippingAddress,
  type Carrier,
  type DeliveryKind,
} from '@shop/contracts';
import { giftCards, invoices, orderItems, orders, products, withdrawals } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { lineVariantOf, nameWithVariant } from '../db/variants.js';
import {
  deliveredAt,
  orderLineLedgers,
  periodAnswer,
  withdrawalPeriodOf,
  type LineLedger,
} from './withdrawals.js';
import {
  documentUrl,
  documentsOfOrders,
  eInvoiceUrl,
  type OrderDocuments,
} from '../invoicing/index.js';
import { soldPricesOfOrders } from './sold-prices.js';
import { linePhotosOfOrders } from './photos.js';
import { trackingUrl } from '../carriers/index.js';

/** A document's link: its PDF, and its e-invoice for a Belgian company buyer (ADR 0087). */
function documentLink(orderId: number, document: { number: string; eInvoice: boolean }) {
  return {
    number: document.number,
    url: documentUrl(orderId, document.number),
    xml_url: document.eInvoice ? eInvoiceUrl(orderId, document.number) : null,
  };
}

/** An order's documents as its answers carry them. */
export function documentLinks(orderId: number, documents: OrderDocuments | undefined) {
  return {
    invoice: documents?.invoice ? documentLink(orderId, documents.invoice) : null,
    credit_notes: (documents?.creditNotes ?? []).map((note) => documentLink(orderId, note)),
  };
}

/** What the customer sees of their own orders. */

const orderColumns = {
  id: orders.id,
  status: orders.status,
  paidAt: orders.paidAt,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
  email: orders.email,
  shippingName: orders.shippingName,
  shippingAddress1: orders.shippingAddress1,
  shippingAddress2: orders.shippingAddress2,
  shippingPostalCode: orders.shippingPostalCode,
  shippingCity: orders.shippingCity,
  shippingCountry: orders.shippingCountry,
  isGift: orders.isGift,
  giftMessage: orders.giftMessage,
  giftWrappingPrice: orders.giftWrappingPrice,
  giftWrappingVatRate: orders.giftWrappingVatRate,
  discountCode: orders.discountCode,
  discountTotal: orders.discountTotal,
  giftCardTotal: orders.giftCardTotal,
  paymentMethod: orders.paymentMethod,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  deliveryMethod: orders.deliveryMethod,
  deliveryKind: orders.deliveryKind,
};

/**
 * How the order travels, as its answers carry it: the delivery method chosen in the cart and its
 * kind (null on orders from before delivery methods), the carrier and its tracking link.
 */
function orderDelivery(row: {
  deliveryMethod: string | null;
  deliveryKind: DeliveryKind | null;
  carrier: Carrier | null;
  trackingNumber: string | null;
}) {
  return {
    method: row.deliveryMethod,
    kind: row.deliveryKind,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber),
  };
}

/** The order's gift as it was paid for. */
export function orderGift(row: {
  isGift: boolean;
  giftMessage: string;
  giftWrappingPrice: Money | null;
}): OrderGift {
  return {
    is_gift: row.isGift,
    message: row.giftMessage,
    wrapping: row.giftWrappingPrice !== null,
    wrapping_price: row.giftWrappingPrice === null ? null : moneyToApi(row.giftWrappingPrice),
  };
}

type OrderSummaryRow = {
  shippingName: string | null;
  shippingAddress1: string | null;
  shippingAddress2: string | null;
  shippingPostalCode: string | null;
  shippingCity: string | null;
  shippingCountry: string | null;
};

function shippingAddress(row: OrderSummaryRow): ShippingAddress | null {
  if (row.shippingName === null || row.shippingAddress1 === null) return null;
  return {
    name: row.shippingName,
    address_1: row.shippingAddress1,
    address_2: row.shippingAddress2 || null,
    postal_code: row.shippingPostalCode ?? '',
    city: row.shippingCity ?? '',
    country: row.shippingCountry ?? '',
  };
}

/** The country the customer's latest delivered-to address is in; null before a first paid order. */
export async function lastShippingCountry(db: AnyDatabase, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: orders.shippingCountry })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingCountry)))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(1);
  return row?.country ?? null;
}

/** The order paid through this Checkout Session, when it belongs to `userId`; else null. */
export async function findOwnOrderBySession(
  db: AnyDatabase,
  userId: number,
  sessionId: string,
): Promise<CheckoutSuccess | null> {
  const [order] = await db
    .select({ ...orderColumns, language: orders.language })
    .from(orders)
    .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.userId, userId)));
  if (!order) return null;
  const items = await db
    .select({
      id: orderItems.id,
      product_name: orderItems.productName,
      quantity: orderItems.quantity,
      personalization: orderItems.personalization,
      unitPrice: orderItems.unitPrice,
      withdrawal_right: orderItems.withdrawalRight,
      variantId: orderItems.variantId,
      variantSku: orderItems.variantSku,
      variantOptions: orderItems.variantOptions,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const language = languageSchema.catch('en').parse(order.language);
  const photos = await linePhotosOfOrders(db, [order.id]);
  return {
    order_id: order.id,
    status: order.status,
    total_amount: moneyToApi(order.totalAmount),
    created_at: order.createdAt.toISOString(),
    items: items.map(({ id, unitPrice, variantId, variantSku, variantOptions, ...item }) => ({
      ...item,
      photo: photos.get(id) ?? null,
      unit_price: moneyToApi(unitPrice),
      variant:
        variantSku === null
          ? null
          : lineVariantOf(
              { id: variantId ?? 0, sku: variantSku, options: variantOptions ?? [] },
              language,
            ),
    })),
    shipping_address: shippingAddress(order),
    payment_method: order.paymentMethod,
    ...(await orderMoneyAndDocuments(db, order)),
  };
}

/**
 * What the answers about one order (the success page's, the staff's) say of its money and
 * documents: the VAT per rate of its lines as sold (priced once, ADR 0058), its invoice and
 * credit notes, its gift, its discount and what gift cards paid.
 */
export async function orderMoneyAndDocuments(
  db: AnyDatabase,
  order: {
    id: number;
    isGift: boolean;
    giftMessage: string;
    giftWrappingPrice: Money | null;
    discountCode: string | null;
    discountTotal: Money;
    giftCardTotal: Money;
  },
) {
  const sold = (await soldPricesOfOrders(db, [order.id])).get(order.id)!;
  const documents = (await documentsOfOrders(db, [order.id])).get(order.id);
  return {
    vat_breakdown: sold.pricing.vatBreakdown,
    reverse_charge: sold.reverseCharge,
    ...documentLinks(order.id, documents),
    gift: orderGift(order),
    discount:
      order.discountCode === null
        ? null
        : { code: order.discountCode, amount: moneyToApi(order.discountTotal) },
    gift_card_total: moneyToApi(order.giftCardTotal),
  };
}

/** The product's current name in `language`; null where that translation is empty. */
const CURRENT_NAME: Record<Language, SQL<string | null>> = {
  en: sql<string | null>`${products.name}`,
  fr: sql<string | null>`nullif(${products.nameFr}, '')`,
  nl: sql<string | null>`nullif(${products.nameNl}, '')`,
};

export async function listOwnOrders(
  db: AnyDatabase,
  userId: number,
  query: { page: number; page_size: number; status?: OrderStatus | 'all' | ''; lang: Language },
): Promise<OrdersPage> {
  const status = query.status && query.status !== 'all' ? query.status : null;
  const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
  const [counted] = await db.select({ count: count() }).from(orders).where(where);
  const total = counted?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.page_size));
  const page = Math.min(query.page, totalPages);

  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset((page - 1) * query.page_size);
  const ids = rows.map((row) => row.id);
  const names = ids.length
    ? await db
        .select({
          id: orderItems.id,
          // The product's current name in the requested language; the snapshot when it is gone.
          productName: sql<string>`coalesce(${CURRENT_NAME[query.lang]}, ${products.name}, ${orderItems.productName})`,
          variantOptions: orderItems.variantOptions,
          quantity: orderItems.quantity,
          unitPrice: orderItems.unitPrice,
          vatRate: orderItems.vatRate,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
    : [];
  const ledgers = await orderLineLedgers(db, ids);
  const sold = await soldPricesOfOrders(db, ids);
  const delivered = await deliveredAt(db, ids);
  const documents = await documentsOfOrders(db, ids);
  const photos = await linePhotosOfOrders(db, ids);
  const received = ids.length
    ? await db
        .select({
          id: withdrawals.id,
          orderId: withdrawals.orderId,
          withdrawnAt: withdrawals.withdrawnAt,
          refundDueAt: withdrawals.refundDueAt,
        })
        .from(withdrawals)
        .where(inArray(withdrawals.orderId, ids))
        .orderBy(asc(withdrawals.id))
    : [];
  const productNameOf = (line: LineLedger) => {
    const current = names.find((name) => name.id === line.orderItemId);
    // The variant as sold, in the reader's language (ADR 0080); the snapshot names it already.
    return current
      ? nameWithVariant(current.productName, current.variantOptions, query.lang)
      : line.productName;
  };
  return {
    orders: rows.map((row) => {
      const lines = ledgers.get(row.id) ?? [];
      const period = withdrawalPeriodOf(row, delivered.get(row.id));
      return {
        order_id: row.id,
        status: row.status,
        total_amount: moneyToApi(row.totalAmount),
        items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
        created_at: row.createdAt.toISOString(),
        items: lines.map((line) => ({
          id: line.orderItemId,
          product_name: productNameOf(line),
          quantity: line.quantity,
          withdrawal_right: line.withdrawalRight,
          withdrawable_quantity: period.open ? line.withdrawableQuantity : 0,
          photo: photos.get(line.orderItemId) ?? null,
        })),
        email: row.email,
        shipping_address: shippingAddress(row),
        payment_method: row.paymentMethod,
        // Each line as sold (after its discount); a gift card sold is out of VAT's scope.
        vat_breakdown: sold.get(row.id)!.pricing.vatBreakdown,
        reverse_charge: sold.get(row.id)!.reverseCharge,
        ...documentLinks(row.id, documents.get(row.id)),
        gift: orderGift(row),
        delivery: orderDelivery(row),
        withdrawal: periodAnswer(period, lines),
        withdrawals: received
          .filter((withdrawal) => withdrawal.orderId === row.id)
          .map((withdrawal) => {
            const covered = lines.flatMap((line) => {
              const entry = line.withdrawals.get(withdrawal.id);
              return entry ? [{ line, ...entry }] : [];
            });
            return {
              id: withdrawal.id,
              withdrawn_at: withdrawal.withdrawnAt.toISOString(),
              refund_due_at: withdrawal.refundDueAt.toISOString(),
              refund: covered.every((item) => item.refunded >= item.quantity)
                ? ('refunded' as const)
                : ('pending' as const),
              items: covered.map(({ line, quantity }) => ({
                id: line.orderItemId,
                product_name: productNameOf(line),
                quantity,
              })),
            };
          }),
      };
    }),
    pagination: {
      page,
      total_pages: totalPages,
      count: total,
      has_previous: page > 1,
      has_next: page < totalPages,
    },
  };
}

/**
 * An order with its lines as they were bought, in the order they were added: what the mails
 * and the packing slip print. Null for an order that does not exist.
 */
export async function readOrderWithLines(db: AnyDatabase, orderId: number) {
  const [order] = await db
    .select({ ...orderColumns, email: orders.email, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      personalization: orderItems.personalization,
      withdrawalRight: orderItems.withdrawalRight,
      hasPhoto: sql<boolean>`${orderItems.photo} is not null`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order, lines };
}

/**
 * What the confirmation mails of a paid order say (order-mails.ts): the order with its
 * lines, its VAT, the invoice issued with the payment and the money gift cards it bought.
 * Null for an order that does not exist.
 */
export async function readOrderForConfirmation(db: AnyDatabase, orderId: number) {
  const read = await readOrderWithLines(db, orderId);
  if (!read) return null;
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  const cards = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  const sold = (await soldPricesOfOrders(db, [orderId])).get(orderId)!;
  return {
    ...read,
    vatBreakdown: sold.pricing.vatBreakdown,
    reverseCharge: sold.reverseCharge,
    invoiceId: invoice?.id ?? null,
    giftCards: cards,
  };
}
