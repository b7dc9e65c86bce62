import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_LANGUAGES,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  setMailSeller,
  type MailTemplate,
  type MailTemplates,
} from '../mail/templates.js';
import { OPERATOR_SELLER } from '../test/seller.js';

// The mail plugin does this when an app starts; these tests render without one.
beforeAll(() => setMailSeller(OPERATOR_SELLER));

/**
 * Stored XSS through the mails: every text a customer or staff member typed (product names,
 * personalisation, addresses, contact messages, tracking numbers, usernames) and every link
 * reaches the mail HTML escaped, in every template and language. e2e/tests/security-xss.spec.ts
 * opens such a mail in Chromium and checks that nothing runs.
 */

const PAYLOAD =
  `<script>window.__xss='script'</script><img src=x onerror="window.__xss='img'">` +
  `"><svg onload=alert(1)><a href="javascript:alert(2)">click</a>'`;

/** One mail per template, with the payload in every string a person could have typed. */
const SAMPLES: { [T in MailTemplate]: MailTemplates[T] } = {
  'order-confirmation': order(),
  'new-order-alert': order(),
  'order-shipped': { orderId: 7, trackingNumber: PAYLOAD },
  'order-ready-for-collection': { orderId: 7, workshop: { address: PAYLOAD, hours: PAYLOAD } },
  'order-cancelled': { orderId: 7, refunded: '12.50' },
  'withdrawal-received': {
    orderId: 7,
    withdrawalId: 3,
    withdrawnAt: '2026-11-23T20:04:00Z',
    refundDueAt: '2026-12-07T20:04:00Z',
    lines: [{ productName: PAYLOAD, quantity: 1 }],
    reason: PAYLOAD,
    seller: {
      legalName: PAYLOAD,
      address: { street: PAYLOAD, postalCode: '1000', city: PAYLOAD, country: 'BE' },
      enterpriseNumber: '0123.456.749',
      vatNumber: 'BE0123456749',
      email: `shop${PAYLOAD}@example.be`,
      phone: PAYLOAD,
      legalForm: PAYLOAD,
      registerCourt: PAYLOAD,
      iban: 'BE13 0123 4567 8939',
      bic: 'GEBABEBB',
    },
  },
  welcome: { username: PAYLOAD, shopUrl: `https://shop.example.be/products?x=${PAYLOAD}` },
  'payment-not-completed': {
    orderId: 7,
    reason: 'failed',
    cartUrl: `https://shop.example.be/cart?${PAYLOAD}`,
  },
  'payment-refunded': { orderId: 7, amount: '12.50' },
  'withdrawal-link': {
    orderId: 7,
    linkUrl: `https://shop.example.be/withdraw/${PAYLOAD}`,
    validHours: 24,
  },
  'password-reset': {
    resetUrl: `https://shop.example.be/reset-password/${PAYLOAD}`,
    validMinutes: 60,
  },
  'email-change-confirm': {
    username: PAYLOAD,
    confirmUrl: `https://shop.example.be/confirm-email/${PAYLOAD}`,
    validHours: 24,
  },
  'address-confirm': {
    username: PAYLOAD,
    confirmUrl: `https://shop.example.be/confirm-address/${PAYLOAD}`,
    validHours: 24,
  },
  'email-changed': { username: PAYLOAD, shopEmail: 'hello@giftshop.be' },
  'back-in-stock': {
    productName: PAYLOAD,
    productUrl: `https://shop.example.be/product/${PAYLOAD}`,
    unsubscribeUrl: `https://shop.example.be/unsubscribe/${PAYLOAD}`,
  },
  'contact-message': {
    messageId: 3,
    firstName: PAYLOAD,
    lastName: PAYLOAD,
    email: `a${PAYLOAD}@example.be`,
    phone: PAYLOAD,
    subject: PAYLOAD,
    message: `${PAYLOAD}\n${PAYLOAD}`,
    senderLanguage: 'fr',
  },
  'gift-cards-issued': {
    orderId: 7,
    cards: [{ code: 'ABCDEFGHJKMNPQRS', value: '25.00', expiresAt: '2028-11-23T20:04:00Z' }],
  },
  'gift-card-received': {
    recipientName: PAYLOAD,
    message: `${PAYLOAD}\n${PAYLOAD}`,
    from: `a${PAYLOAD}@example.be`,
    card: { code: 'ABCDEFGHJKMNPQRS', value: '25.00', expiresAt: '2028-11-23T20:04:00Z' },
  },
};

function order(): MailTemplates['order-confirmation'] {
  return {
    orderId: 7,
    customerEmail: `buyer${PAYLOAD}@example.be`,
    total: '28.05',
    lines: [
      {
        productName: PAYLOAD,
        quantity: 1,
        unitPrice: '12.50',
        personalization: PAYLOAD,
        withdrawalRight: false,
      },
      {
        productName: 'Mug',
        quantity: 2,
        unitPrice: '7.75',
        personalization: '',
        withdrawalRight: true,
      },
    ],
    gift: { isGift: true, message: `${PAYLOAD}\n${PAYLOAD}`, wrappingPrice: '3.50' },
    shipping: {
      name: PAYLOAD,
      address1: PAYLOAD,
      address2: PAYLOAD,
      postalCode: '1000',
      city: PAYLOAD,
      country: 'BE',
    },
    withdrawalFormUrl: `https://shop.example.be/withdrawal-form?${PAYLOAD}`,
    vatBreakdown: [{ rate: '21', taxable_amount: '12.81', vat_amount: '2.69' }],
  };
}

/** The elements of a piece of HTML, as `<name attributes>` (escaped text holds no `<`). */
function tags(html: string): { name: string; attributes: string }[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(
    ([, name = '', attributes = '']) => ({
      name: name.toLowerCase(),
      attributes,
    }),
  );
}

/** What the templates themselves are made of. */
const TEMPLATE_ELEMENTS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'body',
  'p',
  'br',
  'a',
  'strong',
  'small',
  'table',
  'tr',
  'td',
  'th',
  'ul',
  'li',
  'h1',
  'h2',
  'em',
  'span',
  'div',
  'hr',
  'blockquote',
]);

describe('every mail escapes what people typed', () => {
  it('covers every template', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
  });

  for (const template of MAIL_TEMPLATE_NAMES) {
    it(template, () => {
      for (const language of MAIL_LANGUAGES) {
        const mail = renderMail(template, language, SAMPLES[template] as never);
        const where = `${template} (${language})`;
        for (const { name, attributes } of tags(mail.html)) {
          const element = `${where}: <${name}${attributes}>`;
          expect(TEMPLATE_ELEMENTS, element).toContain(name);
          // Nothing but well-formed name="value" pairs: a quote in the payload never closed a
          // value to start an attribute (an event handler) of its own.
          const pairs = [...attributes.matchAll(/\s+([a-z-]+)="([^"]*)"/gi)];
          expect(pairs.map(([pair]) => pair).join(''), element).toBe(
            attributes.replace(/\s*\/?$/, ''),
          );
          for (const [, attribute = '', value = ''] of pairs) {
            expect(attribute.toLowerCase(), element).not.toMatch(/^on/);
            expect(value.trim().toLowerCase(), element).not.toMatch(/^javascript:/);
          }
        }
        expect(mail.html, where).not.toMatch(/<(script|img|svg|iframe)/i);
      }
    });
  }

  it('still shows the typed text, escaped, where it belongs', () => {
    const mail = renderMail('order-confirmation', 'en', SAMPLES['order-confirmation']);
    expect(mail.html).toContain('&lt;script&gt;window.__xss=&#39;script&#39;&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;window.__xss=&#39;img&#39;&quot;&gt;');
    // The plain-text part keeps the words as typed: plain text runs nothing.
    expect(mail.text).toContain(PAYLOAD);
  });
});

describe('every mail names the seller in its footer (issue 16)', () => {
  for (const template of MAIL_TEMPLATE_NAMES) {
    it(template, () => {
      for (const language of MAIL_LANGUAGES) {
        const mail = renderMail(template, language, SAMPLES[template] as never);
        for (const part of [mail.html, mail.text]) {
          expect(part, `${template} (${language})`).toContain(OPERATOR_SELLER.legalName);
          expect(part).toContain(OPERATOR_SELLER.vatNumber);
          expect(part).toContain(OPERATOR_SELLER.enterpriseNumber);
          expect(part).toContain(OPERATOR_SELLER.address.street);
          expect(part).toContain(OPERATOR_SELLER.email);
          expect(part).toContain(OPERATOR_SELLER.phone);
        }
        // Below the mail's own words, inside the HTML document.
        expect(mail.html.indexOf(OPERATOR_SELLER.vatNumber)).toBeLessThan(
          mail.html.indexOf('</body>'),
        );
        expect(mail.text.trimEnd().endsWith(OPERATOR_SELLER.phone)).toBe(true);
      }
    });
  }

  it('names the country and the numbers in the mail’s language', () => {
    const say = (language: 'en' | 'nl' | 'fr') =>
      renderMail('welcome', language, SAMPLES.welcome).text;
    expect(say('en')).toContain('Kerkstraat 12, 9000 Gent, Belgium');
    expect(say('en')).toContain('Enterprise number 0123.456.749 · VAT BE0123456749');
    expect(say('nl')).toContain('Kerkstraat 12, 9000 Gent, België');
    expect(say('nl')).toContain('Ondernemingsnummer 0123.456.749 · Btw BE0123456749');
    expect(say('fr')).toContain('Kerkstraat 12, 9000 Gent, Belgique');
    expect(say('fr')).toContain('Numéro d’entreprise 0123.456.749 · TVA BE0123456749');
  });
});
