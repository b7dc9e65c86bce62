import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../i18n/texts.js';
import type { TestApp } from '../../test/app.js';
import { startShopWithMail, type TestSmtpServer } from '../../test/smtp.js';

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    env: { SHOP_EMAIL: 'shop-inbox@giftshop.be' },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

let addresses = 0;
/** Each test sends from an address of its own, so the per-IP limit of one does not leak. */
function newAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

const VALID = {
  first_name: 'Marie',
  last_name: 'Dubois',
  email: 'marie.dubois@example.be',
  phone: '+32470123456',
  subject: 'Engraving question',
  message: 'Can you engrave <b>"A & B"</b> on the star map?',
};

function send(payload: object, options: { ip?: string; lang?: string } = {}) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/contact/${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    remoteAddress: options.ip ?? newAddress(),
  });
}

async function storedMessages(subject: string) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    first_name: string;
    email: string;
    phone: string;
    message: string;
    language: string;
  }>(
    `select id, first_name, email, phone, message, language from contact_messages
      where subject = $1 order by id`,
    [subject],
  );
  return rows;
}

async function outboxRow(messageId: number) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    to_address: string;
    template: string;
  }>(`select id, to_address, template from mail_outbox where dedupe_key = $1`, [
    `contact:${messageId}`,
  ]);
  return rows[0];
}

describe('POST /api/contact/', () => {
  it('keeps the message and mails it to the shop', async () => {
    const subject = `Engraving question ${Date.now()}`;
    const response = await send({ ...VALID, subject }, { lang: 'nl' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      detail: 'Bedankt voor je bericht. We antwoorden binnen 24 uur.',
    });

    const [stored] = await storedMessages(subject);
    expect(stored).toMatchObject({
      first_name: 'Marie',
      email: 'marie.dubois@example.be',
      phone: '+32470123456',
      message: VALID.message,
      language: 'nl',
    });
    const mail = await outboxRow(stored!.id);
    expect(mail).toMatchObject({
      to_address: 'shop-inbox@giftshop.be',
      template: 'contact-message',
    });

    expect(await shop.app.mail.deliver(mail!.id)).toBe('sent');
    const arrived = smtp.received.filter((received) => received.subject.includes(subject));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toEqual(['shop-inbox@giftshop.be']);
    // Staff answer the customer with their mail program's Reply button.
    expect(arrived[0]!.replyTo).toBe('marie.dubois@example.be');
    expect(arrived[0]!.text).toContain('Marie Dubois');
    expect(arrived[0]!.text).toContain('marie.dubois@example.be');
    expect(arrived[0]!.text).toContain(VALID.message);
    expect(arrived[0]!.html).toContain('&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;');
  });

  it('accepts a message without a phone number', async () => {
    const subject = `No phone ${Date.now()}`;
    const { phone: _phone, ...withoutPhone } = VALID;
    const response = await send({ ...withoutPhone, subject });
    expect(response.statusCode, response.body).toBe(201);
    expect((await storedMessages(subject))[0]?.phone).toBe('');
  });

  it('answers a field error per field, in the request language, and keeps nothing', async () => {
    const subject = `Invalid ${Date.now()}`;
    const response = await send(
      {
        first_name: '  ',
        email: 'not-an-address',
        subject,
        message: 'x'.repeat(5001),
      },
      { lang: 'fr' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      detail: 'Veuillez corriger les champs ci-dessous.',
      first_name: ['Ce champ est obligatoire.'],
      last_name: ['Ce champ est obligatoire.'],
      email: ['Veuillez saisir une adresse e-mail valide'],
      message: ['5000 caractères au maximum.'],
    });
    expect(await storedMessages(subject)).toHaveLength(0);
  });

  it('keeps a multi-line message in NFC and refuses hidden characters per field (issue 14)', async () => {
    const subject = `Lines ${Date.now()}`;
    const message = 'Bonjour,\r\n\r\nPouvez-vous graver « Rene\u0301e » ?\r\nMerci';
    const response = await send({ ...VALID, subject, message, first_name: ' Rene\u0301e ' });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await storedMessages(subject);
    expect(stored).toMatchObject({
      first_name: 'Ren\u00e9e',
      message: 'Bonjour,\n\nPouvez-vous graver « Ren\u00e9e » ?\nMerci',
    });

    const refusedSubject = `Hidden ${Date.now()}`;
    const refused = await send(
      {
        ...VALID,
        first_name: 'Marie\u202E',
        last_name: '\u200B',
        subject: `${refusedSubject}\nBcc: someone@example.com`,
        message: 'Hello\u0000',
      },
      { lang: 'nl' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'validation_error',
      detail: 'Verbeter de velden hieronder.',
      first_name: [serverText('nl', 'validation.textDirectionCharacter')],
      last_name: [serverText('nl', 'validation.textInvisibleCharacter')],
      subject: [serverText('nl', 'validation.textControlCharacter')],
      message: [serverText('nl', 'validation.textControlCharacter')],
    });
    expect(await storedMessages(refusedSubject)).toHaveLength(0);
  });

  it('answers in English by default and names every missing field', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    for (const field of ['first_name', 'last_name', 'email', 'subject', 'message']) {
      expect(body[field]).toEqual(['This field is required.']);
    }
    expect(body.phone).toBeUndefined();
  });

  it('refuses the sixth message in an hour from one address with 429 and the wait', async () => {
    const ip = newAddress();
    const subject = `Rate limit ${Date.now()}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await send({ ...VALID, subject }, { ip });
      expect(response.statusCode, `message ${attempt}`).toBe(201);
    }
    const sixth = await send({ ...VALID, subject }, { ip, lang: 'en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(sixth.json()).toEqual({
      code: 'rate_limited',
      detail: 'You have sent several messages in a short time. Please try again in 60 minutes.',
    });
    expect(await storedMessages(subject)).toHaveLength(5);

    // Another address is not held up by this one.
    expect((await send({ ...VALID, subject })).statusCode).toBe(201);
  });

  it('answers a filled-in honeypot as usual but keeps and mails nothing', async () => {
    const subject = `Honeypot ${Date.now()}`;
    const mailsBefore = await shop.database.pool.query<{ count: number }>(
      'select count(*)::int as count from mail_outbox',
    );
    const response = await send(
      { ...VALID, subject, website: 'https://spam.example' },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      detail: 'Thank you for your message. We will reply within 24 hours.',
    });
    expect(await storedMessages(subject)).toHaveLength(0);
    const mailsAfter = await shop.database.pool.query<{ count: number }>(
      'select count(*)::int as count from mail_outbox',
    );
    expect(mailsAfter.rows[0]!.count).toBe(mailsBefore.rows[0]!.count);
  });

  it('treats an empty honeypot as a person', async () => {
    const subject = `Empty honeypot ${Date.now()}`;
    const response = await send({ ...VALID, subject, website: '' });
    expect(response.statusCode).toBe(201);
    expect(await storedMessages(subject)).toHaveLength(1);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, { post?: { requestBody?: unknown; responses?: object } }>;
    };
    const route = document.paths['/api/contact/']?.post;
    expect(route?.requestBody).toBeDefined();
    expect(Object.keys(route?.responses ?? {})).toContain('201');
  });
});
