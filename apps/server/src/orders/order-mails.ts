import { moneyToApi, storefrontUrl } from '@shop/contracts';
import type { Database } from '../db/client.js';
import { workshopIn } from '../db/shop-settings.js';
import { readOrderForConfirmation } from './reads.js';
import { giftCardMailCard } from '../gift-cards/index.js';
import type { MailRequest } from '../mail/outbox.js';
import { linePhotoCid, mailLanguage, type OrderMailData } from '../mail/templates.js';

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
  const confirmation = await readOrderForConfirmation(db, orderId);
  // Orders are never deleted while paid; a missing one has nothing to confirm.
  if (!confirmation) return;
  const { order, lines } = confirmation;
  const language = mailLanguage(order.language);
  const data: OrderMailData = {
    orderId: order.id,
    customerEmail: order.email,
    total: moneyToApi(order.totalAmount),
    lines: lines.map(({ id, hasPhoto, ...line }) => ({
      ...line,
      unitPrice: moneyToApi(line.unitPrice),
      photoCid: hasPhoto ? linePhotoCid(id) : null,
    })),
    gift: {
      isGift: order.isGift,
      message: order.giftMessage,
      wrappingPrice: order.giftWrappingPrice === null ? null : moneyToApi(order.giftWrappingPrice),
    },
    discount:
      order.discountCode === null
        ? null
        : { code: order.discountCode, amount: moneyToApi(order.discountTotal) },
    giftCardTotal: moneyToApi(order.giftCardTotal),
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
    // Collected at the workshop (issue 27): where and when instead of a delivery address.
    collection: order.deliveryKind === 'collection' ? await workshopIn(db, language) : null,
    withdrawalFormUrl: storefrontUrl(publicUrl, 'withdrawalForm', { language }),
    vatBreakdown: confirmation.vatBreakdown,
    reverseCharge: confirmation.reverseCharge,
    paymentMethod: order.paymentMethod,
  };
  // The invoice issued with the payment goes with the confirmation, and the model withdrawal
  // form in the order's language: the confirmation is the durable medium (art. 8(7), ADR 0046).
  const invoiceId = confirmation.invoiceId;
  // Each photo on the product as a thumbnail inside the mail (ADR 0100), made when it is sent.
  const photos = lines
    .filter((line) => line.hasPhoto)
    .map((line) => ({ kind: 'line-photo' as const, orderId: order.id, lineId: line.id }));
  const withdrawalForm = {
    kind: 'withdrawal-form' as const,
    orderId: order.id,
    language,
    orderedAt: order.createdAt.toISOString(),
  };
  await enqueue({
    dedupeKey: `order-confirmation:${order.id}`,
    attachments: [
      ...(invoiceId === null
        ? []
        : [
            { kind: 'invoice' as const, id: invoiceId },
            // A Belgian company's invoice also as its Peppol e-invoice (ADR 0087).
            { kind: 'e-invoice' as const, id: invoiceId },
          ]),
      ...(data.lines.some((line) => line.withdrawalRight) ? [withdrawalForm] : []),
      ...photos,
    ],
    template: 'order-confirmation',
    language,
    to: order.email,
    data,
  });
  // The money gift cards the order bought (issued with the payment): their codes, one PDF each.
  const cards = confirmation.giftCards;
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
    data: data.collection ? { ...data, collection: await workshopIn(db, 'en') } : data,
    attachments: photos,
  });
}
