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

export interface MailTemplates {
  'order-confirmation': OrderMailData;
  'new-order-alert': OrderMailData;
  'order-shipped': OrderShippedData;
  'order-cancelled': OrderCancelledData;
  welcome: WelcomeData;
  'payment-not-completed': PaymentNotCompletedData;
  'payment-refunded': PaymentRefundedData;
  'password-reset': PasswordResetData;
  'back-in-stock': BackInStockData;
  'contact-message': ContactMessageData;
}

/** Every template name, for tests and admin filters. */
export const MAIL_TEMPLATE_NAMES = [
  'order-confirmation',
  'new-order-alert',
  'order-shipped',
  'order-cancelled',
  'welcome',
  'payment-not-completed',
  'payment-refunded',
  'password-reset',
  'back-in-stock',
  'contact-message',
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
    welcomeSubject: 'Welcome to Giftshop',
    welcomeGreeting: (name: string) => `Welcome, ${name}!`,
    welcomeBody:
      'Your account is ready. Browse our personalised and handcrafted gifts, keep a cart and follow your orders.',
    welcomeLink: 'Discover our gifts',
    notPaidSubject: (id: number) => `Your order #${id} was not paid`,
    notPaidFailed: (id: number) =>
      `The payment for order #${id} did not go through, so we have cancelled the order.`,
    notPaidExpired: (id: number) =>
      `The payment page for order #${id} closed before the payment was made, so we have cancelled the order.`,
    notPaidNothingCharged: 'Nothing has been charged. Your cart still holds the items.',
    notPaidLink: 'Go to your cart and try again',
    autoRefundSubject: (id: number) => `Your payment for order #${id} has been refunded`,
    autoRefundWhat: (id: number, amount: string) =>
      `We received a payment of ${amount} for order #${id} after that checkout had been replaced or cancelled, so no order was made from it. We have refunded the full amount to your original payment method.`,
    autoRefundWhen:
      'Depending on your bank, the refund can take a few days to appear. Your other orders are not affected.',
    resetSubject: 'Reset your Giftshop password',
    resetIntro: 'Someone (hopefully you) asked to reset the password of your Giftshop account.',
    resetLink: 'Choose a new password',
    resetValid: (minutes: number) =>
      `This link works once and for ${minutes === 60 ? '1 hour' : `${minutes} minutes`}.`,
    resetIgnore: 'Did not ask for this? Then ignore this mail: your password stays as it is.',
    restockSubject: (name: string) => `${name} is available again`,
    restockBody: (name: string) => `Good news: ${name} is available again.`,
    restockLink: 'View the product',
    restockOnce: 'We send this mail once; you are no longer on the list for this product.',
    restockUnsubscribe: 'Unsubscribe',
    restockUnsubscribeHint: 'Changed your mind before it arrives? Unsubscribe:',
    contactSubject: (subject: string) => `Contact form: ${subject}`,
    contactIntro: (id: number) => `Message #${id} from the contact form.`,
    contactFrom: 'From',
    contactEmail: 'E-mail',
    contactPhone: 'Phone',
    contactLanguage: 'Language',
    contactSubjectLabel: 'Subject',
    contactReply: 'Reply to this address to answer.',
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
    welcomeSubject: 'Welkom bij Giftshop',
    welcomeGreeting: (name: string) => `Welkom, ${name}!`,
    welcomeBody:
      'Je account is klaar. Ontdek onze gepersonaliseerde en handgemaakte geschenken, bewaar je winkelmandje en volg je bestellingen.',
    welcomeLink: 'Ontdek onze geschenken',
    notPaidSubject: (id: number) => `Je bestelling #${id} is niet betaald`,
    notPaidFailed: (id: number) =>
      `De betaling voor bestelling #${id} is niet gelukt, daarom hebben we de bestelling geannuleerd.`,
    notPaidExpired: (id: number) =>
      `De betaalpagina voor bestelling #${id} is gesloten voordat er betaald werd, daarom hebben we de bestelling geannuleerd.`,
    notPaidNothingCharged: 'Er is niets aangerekend. Je winkelmandje bevat de artikelen nog.',
    notPaidLink: 'Naar je winkelmandje om het opnieuw te proberen',
    autoRefundSubject: (id: number) => `Je betaling voor bestelling #${id} is terugbetaald`,
    autoRefundWhat: (id: number, amount: string) =>
      `We hebben een betaling van ${amount} voor bestelling #${id} ontvangen nadat die afrekening al vervangen of geannuleerd was, dus er werd geen bestelling van gemaakt. We hebben het volledige bedrag teruggestort op je oorspronkelijke betaalmiddel.`,
    autoRefundWhen:
      'Afhankelijk van je bank kan het enkele dagen duren voor je de terugbetaling ziet. Je andere bestellingen blijven ongewijzigd.',
    resetSubject: 'Stel je Giftshop-wachtwoord opnieuw in',
    resetIntro:
      'Iemand (hopelijk jij) heeft gevraagd om het wachtwoord van je Giftshop-account opnieuw in te stellen.',
    resetLink: 'Kies een nieuw wachtwoord',
    resetValid: (minutes: number) =>
      `Deze link werkt één keer en ${minutes === 60 ? '1 uur' : `${minutes} minuten`} lang.`,
    resetIgnore: 'Niet aangevraagd? Negeer dan deze mail: je wachtwoord blijft ongewijzigd.',
    restockSubject: (name: string) => `${name} is weer beschikbaar`,
    restockBody: (name: string) => `Goed nieuws: ${name} is weer beschikbaar.`,
    restockLink: 'Bekijk het product',
    restockOnce: 'We sturen deze mail één keer; je staat niet langer op de lijst voor dit product.',
    restockUnsubscribe: 'Uitschrijven',
    restockUnsubscribeHint: 'Van gedachten veranderd? Schrijf je uit:',
    contactSubject: (subject: string) => `Contactformulier: ${subject}`,
    contactIntro: (id: number) => `Bericht #${id} via het contactformulier.`,
    contactFrom: 'Van',
    contactEmail: 'E-mail',
    contactPhone: 'Telefoon',
    contactLanguage: 'Taal',
    contactSubjectLabel: 'Onderwerp',
    contactReply: 'Antwoord naar dit adres.',
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
    welcomeSubject: 'Bienvenue chez Giftshop',
    welcomeGreeting: (name: string) => `Bienvenue, ${name} !`,
    welcomeBody:
      'Votre compte est prêt. Découvrez nos cadeaux personnalisés et artisanaux, gardez votre panier et suivez vos commandes.',
    welcomeLink: 'Découvrir nos cadeaux',
    notPaidSubject: (id: number) => `Votre commande n° ${id} n’a pas été payée`,
    notPaidFailed: (id: number) =>
      `Le paiement de la commande n° ${id} n’a pas abouti : nous avons donc annulé la commande.`,
    notPaidExpired: (id: number) =>
      `La page de paiement de la commande n° ${id} s’est fermée avant le paiement : nous avons donc annulé la commande.`,
    notPaidNothingCharged: 'Rien n’a été débité. Votre panier contient toujours les articles.',
    notPaidLink: 'Retourner au panier et réessayer',
    autoRefundSubject: (id: number) => `Votre paiement pour la commande n° ${id} a été remboursé`,
    autoRefundWhat: (id: number, amount: string) =>
      `Nous avons reçu un paiement de ${amount} pour la commande n° ${id} alors que ce passage en caisse avait déjà été remplacé ou annulé ; aucune commande n’en a donc été créée. Nous avons remboursé l’intégralité du montant sur votre moyen de paiement d’origine.`,
    autoRefundWhen:
      'Selon votre banque, le remboursement peut mettre quelques jours à apparaître. Vos autres commandes ne sont pas concernées.',
    resetSubject: 'Réinitialisez votre mot de passe Giftshop',
    resetIntro:
      'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Giftshop.',
    resetLink: 'Choisir un nouveau mot de passe',
    resetValid: (minutes: number) =>
      `Ce lien ne fonctionne qu’une fois, pendant ${minutes === 60 ? '1 heure' : `${minutes} minutes`}.`,
    resetIgnore:
      'Vous n’avez rien demandé ? Ignorez ce message : votre mot de passe reste inchangé.',
    restockSubject: (name: string) => `${name} est à nouveau disponible`,
    restockBody: (name: string) => `Bonne nouvelle : ${name} est à nouveau disponible.`,
    restockLink: 'Voir le produit',
    restockOnce:
      'Nous envoyons ce message une seule fois ; vous n’êtes plus inscrit pour ce produit.',
    restockUnsubscribe: 'Se désinscrire',
    restockUnsubscribeHint: 'Vous avez changé d’avis ? Désinscrivez-vous :',
    contactSubject: (subject: string) => `Formulaire de contact : ${subject}`,
    contactIntro: (id: number) => `Message n° ${id} du formulaire de contact.`,
    contactFrom: 'De',
    contactEmail: 'E-mail',
    contactPhone: 'Téléphone',
    contactLanguage: 'Langue',
    contactSubjectLabel: 'Objet',
    contactReply: 'Répondez à cette adresse.',
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

/** A link styled as a button, with the address written out for mail clients without HTML. */
function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a></p>\n<p><small>${href}</small></p>`;
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
  welcome(language, { username, shopUrl }) {
    const w = words[language];
    const greeting = w.welcomeGreeting(username);
    return {
      subject: w.welcomeSubject,
      text: [greeting, '', w.welcomeBody, '', `${w.welcomeLink}: ${shopUrl}`, ''].join('\n'),
      html: page(
        language,
        w.welcomeSubject,
        `<h1>${escapeHtml(greeting)}</h1>\n<p>${w.welcomeBody}</p>\n${button(shopUrl, w.welcomeLink)}`,
      ),
    };
  },
  'payment-not-completed'(language, { orderId, reason, cartUrl }) {
    const w = words[language];
    const subject = w.notPaidSubject(orderId);
    const what = reason === 'failed' ? w.notPaidFailed(orderId) : w.notPaidExpired(orderId);
    return {
      subject,
      text: [what, '', w.notPaidNothingCharged, '', `${w.notPaidLink}: ${cartUrl}`, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(w.notPaidNothingCharged)}</p>\n${button(cartUrl, w.notPaidLink)}`,
      ),
    };
  },
  'payment-refunded'(language, { orderId, amount }) {
    const w = words[language];
    const subject = w.autoRefundSubject(orderId);
    const what = w.autoRefundWhat(orderId, money(language, amount));
    return {
      subject,
      text: [what, '', w.autoRefundWhen, ''].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(w.autoRefundWhen)}</p>`,
      ),
    };
  },
  'password-reset'(language, { resetUrl, validMinutes }) {
    const w = words[language];
    const valid = w.resetValid(validMinutes);
    return {
      subject: w.resetSubject,
      text: [
        w.resetIntro,
        '',
        `${w.resetLink}: ${resetUrl}`,
        '',
        valid,
        '',
        w.resetIgnore,
        '',
      ].join('\n'),
      html: page(
        language,
        w.resetSubject,
        `<p>${escapeHtml(w.resetIntro)}</p>\n${button(resetUrl, w.resetLink)}\n<p>${escapeHtml(valid)}</p>\n<p>${escapeHtml(w.resetIgnore)}</p>`,
      ),
    };
  },
  'back-in-stock'(language, { productName, productUrl, unsubscribeUrl }) {
    const w = words[language];
    const subject = w.restockSubject(productName);
    const body = w.restockBody(productName);
    return {
      subject,
      text: [
        body,
        '',
        `${w.restockLink}: ${productUrl}`,
        '',
        w.restockOnce,
        `${w.restockUnsubscribeHint} ${unsubscribeUrl}`,
        '',
      ].join('\n'),
      html: page(
        language,
        subject,
        `<p>${escapeHtml(body)}</p>\n${button(productUrl, w.restockLink)}\n<p><small>${escapeHtml(w.restockOnce)} ${escapeHtml(w.restockUnsubscribeHint)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(w.restockUnsubscribe)}</a></small></p>`,
      ),
    };
  },
  'contact-message'(language, message) {
    const w = words[language];
    const subject = w.contactSubject(message.subject);
    const fields: [string, string][] = [
      [w.contactFrom, `${message.firstName} ${message.lastName}`],
      [w.contactEmail, message.email],
      ...(message.phone ? [[w.contactPhone, message.phone] as [string, string]] : []),
      [w.contactLanguage, message.senderLanguage],
      [w.contactSubjectLabel, message.subject],
    ];
    const intro = w.contactIntro(message.messageId);
    return {
      subject,
      text: [
        intro,
        '',
        ...fields.map(([label, value]) => `${label}: ${value}`),
        '',
        message.message,
        '',
        w.contactReply,
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
          `<p><a href="mailto:${escapeHtml(encodeURIComponent(message.email).replace('%40', '@'))}">${escapeHtml(w.contactReply)}</a></p>`,
        ].join('\n'),
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
