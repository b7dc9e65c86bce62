/**
 * The mails' texts, HTML and plain text, in the shop's three languages. Every value from the
 * data goes through `escapeHtml` in the HTML part: personalisation texts, names and addresses
 * are customer input.
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
}

export interface OrderMailData {
  orderId: number;
  customerEmail: string;
  /** Euros, e.g. "28.05". */
  total: string;
  lines: OrderMailLine[];
  shipping: {
    name: string;
    address1: string;
    address2: string | null;
    postalCode: string;
    city: string;
    country: string;
  } | null;
}

export interface OrderShippedData {
  orderId: number;
  trackingNumber: string | null;
}

export interface OrderCancelledData {
  orderId: number;
  /** Euros refunded, e.g. "28.05"; null when nothing was paid. */
  refunded: string | null;
}

export interface MailTemplates {
  'order-confirmation': OrderMailData;
  'new-order-alert': OrderMailData;
  'order-shipped': OrderShippedData;
  'order-cancelled': OrderCancelledData;
}
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

const LOCALES: Record<MailLanguage, string> = { en: 'en-BE', nl: 'nl-BE', fr: 'fr-BE' };

function money(language: MailLanguage, euros: string | number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(
    Number(euros),
  );
}

const words = {
  en: {
    confirmationSubject: (id: number) => `Your order #${id} is confirmed`,
    greeting: 'Thank you for your order!',
    paid: (id: number) => `We have received your payment for order #${id}.`,
    personalisation: 'Personalisation',
    total: 'Total',
    shipTo: 'Shipping address',
    closing: 'We will let you know when it ships.',
    alertSubject: (id: number, total: string) => `New order #${id} (${total})`,
    alertIntro: (id: number, email: string) => `Order #${id} was paid by ${email}.`,
    shippedSubject: (id: number) => `Your order #${id} has shipped`,
    shipped: 'Your order is on its way.',
    tracking: 'Tracking number',
    cancelledSubject: (id: number) => `Your order #${id} is cancelled`,
    cancelled: 'Your order has been cancelled.',
    refunded: (amount: string) => `We have refunded ${amount} to your original payment method.`,
  },
  nl: {
    confirmationSubject: (id: number) => `Je bestelling #${id} is bevestigd`,
    greeting: 'Bedankt voor je bestelling!',
    paid: (id: number) => `We hebben je betaling voor bestelling #${id} ontvangen.`,
    personalisation: 'Personalisatie',
    total: 'Totaal',
    shipTo: 'Verzendadres',
    closing: 'We laten je weten wanneer ze verzonden is.',
    alertSubject: (id: number, total: string) => `Nieuwe bestelling #${id} (${total})`,
    alertIntro: (id: number, email: string) => `Bestelling #${id} is betaald door ${email}.`,
    shippedSubject: (id: number) => `Je bestelling #${id} is verzonden`,
    shipped: 'Je bestelling is onderweg.',
    tracking: 'Trackingnummer',
    cancelledSubject: (id: number) => `Je bestelling #${id} is geannuleerd`,
    cancelled: 'Je bestelling is geannuleerd.',
    refunded: (amount: string) =>
      `We hebben ${amount} terugbetaald via je oorspronkelijke betaalmethode.`,
  },
  fr: {
    confirmationSubject: (id: number) => `Votre commande n° ${id} est confirmée`,
    greeting: 'Merci pour votre commande !',
    paid: (id: number) => `Nous avons bien reçu votre paiement pour la commande n° ${id}.`,
    personalisation: 'Personnalisation',
    total: 'Total',
    shipTo: 'Adresse de livraison',
    closing: 'Nous vous préviendrons dès son expédition.',
    alertSubject: (id: number, total: string) => `Nouvelle commande n° ${id} (${total})`,
    alertIntro: (id: number, email: string) => `La commande n° ${id} a été payée par ${email}.`,
    shippedSubject: (id: number) => `Votre commande n° ${id} a été expédiée`,
    shipped: 'Votre commande est en route.',
    tracking: 'Numéro de suivi',
    cancelledSubject: (id: number) => `Votre commande n° ${id} est annulée`,
    cancelled: 'Votre commande a été annulée.',
    refunded: (amount: string) =>
      `Nous vous avons remboursé ${amount} sur votre moyen de paiement d’origine.`,
  },
} satisfies Record<MailLanguage, unknown>;

function lineTotal(line: OrderMailLine): number {
  return Number(line.unitPrice) * line.quantity;
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

/** The order's lines, total and address, shared by the confirmation and the alert. */
function orderSummary(language: MailLanguage, order: OrderMailData): RenderedMail {
  const w = words[language];
  const textLines = order.lines.map((line) => {
    const base = `${line.quantity} x ${line.productName}: ${money(language, lineTotal(line))}`;
    return line.personalization ? `${base}\n  ${w.personalisation}: ${line.personalization}` : base;
  });
  const htmlRows = order.lines.map((line) => {
    const note = line.personalization
      ? `<br><small>${w.personalisation}: ${escapeHtml(line.personalization)}</small>`
      : '';
    return `<tr><td>${line.quantity} &times; ${escapeHtml(line.productName)}${note}</td><td align="right">${escapeHtml(money(language, lineTotal(line)))}</td></tr>`;
  });
  const address = order.shipping ? addressLines(order.shipping) : [];
  const text = [
    ...textLines,
    '',
    `${w.total}: ${money(language, order.total)}`,
    ...(address.length ? ['', `${w.shipTo}:`, ...address] : []),
  ].join('\n');
  const html = [
    '<table cellpadding="4">',
    ...htmlRows,
    `<tr><td><strong>${w.total}</strong></td><td align="right"><strong>${escapeHtml(money(language, order.total))}</strong></td></tr>`,
    '</table>',
    ...(address.length
      ? [`<p><strong>${w.shipTo}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`]
      : []),
  ].join('\n');
  return { subject: '', html, text };
}

function page(language: MailLanguage, subject: string, body: string): string {
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif">\n${body}\n</body></html>`;
}

const renderers: {
  [T in MailTemplate]: (language: MailLanguage, data: MailTemplates[T]) => RenderedMail;
} = {
  'order-confirmation'(language, order) {
    const w = words[language];
    const subject = w.confirmationSubject(order.orderId);
    const summary = orderSummary(language, order);
    return {
      subject,
      text: [w.greeting, '', w.paid(order.orderId), '', summary.text, '', w.closing, ''].join('\n'),
      html: page(
        language,
        subject,
        `<h1>${w.greeting}</h1>\n<p>${w.paid(order.orderId)}</p>\n${summary.html}\n<p>${w.closing}</p>`,
      ),
    };
  },
  'new-order-alert'(language, order) {
    const w = words[language];
    const subject = w.alertSubject(order.orderId, money(language, order.total));
    const summary = orderSummary(language, order);
    const intro = w.alertIntro(order.orderId, order.customerEmail);
    return {
      subject,
      text: [intro, '', summary.text, ''].join('\n'),
      html: page(language, subject, `<p>${escapeHtml(intro)}</p>\n${summary.html}`),
    };
  },
  'order-shipped'(language, { orderId, trackingNumber }) {
    const w = words[language];
    const subject = w.shippedSubject(orderId);
    const tracking = trackingNumber ? `${w.tracking}: ${trackingNumber}` : null;
    return {
      subject,
      text: [w.shipped, ...(tracking ? ['', tracking] : []), ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${w.shipped}</p>${tracking ? `\n<p>${escapeHtml(tracking)}</p>` : ''}`,
      ),
    };
  },
  'order-cancelled'(language, { orderId, refunded }) {
    const w = words[language];
    const subject = w.cancelledSubject(orderId);
    const refund = refunded === null ? null : w.refunded(money(language, refunded));
    return {
      subject,
      text: [w.cancelled, ...(refund ? ['', refund] : []), ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${w.cancelled}</p>${refund ? `\n<p>${escapeHtml(refund)}</p>` : ''}`,
      ),
    };
  },
};

export function renderMail<T extends MailTemplate>(
  template: T,
  language: MailLanguage,
  data: MailTemplates[T],
): RenderedMail {
  return renderers[template](language, data);
}
