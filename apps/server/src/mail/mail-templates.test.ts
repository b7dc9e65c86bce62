import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp.js';
import type { MailLanguage, MailTemplate, MailTemplates } from './templates.js';

/**
 * Every customer and shop mail of issue 8 in each language, sent through the outbox and a
 * real SMTP server on loopback: the subject, the data in both parts, and customer input
 * escaped in the HTML. (The order mails have their own tests in mail.test.ts.)
 */

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestApp({ env: { MAIL_URL: smtp.url } });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

let sequence = 0;

async function sendAndReceive<T extends MailTemplate>(
  template: T,
  language: MailLanguage,
  data: MailTemplates[T],
): Promise<ReceivedMail> {
  sequence += 1;
  const to = `templates-${sequence}@example.be`;
  const id = await shop.app.mail.enqueue({
    dedupeKey: `test-${template}:${sequence}`,
    template,
    language,
    to,
    data,
  });
  expect(id).not.toBeNull();
  expect(await shop.app.mail.deliver(id!)).toBe('sent');
  const received = smtp.received.filter((mail) => mail.to.includes(to));
  expect(received).toHaveLength(1);
  return received[0]!;
}

/** Both parts carry the value; the HTML one escaped. */
function expectInBothParts(mail: ReceivedMail, value: string) {
  expect(mail.text).toContain(value);
  expect(mail.html).toContain(
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  );
}

const LANGUAGES = ['en', 'nl', 'fr'] as const;

describe('welcome', () => {
  const expected = {
    en: ['Welcome to Giftshop', 'Welcome, Ann <3!'],
    nl: ['Welkom bij Giftshop', 'Welkom, Ann <3!'],
    fr: ['Bienvenue chez Giftshop', 'Bienvenue, Ann <3 !'],
  } as const;
  for (const language of LANGUAGES) {
    it(`arrives in ${language} with the name and a link to the shop`, async () => {
      const mail = await sendAndReceive('welcome', language, {
        username: 'Ann <3',
        shopUrl: 'https://giftshop.example/products',
      });
      expect(mail.subject).toBe(expected[language][0]);
      expectInBothParts(mail, expected[language][1]);
      expect(mail.html).not.toContain('Ann <3');
      expectInBothParts(mail, 'https://giftshop.example/products');
      expect(mail.html).toContain(`lang="${language}"`);
    });
  }
});

describe('payment not completed', () => {
  const expected = {
    en: {
      subject: 'Your order #71 was not paid',
      failed: 'The payment for order #71 did not go through',
      expired: 'The payment page for order #71 closed before the payment was made',
    },
    nl: {
      subject: 'Je bestelling #71 is niet betaald',
      failed: 'De betaling voor bestelling #71 is niet gelukt',
      expired: 'De betaalpagina voor bestelling #71 is gesloten voordat er betaald werd',
    },
    fr: {
      subject: 'Votre commande n° 71 n’a pas été payée',
      failed: 'Le paiement de la commande n° 71 n’a pas abouti',
      expired: 'La page de paiement de la commande n° 71 s’est fermée avant le paiement',
    },
  } as const;
  for (const language of LANGUAGES) {
    for (const reason of ['failed', 'expired'] as const) {
      it(`arrives in ${language} when the payment ${reason}, with a link to the cart`, async () => {
        const mail = await sendAndReceive('payment-not-completed', language, {
          orderId: 71,
          reason,
          cartUrl: 'https://giftshop.example/cart',
        });
        expect(mail.subject).toBe(expected[language].subject);
        expectInBothParts(mail, expected[language][reason]);
        expectInBothParts(mail, 'https://giftshop.example/cart');
      });
    }
  }
});

describe('payment refunded automatically', () => {
  const expected = {
    en: [
      'Your payment for order #72 has been refunded',
      'after that checkout had been replaced or cancelled, so no order was made from it',
    ],
    nl: [
      'Je betaling voor bestelling #72 is terugbetaald',
      'nadat die afrekening al vervangen of geannuleerd was, dus er werd geen bestelling van gemaakt',
    ],
    fr: [
      'Votre paiement pour la commande n° 72 a été remboursé',
      'alors que ce passage en caisse avait déjà été remplacé ou annulé',
    ],
  } as const;
  for (const language of LANGUAGES) {
    it(`arrives in ${language} with the amount refunded`, async () => {
      const mail = await sendAndReceive('payment-refunded', language, {
        orderId: 72,
        amount: '28.05',
      });
      expect(mail.subject).toBe(expected[language][0]);
      expectInBothParts(mail, expected[language][1]);
      expect(mail.text).toMatch(/28[.,]05/);
      expect(mail.html).toContain(`lang="${language}"`);
    });
  }
});

describe('password reset', () => {
  const expected = {
    en: ['Reset your Giftshop password', 'This link works once and for 1 hour.'],
    nl: ['Stel je Giftshop-wachtwoord opnieuw in', 'Deze link werkt één keer en 1 uur lang.'],
    fr: [
      'Réinitialisez votre mot de passe Giftshop',
      'Ce lien ne fonctionne qu’une fois, pendant 1 heure.',
    ],
  } as const;
  for (const language of LANGUAGES) {
    it(`arrives in ${language} with the one-hour link`, async () => {
      const url = 'https://giftshop.example/reset-password/abc_DEF-123';
      const mail = await sendAndReceive('password-reset', language, {
        resetUrl: url,
        validMinutes: 60,
      });
      expect(mail.subject).toBe(expected[language][0]);
      expectInBothParts(mail, expected[language][1]);
      expectInBothParts(mail, url);
      expect(mail.html).toContain(`href="${url}"`);
    });
  }
});

describe('back in stock', () => {
  const expected = {
    en: ['Star <map> is available again', 'Unsubscribe'],
    nl: ['Star <map> is weer beschikbaar', 'Uitschrijven'],
    fr: ['Star <map> est à nouveau disponible', 'Se désinscrire'],
  } as const;
  for (const language of LANGUAGES) {
    it(`arrives in ${language} with the product, its link and the unsubscribe link`, async () => {
      const mail = await sendAndReceive('back-in-stock', language, {
        productName: 'Star <map>',
        productUrl: 'https://giftshop.example/product/star-map?lang=nl&x=1',
        unsubscribeUrl:
          'https://giftshop.example/notify/unsubscribe/0b8e1b7e-8f5e-4a4e-9a59-2f1d3c4b5a69',
      });
      expect(mail.subject).toBe(expected[language][0]);
      expectInBothParts(mail, 'Star <map>');
      expect(mail.html).not.toContain('Star <map>');
      expectInBothParts(mail, 'https://giftshop.example/product/star-map?lang=nl&x=1');
      expectInBothParts(
        mail,
        'https://giftshop.example/notify/unsubscribe/0b8e1b7e-8f5e-4a4e-9a59-2f1d3c4b5a69',
      );
      expect(mail.html).toContain(`>${expected[language][1]}</a>`);
    });
  }
});

describe('contact message to the shop', () => {
  for (const language of LANGUAGES) {
    it(`arrives in ${language} with every field, the message escaped`, async () => {
      const mail = await sendAndReceive('contact-message', language, {
        messageId: 9,
        firstName: 'Marie',
        lastName: 'Dubois',
        email: 'marie@example.be',
        phone: '+32470123456',
        subject: 'Engraving <b>size</b>',
        message: 'Hello,\nCan you engrave "A & B"?\n<script>alert(1)</script>',
        senderLanguage: 'fr',
      });
      const label = { en: 'Contact form', nl: 'Contactformulier', fr: 'Formulaire de contact ' };
      expect(mail.subject).toBe(`${label[language]}: Engraving <b>size</b>`);
      for (const value of [
        'Marie Dubois',
        'marie@example.be',
        '+32470123456',
        'Engraving <b>size</b>',
      ]) {
        expectInBothParts(mail, value);
      }
      // SMTP carries CRLF line ends.
      expect(mail.text.replaceAll('\r\n', '\n')).toContain(
        'Hello,\nCan you engrave "A & B"?\n<script>alert(1)</script>',
      );
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('href="mailto:marie@example.be"');
    });
  }
});

describe('registration', () => {
  it('queues the welcome mail once, in the language of the sign-up', async () => {
    const email = `welcome-${Date.now()}@example.be`;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/register/?lang=nl',
      payload: {
        username: `welcome${Date.now()}`,
        email,
        phone_number: '+32470123456',
        password: 'Secret123',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await shop.database.pool.query<{ id: number; language: string }>(
      `select id, language from mail_outbox where template = 'welcome' and to_address = $1`,
      [email],
    );
    expect(rows).toEqual([{ id: expect.any(Number), language: 'nl' }]);
    expect(await shop.app.mail.deliver(rows[0]!.id)).toBe('sent');
    const arrived = smtp.received.filter((mail) => mail.to.includes(email));
    expect(arrived.map((mail) => mail.subject)).toEqual(['Welkom bij Giftshop']);
    expect(arrived[0]!.text).toContain('/products');
  });
});
