import {
  formatGiftCardCode,
  formatMoney,
  longBrusselsDate,
  MONEY_LOCALES,
  parseMoney,
  SHOP_TIME_ZONE,
  type PaymentMethod,
  type VatBreakdownLine,
  vatRateInWords,
} from '@shop/contracts';
import type { Config } from '../config.js';
import { grossOf } from '../pricing/index.js';
import { paymentMethodText, serverText, type TextKey, type TextValues } from '../i18n/texts.js';

/**
 * The mails, HTML and plain text, in the shop's three languages; their words come from the
 * locale files (`mail.*`). Every text goes through `escapeHtml` in the HTML part: values
 * from the data (personalisation texts, names, addresses) are customer input.
 */

export const MAIL_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export function mailLanguage(value: string | null | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as MailLanguage)
    : 'en';
}

export interface OrderMailLine {
  productName: string;
  quantity: number;
  /** Euros as the database keeps them, e.g. "12.50". */
  unitPrice: string;
  personalization: string;
  /** False for a personalised line (art. 16(c)): the confirmation says so. */
  withdrawalRight: boolean;
  /** The inline thumbnail of the customer's photo on the product (ADR 0100); none without. */
  photoCid?: string | null;
}

/** The Content-ID of an order line's photo thumbnail, as the HTML and the attachment name it. */
export function linePhotoCid(lineId: number): string {
  return `line-photo-${lineId}@giftshop`;
}

export interface OrderMailData {
  orderId: number;
  customerEmail: string;
  /** Euros, e.g. "28.05". */
  total: string;
  lines: OrderMailLine[];
  /** The order's gift (ADR 0037): its message and, when wrapped, what wrapping cost ("3.50"). */
  gift: { isGift: boolean; message: string; wrappingPrice: string | null };
  /** The discount code and what it took off (ADR 0040); absent or null without one. */
  discount?: { code: string; amount: string } | null;
  /** What gift cards paid ("20.00"); `total` is then what was left to pay. */
  giftCardTotal?: string;
  shipping: {
    name: string;
    address1: string;
    address2: string | null;
    postalCode: string;
    city: string;
    country: string;
  } | null;
  /**
   * Collected at the workshop (issue 27): where and when, instead of a delivery address; absent
   * or null for an order that is delivered.
   */
  collection?: WorkshopMailData | null;
  /** The model withdrawal form's page in the order's language (Annex I(B)). */
  withdrawalFormUrl: string;
  /** The VAT the total includes, per rate, as the order's invoice states it. */
  vatBreakdown: readonly VatBreakdownLine[];
  /** Sold without VAT to a company of another member state (ADR 0094); absent: false. */
  reverseCharge?: boolean;
  /** How it was paid (ADR 0050), said in words; absent or null when not known. */
  paymentMethod?: PaymentMethod | null;
}

export interface OrderShippedData {
  orderId: number;
  trackingNumber: string | null;
  /** The carrier's public page for the parcel; absent or null when the carrier is not known. */
  trackingUrl?: string | null;
}

/** The workshop where an order is collected, as staff set it (hours in the mail's language). */
export interface WorkshopMailData {
  /** One line per address line; empty: the seller's address stands in. */
  address: string;
  /** Empty when staff wrote none. */
  hours: string;
}

/** The order waits at the workshop: where, when, and what to bring (its number). */
export interface OrderReadyForCollectionData {
  orderId: number;
  workshop: WorkshopMailData;
}

export interface OrderCancelledData {
  orderId: number;
  /** Euros refunded, e.g. "28.05"; null when nothing was paid. */
  refunded: string | null;
}

/** The acknowledgement of a withdrawal (art. 11a(3)): what, when, and what happens next. */
export interface WithdrawalReceivedData {
  orderId: number;
  withdrawalId: number;
  /** ISO 8601; the mail says it in Brussels time. */
  withdrawnAt: string;
  refundDueAt: string;
  /**
   * The gift wrapping and standard delivery cost this withdrawal also brings back ("3.50"),
   * when it covers the last goods the customer may withdraw from (ADR 0046); absent or null:
   * none.
   */
  alsoRefunded?: string | null;
  lines: { productName: string; quantity: number }[];
  /** Empty when none was given. */
  reason: string;
  seller: MailSeller;
}

export interface WelcomeData {
  username: string;
  /** The storefront's product list, e.g. https://giftshop.be/products. */
  shopUrl: string;
}

export interface PaymentNotCompletedData {
  orderId: number;
  /** `failed`: the bank refused the debit; `expired`: the payment page closed unpaid. */
  reason: 'failed' | 'expired';
  /** The customer's cart, which still holds the items. */
  cartUrl: string;
}

export interface PaymentRefundedData {
  orderId: number;
  /** Euros refunded, e.g. "28.05". */
  amount: string;
}

export interface PasswordResetData {
  /** `${PUBLIC_URL}/reset-password/{token}`: the only place the token is ever written. */
  resetUrl: string;
  validMinutes: number;
}

/** To an order's address, asked for on the withdrawal page (ADR 0047). */
export interface WithdrawalLinkData {
  orderId: number;
  /** `${PUBLIC_URL}/withdraw/{token}`: the only place the token is ever written. */
  linkUrl: string;
  validHours: number;
}

/** To the new address: the link that makes it the account's address. */
export interface EmailChangeConfirmData {
  /** The account's username: the only text its owner typed that a mail ever repeats. */
  username: string;
  /** `${PUBLIC_URL}/confirm-email/{token}`: the only place the token is ever written. */
  confirmUrl: string;
  validHours: number;
}

/** To the old address, once the new one is confirmed. */
export interface EmailChangedData {
  username: string;
  /** Where the owner writes if they did not make the change. */
  shopEmail: string;
}

export interface BackInStockData {
  /** In the subscriber's language. */
  productName: string;
  productUrl: string;
  unsubscribeUrl: string;
}

/** A contact form message, mailed to the shop. */
export interface ContactMessageData {
  messageId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The language the sender wrote from, so staff know which to answer in. */
  senderLanguage: string;
}

/** A money gift card as its mails print it (ADR 0039): its code is the card. */
export interface GiftCardMailCard {
  /** Normalised; printed XXXX-XXXX-XXXX-XXXX. */
  code: string;
  /** Euros, e.g. "25.00". */
  value: string;
  /** ISO 8601; the mail says the day in Brussels. */
  expiresAt: string;
}

/** To the buyer, with the confirmation: the cards the order bought, a PDF of each attached. */
export interface GiftCardsIssuedData {
  orderId: number;
  cards: GiftCardMailCard[];
}

/** To the recipient the buyer named, on the day they chose. */
export interface GiftCardReceivedData {
  /** Empty when the buyer gave none. */
  recipientName: string;
  /** The buyer's message (free text, ADR 0018); empty for none. */
  message: string;
  /** Who sends it: the buyer's e-mail address. */
  from: string;
  card: GiftCardMailCard;
}

export interface MailTemplates {
  'order-confirmation': OrderMailData;
  'new-order-alert': OrderMailData;
  'order-shipped': OrderShippedData;
  'order-ready-for-collection': OrderReadyForCollectionData;
  'order-cancelled': OrderCancelledData;
  'withdrawal-received': WithdrawalReceivedData;
  'withdrawal-link': WithdrawalLinkData;
  welcome: WelcomeData;
  'payment-not-completed': PaymentNotCompletedData;
  'payment-refunded': PaymentRefundedData;
  'password-reset': PasswordResetData;
  'email-change-confirm': EmailChangeConfirmData;
  /** The sign-up address's confirmation link (ADR 0049); `confirmUrl` is /confirm-address/{token}. */
  'address-confirm': EmailChangeConfirmData;
  'email-changed': EmailChangedData;
  'back-in-stock': BackInStockData;
  'contact-message': ContactMessageData;
  'gift-cards-issued': GiftCardsIssuedData;
  'gift-card-received': GiftCardReceivedData;
}

/** Every template name, for tests and admin filters. */
export const MAIL_TEMPLATE_NAMES = [
  'order-confirmation',
  'new-order-alert',
  'order-shipped',
  'order-ready-for-collection',
  'order-cancelled',
  'withdrawal-received',
  'withdrawal-link',
  'welcome',
  'payment-not-completed',
  'payment-refunded',
  'password-reset',
  'email-change-confirm',
  'address-confirm',
  'email-changed',
  'back-in-stock',
  'contact-message',
  'gift-cards-issued',
  'gift-card-received',
] as const satisfies readonly (keyof MailTemplates)[];
export type MailTemplate = keyof MailTemplates;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The mails' texts, `mail.<word>` in the locale files. */
type MailWord = TextKey extends infer Key
  ? Key extends `mail.${infer Word}`
    ? Word
    : never
  : never;

/**
 * The mail's words in one language. Values are put in as they are: whoever puts a text into
 * HTML escapes the whole of it there (customer input can be among the values).
 */
function wordsIn(language: MailLanguage) {
  return (word: MailWord, values?: TextValues) => serverText(language, `mail.${word}`, values);
}

/** Euros as the database writes them ("12.50"), in the language's currency format. */
function money(language: MailLanguage, euros: string): string {
  return formatMoney(parseMoney(euros), language);
}

function lineTotal(language: MailLanguage, line: OrderMailLine): string {
  return formatMoney(
    grossOf({ unitPrice: parseMoney(line.unitPrice), quantity: line.quantity }),
    language,
  );
}

/** A date and time in Brussels, as the language writes them ("23 November 2026 at 21:04"). */
function brusselsDateTime(language: MailLanguage, iso: string): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** A date in Brussels, as the language writes it ("23 November 2026"). */
function sellerAddressLines(language: MailLanguage, seller: MailSeller): string[] {
  const country =
    new Intl.DisplayNames([language], { type: 'region' }).of(seller.address.country) ??
    seller.address.country;
  return [
    seller.legalName,
    seller.address.street,
    `${seller.address.postalCode} ${seller.address.city}`,
    country,
  ];
}

function addressLines(shipping: NonNullable<OrderMailData['shipping']>): string[] {
  return [
    shipping.name,
    shipping.address1,
    ...(shipping.address2 ? [shipping.address2] : []),
    `${shipping.postalCode} ${shipping.city}`,
    shipping.country,
  ];
}

/** The workshop's address lines; the seller's address while staff have set none. */
function workshopLines(
  language: MailLanguage,
  workshop: WorkshopMailData,
  seller: MailSeller,
): string[] {
  const lines = workshop.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : sellerAddressLines(language, seller);
}

/** Where and when an order is collected: the address, then the opening hours when known. */
function collectionBlock(
  language: MailLanguage,
  workshop: WorkshopMailData,
  seller: MailSeller,
): { text: string[]; html: string } {
  const w = wordsIn(language);
  const heading = w('collectAt');
  const address = workshopLines(language, workshop, seller);
  const hours = workshop.hours ? `${w('openingHours')}: ${workshop.hours}` : null;
  return {
    text: [`${heading}:`, ...address, ...(hours ? [hours] : [])],
    html: `<p><strong>${escapeHtml(heading)}</strong><br>${address.map(escapeHtml).join('<br>')}${
      hours ? `<br>${escapeHtml(hours)}` : ''
    }</p>`,
  };
}

/** The order's lines, total and address, shared by the confirmation and the alert. */
function orderSummary(
  language: MailLanguage,
  order: OrderMailData,
  seller: MailSeller,
): RenderedMail {
  const w = wordsIn(language);
  const textLines = order.lines.map((line) => {
    const photo = line.photoCid ? ` (${w('withYourPhoto')})` : '';
    const base = `${line.quantity} x ${line.productName}${photo}: ${lineTotal(language, line)}`;
    return line.personalization
      ? `${base}\n  ${w('personalisation')}: ${line.personalization}`
      : base;
  });
  const htmlRows = order.lines.map((line) => {
    const note = line.personalization
      ? `<br><small>${escapeHtml(w('personalisation'))}: ${escapeHtml(line.personalization)}</small>`
      : '';
    const photo = line.photoCid
      ? `<br><img src="cid:${escapeHtml(line.photoCid)}" width="200" alt="${escapeHtml(w('photoAlt', { product: line.productName }))}">`
      : '';
    return `<tr><td>${line.quantity} &times; ${escapeHtml(line.productName)}${note}${photo}</td><td align="right">${escapeHtml(lineTotal(language, line))}</td></tr>`;
  });
  const { gift } = order;
  // Rows between the lines and the total: wrapping, the discount, what gift cards paid.
  const extras = [
    ...(gift.wrappingPrice === null
      ? []
      : [{ label: w('giftWrapping'), price: money(language, gift.wrappingPrice) }]),
    ...(order.discount
      ? [
          {
            label: w('discountLine', { code: order.discount.code }),
            price: `−${money(language, order.discount.amount)}`,
          },
        ]
      : []),
    ...(order.giftCardTotal && order.giftCardTotal !== '0.00'
      ? [{ label: w('giftCardsLine'), price: `−${money(language, order.giftCardTotal)}` }]
      : []),
  ];
  const address = order.shipping && !order.collection ? addressLines(order.shipping) : [];
  const collection = order.collection ? collectionBlock(language, order.collection, seller) : null;
  // A gift goes to someone else: the address the payment page collected is the recipient's.
  const addressHeading = gift.isGift ? w('recipient') : w('shipTo');
  // "incl. 21 % VAT (on € 24.79): € 5.21": what the invoice states, once per rate.
  // Under reverse charge: "VAT 0 % – reverse charge (on € 20.62)".
  const vatLabel = (line: VatBreakdownLine) =>
    w(order.reverseCharge ? 'vatReverseCharge' : 'vatIncluded', {
      rate: vatRateInWords(line.rate, language),
      taxable: money(language, line.taxable_amount),
    });
  const vatLines = order.vatBreakdown.map(
    (line) => `${vatLabel(line)}: ${money(language, line.vat_amount)}`,
  );
  const paidWith = order.paymentMethod
    ? `${w('paidWith')}: ${paymentMethodText(language, order.paymentMethod)}`
    : null;
  const messageLines = gift.message ? gift.message.split('\n') : [];
  const giftText = gift.isGift
    ? ['', w('gift'), ...(messageLines.length ? [`${w('giftMessage')}:`, ...messageLines] : [])]
    : [];
  const giftHtml = gift.isGift
    ? [
        `<p><strong>${escapeHtml(w('gift'))}</strong>${
          messageLines.length
            ? `<br>${escapeHtml(w('giftMessage'))}:<br><em>${messageLines.map(escapeHtml).join('<br>')}</em>`
            : ''
        }</p>`,
      ]
    : [];
  const text = [
    ...textLines,
    ...extras.map((extra) => `${extra.label}: ${extra.price}`),
    '',
    `${w('total')}: ${money(language, order.total)}`,
    ...vatLines,
    ...(paidWith ? [paidWith] : []),
    ...giftText,
    ...(address.length ? ['', `${addressHeading}:`, ...address] : []),
    ...(collection ? ['', ...collection.text] : []),
  ].join('\n');
  const html = [
    '<table cellpadding="4">',
    ...htmlRows,
    ...extras.map(
      (extra) =>
        `<tr><td>${escapeHtml(extra.label)}</td><td align="right">${escapeHtml(extra.price)}</td></tr>`,
    ),
    `<tr><td><strong>${escapeHtml(w('total'))}</strong></td><td align="right"><strong>${escapeHtml(money(language, order.total))}</strong></td></tr>`,
    ...order.vatBreakdown.map(
      (line) =>
        `<tr><td><small>${escapeHtml(vatLabel(line))}</small></td><td align="right"><small>${escapeHtml(money(language, line.vat_amount))}</small></td></tr>`,
    ),
    '</table>',
    ...(paidWith ? [`<p>${escapeHtml(paidWith)}</p>`] : []),
    ...giftHtml,
    ...(address.length
      ? [
          `<p><strong>${escapeHtml(addressHeading)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
        ]
      : []),
    ...(collection ? [collection.html] : []),
  ].join('\n');
  return { subject: '', html, text };
}

/**
 * The right of withdrawal in the confirmation, which is the durable medium (art. 8(7)): the
 * conditions, the period, how to withdraw and where to send the goods, the return costs, the
 * refund, which lines have no right and why (art. 16(c)), and the model form, attached as a
 * PDF and online (ADR 0046).
 */
function withdrawalNotice(
  language: MailLanguage,
  order: OrderMailData,
  seller: MailSeller,
): { text: string; html: string } {
  const w = wordsIn(language);
  const without = order.lines.filter((line) => !line.withdrawalRight);
  const heading = w('withdrawalHeading');
  if (without.length === order.lines.length) {
    const none = w('withdrawalNone');
    return {
      text: [heading, none].join('\n'),
      html: `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(none)}</p>`,
    };
  }
  const exception = without.length > 0 ? w('withdrawalExcluded') : null;
  const names = without.map((line) =>
    line.personalization ? `${line.productName} (${line.personalization})` : line.productName,
  );
  const before = [w('withdrawalPeriod'), w('withdrawalHandling')];
  const howTo = w('withdrawalHowTo', { email: seller.email });
  const address = sellerAddressLines(language, seller);
  const after = [w('withdrawalReturnCosts'), w('withdrawalRefundRule')];
  const form = w('withdrawalFormOnline');
  return {
    text: [
      heading,
      ...before,
      howTo,
      ...address,
      ...after,
      ...(exception ? [exception, ...names.map((name) => `- ${name}`)] : []),
      `${form}: ${order.withdrawalFormUrl}`,
    ].join('\n'),
    html: [
      `<h2>${escapeHtml(heading)}</h2>`,
      ...before.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(howTo)}<br>${address.map(escapeHtml).join('<br>')}</p>`,
      ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(exception
        ? [
            `<p>${escapeHtml(exception)}</p>`,
            `<ul>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`,
          ]
        : []),
      `<p>${escapeHtml(form)}: <a href="${escapeHtml(order.withdrawalFormUrl)}">${escapeHtml(order.withdrawalFormUrl)}</a></p>`,
    ].join('\n'),
  };
}

/** A card's code, value and validity, as text lines and an HTML table. */
function giftCardBlock(
  language: MailLanguage,
  card: GiftCardMailCard,
): { text: string[]; html: string } {
  const w = wordsIn(language);
  const rows: [string, string][] = [
    [w('giftCardValue'), money(language, card.value)],
    [w('giftCardCode'), formatGiftCardCode(card.code)],
    [w('giftCardValidUntil'), longBrusselsDate(language, card.expiresAt)],
  ];
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`),
    html: `<table cellpadding="4" style="border: 1px solid #d1d5db; margin-bottom: 12px">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td style="font-family: monospace; font-size: 16px">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function page(language: MailLanguage, subject: string, body: string): string {
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif">\n${body}\n</body></html>`;
}

/** A link styled as a button, with the address written out for mail clients without HTML. */
function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a></p>\n<p><small>${href}</small></p>`;
}

const renderers: {
  [T in MailTemplate]: (
    language: MailLanguage,
    data: MailTemplates[T],
    seller: MailSeller,
  ) => RenderedMail;
} = {
  'order-confirmation'(language, order, seller) {
    const w = wordsIn(language);
    const subject = w('confirmationSubject', { orderId: order.orderId });
    const greeting = w('greeting');
    const paid = w('paid', { orderId: order.orderId });
    // A collected order is not shipped: the customer hears when it waits at the workshop.
    const closing = w(order.collection ? 'closingCollection' : 'closing');
    const summary = orderSummary(language, order, seller);
    const withdrawal = withdrawalNotice(language, order, seller);
    return {
      subject,
      text: [greeting, '', paid, '', summary.text, '', withdrawal.text, '', closing, ''].join('\n'),
      html: page(
        language,
        subject,
        `<h1>${escapeHtml(greeting)}</h1>\n<p>${escapeHtml(paid)}</p>\n${summary.html}\n${withdrawal.html}\n<p>${escapeHtml(closing)}</p>`,
      ),
    };
  },
  'new-order-alert'(language, order, seller) {
    const w = wordsIn(language);
    const subject = w('alertSubject', {
      orderId: order.orderId,
      total: money(language, order.total),
    });
    const summary = orderSummary(language, order, seller);
    const intro = w('alertIntro', { orderId: order.orderId, email: order.customerEmail });
    return {
      subject,
      text: [intro, '', summary.text, ''].join('\n'),
      html: page(language, subject, `<p>${escapeHtml(intro)}</p>\n${summary.html}`),
    };
  },
  'order-shipped'(language, { orderId, trackingNumber, trackingUrl }) {
    const w = wordsIn(language);
    const subject = w('shippedSubject', { orderId });
    const shipped = w('shipped');
    const tracking = trackingNumber ? `${w('tracking')}: ${trackingNumber}` : null;
    const link = trackingUrl ? w('trackingLink', { url: trackingUrl }) : null;
    const linkHtml = trackingUrl
      ? `\n<p><a href="${escapeHtml(trackingUrl)}">${escapeHtml(w('trackingLinkText'))}</a></p>`
      : '';
    return {
      subject,
      text: [shipped, ...(tracking ? ['', tracking] : []), ...(link ? [link] : []), ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(shipped)}</p>${tracking ? `\n<p>${escapeHtml(tracking)}</p>` : ''}${linkHtml}`,
      ),
    };
  },
  'order-ready-for-collection'(language, { orderId, workshop }, seller) {
    const w = wordsIn(language);
    const subject = w('readySubject', { orderId });
    const ready = w('ready', { orderId });
    const where = collectionBlock(language, workshop, seller);
    const bring = w('readyBring', { orderId });
    return {
      subject,
      text: [ready, '', ...where.text, '', bring, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(ready)}</p>\n${where.html}\n<p>${escapeHtml(bring)}</p>`,
      ),
    };
  },
  'order-cancelled'(language, { orderId, refunded }) {
    const w = wordsIn(language);
    const subject = w('cancelledSubject', { orderId });
    const cancelled = w('cancelled');
    const refund = refunded === null ? null : w('refunded', { amount: money(language, refunded) });
    return {
      subject,
      text: [cancelled, ...(refund ? ['', refund] : []), ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(cancelled)}</p>${refund ? `\n<p>${escapeHtml(refund)}</p>` : ''}`,
      ),
    };
  },
  'withdrawal-received'(language, data) {
    const w = wordsIn(language);
    const subject = w('withdrawalSubject', { orderId: data.orderId });
    const received = w('withdrawalReceived', {
      orderId: data.orderId,
      when: brusselsDateTime(language, data.withdrawnAt),
    });
    const lines = data.lines.map((line) => `${line.quantity} x ${line.productName}`);
    const reason = data.reason ? `${w('withdrawalReason')}: ${data.reason}` : null;
    const refund = [
      w('withdrawalRefund', { date: longBrusselsDate(language, data.refundDueAt) }),
      ...(data.alsoRefunded
        ? [w('withdrawalAlsoRefunded', { amount: money(language, data.alsoRefunded) })]
        : []),
    ].join(' ');
    const sendBack = w('withdrawalSendBack');
    const address = sellerAddressLines(language, data.seller);
    const handling = w('withdrawalHandling');
    const returnCosts = w('withdrawalReturnCosts');
    const questions = w('withdrawalQuestions', { email: data.seller.email });
    return {
      subject,
      text: [
        received,
        '',
        ...lines,
        ...(reason ? ['', reason] : []),
        '',
        refund,
        '',
        sendBack,
        ...address,
        '',
        handling,
        '',
        returnCosts,
        '',
        questions,
        '',
      ].join('\n'),
      html: page(
        language,
        subject,
        [
          `<p>${escapeHtml(received)}</p>`,
          `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
          ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
          `<p>${escapeHtml(refund)}</p>`,
          `<p>${escapeHtml(sendBack)}<br>${address.map(escapeHtml).join('<br>')}</p>`,
          `<p>${escapeHtml(handling)}</p>`,
          `<p>${escapeHtml(returnCosts)}</p>`,
          `<p>${escapeHtml(questions)}</p>`,
        ].join('\n'),
      ),
    };
  },
  'withdrawal-link'(language, { orderId, linkUrl, validHours }) {
    const w = wordsIn(language);
    const subject = w('withdrawalLinkSubject', { orderId });
    const intro = w('withdrawalLinkIntro', { orderId });
    const link = w('withdrawalLinkButton');
    const valid = w('withdrawalLinkValid', { hours: validHours });
    const ignore = w('withdrawalLinkIgnore');
    return {
      subject,
      text: [intro, '', `${link}: ${linkUrl}`, '', valid, '', ignore, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(intro)}</p>\n${button(linkUrl, link)}\n<p>${escapeHtml(valid)}</p>\n<p>${escapeHtml(ignore)}</p>`,
      ),
    };
  },
  welcome(language, { username, shopUrl }) {
    const w = wordsIn(language);
    const subject = w('welcomeSubject');
    const greeting = w('welcomeGreeting', { name: username });
    const body = w('welcomeBody');
    const link = w('welcomeLink');
    return {
      subject,
      text: [greeting, '', body, '', `${link}: ${shopUrl}`, ''].join('\n'),
      html: page(
        language,
        subject,
        `<h1>${escapeHtml(greeting)}</h1>\n<p>${escapeHtml(body)}</p>\n${button(shopUrl, link)}`,
      ),
    };
  },
  'payment-not-completed'(language, { orderId, reason, cartUrl }) {
    const w = wordsIn(language);
    const subject = w('notPaidSubject', { orderId });
    const what = w(reason === 'failed' ? 'notPaidFailed' : 'notPaidExpired', { orderId });
    const nothingCharged = w('notPaidNothingCharged');
    const link = w('notPaidLink');
    return {
      subject,
      text: [what, '', nothingCharged, '', `${link}: ${cartUrl}`, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(nothingCharged)}</p>\n${button(cartUrl, link)}`,
      ),
    };
  },
  'payment-refunded'(language, { orderId, amount }) {
    const w = wordsIn(language);
    const subject = w('autoRefundSubject', { orderId });
    const what = w('autoRefundWhat', { orderId, amount: money(language, amount) });
    const when = w('autoRefundWhen');
    return {
      subject,
      text: [what, '', when, ''].join('\n'),
      html: page(language, subject, `<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(when)}</p>`),
    };
  },
  'password-reset'(language, { resetUrl, validMinutes }) {
    const w = wordsIn(language);
    const subject = w('resetSubject');
    const intro = w('resetIntro');
    const link = w('resetLink');
    const valid =
      validMinutes === 60 ? w('resetValidOneHour') : w('resetValid', { minutes: validMinutes });
    const ignore = w('resetIgnore');
    return {
      subject,
      text: [intro, '', `${link}: ${resetUrl}`, '', valid, '', ignore, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(intro)}</p>\n${button(resetUrl, link)}\n<p>${escapeHtml(valid)}</p>\n<p>${escapeHtml(ignore)}</p>`,
      ),
    };
  },
  'email-change-confirm'(language, { username, confirmUrl, validHours }) {
    const w = wordsIn(language);
    const subject = w('emailConfirmSubject');
    const intro = w('emailConfirmIntro', { username });
    const link = w('emailConfirmLink');
    const valid = w('emailConfirmValid', { hours: validHours });
    const ignore = w('emailConfirmIgnore');
    return {
      subject,
      text: [intro, '', `${link}: ${confirmUrl}`, '', valid, '', ignore, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(intro)}</p>\n${button(confirmUrl, link)}\n<p>${escapeHtml(valid)}</p>\n<p>${escapeHtml(ignore)}</p>`,
      ),
    };
  },
  'address-confirm'(language, { username, confirmUrl, validHours }) {
    const w = wordsIn(language);
    const subject = w('addressConfirmSubject');
    const intro = w('addressConfirmIntro', { username });
    const link = w('addressConfirmLink');
    const why = w('addressConfirmWhy');
    const valid = w('addressConfirmValid', { hours: validHours });
    const ignore = w('addressConfirmIgnore');
    return {
      subject,
      text: [intro, '', `${link}: ${confirmUrl}`, '', why, '', valid, '', ignore, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(intro)}</p>\n${button(confirmUrl, link)}\n${[why, valid, ignore].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
      ),
    };
  },
  'email-changed'(language, { username, shopEmail }) {
    const w = wordsIn(language);
    const subject = w('emailChangedSubject');
    const body = w('emailChangedBody', { username });
    const help = w('emailChangedHelp', { shopEmail });
    return {
      subject,
      text: [body, '', help, ''].join('\n'),
      html: page(language, subject, `<p>${escapeHtml(body)}</p>\n<p>${escapeHtml(help)}</p>`),
    };
  },
  'back-in-stock'(language, { productName, productUrl, unsubscribeUrl }) {
    const w = wordsIn(language);
    const subject = w('restockSubject', { name: productName });
    const body = w('restockBody', { name: productName });
    const link = w('restockLink');
    const once = w('restockOnce');
    const hint = w('restockUnsubscribeHint');
    return {
      subject,
      text: [body, '', `${link}: ${productUrl}`, '', once, `${hint} ${unsubscribeUrl}`, ''].join(
        '\n',
      ),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(body)}</p>\n${button(productUrl, link)}\n<p><small>${escapeHtml(once)} ${escapeHtml(hint)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(w('restockUnsubscribe'))}</a></small></p>`,
      ),
    };
  },
  'gift-cards-issued'(language, { orderId, cards }) {
    const w = wordsIn(language);
    const subject = w('giftCardsSubject', { orderId });
    const intro = w('giftCardsIntro', { orderId });
    const hint = w('giftCardsSendHint');
    const blocks = cards.map((card) => giftCardBlock(language, card));
    return {
      subject,
      text: [intro, '', ...blocks.flatMap((block) => [...block.text, '']), hint, ''].join('\n'),
      html: page(
        language,
        subject,
        [
          `<p>${escapeHtml(intro)}</p>`,
          ...blocks.map((block) => block.html),
          `<p>${escapeHtml(hint)}</p>`,
        ].join('\n'),
      ),
    };
  },
  'gift-card-received'(language, { recipientName, message, from, card }) {
    const w = wordsIn(language);
    const subject = w('giftCardReceivedSubject');
    const intro = recipientName
      ? w('giftCardReceivedIntro', { name: recipientName, from })
      : w('giftCardReceivedIntroUnnamed', { from });
    const block = giftCardBlock(language, card);
    const howTo = w('giftCardHowToUse');
    return {
      subject,
      text: [intro, ...(message ? ['', message] : []), '', ...block.text, '', howTo, ''].join('\n'),
      html: page(
        language,
        subject,
        [
          `<p>${escapeHtml(intro)}</p>`,
          ...(message
            ? [`<p style="white-space: pre-wrap"><em>${escapeHtml(message)}</em></p>`]
            : []),
          block.html,
          `<p>${escapeHtml(howTo)}</p>`,
        ].join('\n'),
      ),
    };
  },
  'contact-message'(language, message) {
    const w = wordsIn(language);
    const subject = w('contactSubject', { subject: message.subject });
    const fields: [string, string][] = [
      [w('contactFrom'), `${message.firstName} ${message.lastName}`],
      [w('contactEmail'), message.email],
      ...(message.phone ? [[w('contactPhone'), message.phone] as [string, string]] : []),
      [w('contactLanguage'), message.senderLanguage],
      [w('contactSubjectLabel'), message.subject],
    ];
    const intro = w('contactIntro', { messageId: message.messageId });
    const reply = w('contactReply');
    return {
      subject,
      text: [
        intro,
        '',
        ...fields.map(([label, value]) => `${label}: ${value}`),
        '',
        message.message,
        '',
        reply,
        '',
      ].join('\n'),
      html: page(
        language,
        subject,
        [
          `<p>${escapeHtml(intro)}</p>`,
          '<table cellpadding="4">',
          ...fields.map(
            ([label, value]) =>
              `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          ),
          '</table>',
          // The message's own line breaks, without letting its text become markup.
          `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
          `<p><a href="mailto:${escapeHtml(encodeURIComponent(message.email).replace('%40', '@'))}">${escapeHtml(reply)}</a></p>`,
        ].join('\n'),
      ),
    };
  },
};

/** Who sells, as the configuration names them: every mail says it in its footer. */
export type MailSeller = Config['seller'];

let configuredSeller: MailSeller | null = null;

/**
 * The seller the mails name: the configuration is one per process, and the mail plugin hands
 * its seller over here when the app starts, so every place that queues a mail (the orders
 * domain included) renders the same footer without carrying the configuration along.
 */
export function setMailSeller(seller: MailSeller): void {
  configuredSeller = seller;
}

export function sellerForMails(): MailSeller {
  if (!configuredSeller) {
    throw new Error('No seller for the mails: register the mail plugin (or pass the seller).');
  }
  return configuredSeller;
}

/**
 * The footer of every mail (Belgian Code of Economic Law XII.6, ADR 0035): who sells, where,
 * their enterprise and VAT numbers, and how to reach them.
 */
function sellerFooter(language: MailLanguage, seller: MailSeller): { html: string; text: string } {
  const w = wordsIn(language);
  const { street, postalCode, city, country } = seller.address;
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  const lines = [
    `${seller.legalName}, ${street}, ${postalCode} ${city}, ${countryName}`,
    `${w('footer.enterpriseNumber', { number: seller.enterpriseNumber })} · ${w('footer.vatNumber', { number: seller.vatNumber })}`,
    `${seller.email} · ${seller.phone}`,
  ];
  return {
    text: ['--', ...lines].join('\n'),
    html: `<hr>\n<p style="color: #6b7280; font-size: 12px">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

function withBeforeBodyEnd(html: string, addition: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}\n${addition}` : `${html.slice(0, end)}${addition}\n${html.slice(end)}`;
}

export function renderMail<T extends MailTemplate>(
  template: T,
  language: MailLanguage,
  data: MailTemplates[T],
  seller: MailSeller = sellerForMails(),
): RenderedMail {
  const mail = renderers[template](language, data, seller);
  const footer = sellerFooter(language, seller);
  return {
    subject: mail.subject,
    text: `${mail.text.replace(/\n*$/, '')}\n\n${footer.text}\n`,
    html: withBeforeBodyEnd(mail.html, footer.html),
  };
}
