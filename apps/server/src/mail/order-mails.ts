import { asc, eq } from 'drizzle-orm';
import { storefrontUrl } from '@shop/contracts';
import type { Database } from '../db/client.js';
import { giftCards, invoices, orderItems, orders } from '../db/schema.js';
import { giftCardMailCard, vatBreakdownOfOrder } from '../orders/index.js';
import type { MailRequest } from './outbox.js';
import { mailLanguage, type OrderMailData } from './templates.js';

/**
 * The `send-order-confirmation` job (queued once per paid order by the checkout): the
 * customer's confirmation in the order's language and the shop's new-order alert. Their
 * dedupe keys make a repeated job harmless.
 */
export async function sendOrderMails(
  db: Database,
  enqueue: (request: MailRequest) => Promise<number | null>,
  shopEmail: string,
  orderId: number,
  publicUrl: string,
): Promise<void> {
  const [order] = await db
    .select({
      id: orders.id,
      email: orders.email,
      language: orders.language,
      totalAmount: orders.totalAmount,
      shippingName: orders.shippingName,
      shippingAddress1: orders.shippingAddress1,
      shippingAddress2: orders.shippingAddress2,
      shippingPostalCode: orders.shippingPostalCode,
      shippingCity: orders.shippingCity,
      shippingCountry: orders.shippingCountry,
      isGift: orders.isGift,
      giftMessage: orders.giftMessage,
      giftWrappingPrice: orders.giftWrappingPrice,
      discountCode: orders.discountCode,
      discountTotal: orders.discountTotal,
      giftCardTotal: orders.giftCardTotal,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Orders are never deleted while paid; a missing one has nothing to confirm.
  if (!order) return;
  const lines = await db
    .select({
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      personalization: orderItems.personalization,
      withdrawalRight: orderItems.withdrawalRight,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const language = mailLanguage(order.language);
  const data: OrderMailData = {
    orderId: order.id,
    customerEmail: order.email,
    total: order.totalAmount,
    lines,
    gift: {
      isGift: order.isGift,
      message: order.giftMessage,
      wrappingPrice: order.giftWrappingPrice,
    },
    discount:
      order.discountCode === null
        ? null
        : { code: order.discountCode, amount: order.discountTotal },
    giftCardTotal: order.giftCardTotal,
    shipping:
      order.shippingName === null
        ? null
        : {
            name: order.shippingName,
            address1: order.shippingAddress1 ?? '',
            address2: order.shippingAddress2,
            postalCode: order.shippingPostalCode ?? '',
            city: order.shippingCity ?? '',
            country: order.shippingCountry ?? '',
          },
    withdrawalFormUrl: storefrontUrl(publicUrl, 'withdrawalForm', { language }),
    vatBreakdown: await vatBreakdownOfOrder(db, orderId),
  };
  // The invoice issued with the payment goes with the confirmation.
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  await enqueue({
    dedupeKey: `order-confirmation:${order.id}`,
    ...(invoice ? { attachments: [{ kind: 'invoice' as const, id: invoice.id }] } : {}),
    template: 'order-confirmation',
    language,
    to: order.email,
    data,
  });
  // The money gift cards the order bought (issued with the payment): their codes, one PDF each.
  const cards = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  if (cards.length > 0) {
    await enqueue({
      dedupeKey: `gift-cards-issued:${order.id}`,
      template: 'gift-cards-issued',
      language,
      to: order.email,
      data: { orderId: order.id, cards: cards.map(giftCardMailCard) },
      secrets: cards.map((card) => card.code),
      attachments: cards.map((card) => ({ kind: 'gift-card' as const, id: card.id })),
    });
  }
  // The shop's staff read Dutch, French and English alike; the alert is in English.
  await enqueue({
    dedupeKey: `new-order-alert:${order.id}`,
    template: 'new-order-alert',
    language: 'en',
    to: shopEmail,
    data,
  });
}
