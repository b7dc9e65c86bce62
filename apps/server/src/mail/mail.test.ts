import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  confirmationMailsQueued,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  waitFor,
} from '../test/checkout.js';
import { startShopWithMail, type TestSmtpServer } from '../test/smtp.js';
import { loadConfig } from '../config.js';

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    demo: true,
    paymentSandbox: true,
    env: {
      MAIL_FROM: 'Giftshop <hello@giftshop.be>',
      SHOP_EMAIL: 'orders@giftshop.be',
    },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

interface OutboxRow {
  id: number;
  dedupe_key: string;
  status: string;
  attempts: number;
  last_error: string | null;
  to_address: string;
}

async function outbox(app: TestApp, orderId: number): Promise<OutboxRow[]> {
  const { rows } = await app.database.pool.query<OutboxRow>(
    `select id, dedupe_key, status, attempts, last_error, to_address from mail_outbox
      where dedupe_key in ($1, $2) order by id`,
    [`order-confirmation:${orderId}`, `new-order-alert:${orderId}`],
  );
  return rows;
}

/** What the deliver-mail worker does for each queued job (the API tests run no workers). */
async function deliverAll(app: TestApp, orderId: number) {
  const results = [];
  for (const row of await outbox(app, orderId)) results.push(await app.app.mail.deliver(row.id));
  return results;
}

/** A paid order written straight to the database, in the given language. */
async function paidOrder(app: TestApp, language: string): Promise<{ id: number; email: string }> {
  const email = `mail-${language}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.be`;
  const { rows: users } = await app.database.pool.query<{ id: number }>(
    `insert into users (username, email, password_hash, language) values ($1, $1, 'x', $2)
     returning id`,
    [email, language],
  );
  const { rows } = await app.database.pool.query<{ id: number }>(
    `insert into orders (user_id, status, total_cents, language, email, paid_at, shipping_name,
                         shipping_address_1, shipping_address_2, shipping_postal_code,
                         shipping_city, shipping_country)
     values ($1, 'processing', 2805, $2, $3, now(), 'Ada <Peeters>', 'Wetstraat 16', 'Bus 3',
             '1000', 'Brussel', 'BE')
     returning id`,
    [users[0]!.id, language, email],
  );
  const id = rows[0]!.id;
  await app.database.pool.query(
    `insert into order_items (order_id, product_name, unit_price_cents, quantity, personalization)
     values ($1, 'Engraved mug', 1250, 2, $2), ($1, 'Card', 305, 1, '')`,
    [id, '<b>Anna & "Jo"</b>'],
  );
  return { id, email };
}

const expected = {
  en: {
    subject: (id: number) => `Your order #${id} is confirmed`,
    total: '28.05',
    personalisation: 'Personalisation',
    // 28.05 at 21 %: 23.18 taxable and 4.87 VAT, as the invoice states it.
    vat: /incl\. 21 % VAT on €23\.18: €4\.87/,
  },
  nl: {
    subject: (id: number) => `Je bestelling #${id} is bevestigd`,
    total: '28,05',
    personalisation: 'Personalisatie',
    vat: /incl\. 21 % btw op 23,18\s€: 4,87\s€/,
  },
  fr: {
    subject: (id: number) => `Votre commande n° ${id} est confirmée`,
    total: '28,05',
    personalisation: 'Personnalisation',
    vat: /dont TVA 21 % sur 23,18\s€: 4,87\s€/,
  },
} as const;

describe('order mails over SMTP', () => {
  for (const language of ['en', 'nl', 'fr'] as const) {
    it(`sends the confirmation in ${language} and the new-order alert, with the order's data`, async () => {
      const order = await paidOrder(shop, language);
      await shop.app.mail.sendOrderMails(order.id);
      expect(await deliverAll(shop, order.id)).toEqual(['sent', 'sent']);

      const confirmation = smtp.received.find((mail) => mail.to.includes(order.email));
      expect(confirmation).toBeDefined();
      expect(confirmation!.from).toBe('hello@giftshop.be');
      expect(confirmation!.subject).toBe(expected[language].subject(order.id));
      // Plain text: the customer's words as typed; HTML: escaped, never markup.
      expect(confirmation!.text).toContain(
        `${expected[language].personalisation}: <b>Anna & "Jo"</b>`,
      );
      expect(confirmation!.text).toMatch(expected[language].vat);
      expect(confirmation!.html).toContain('&lt;b&gt;Anna &amp; &quot;Jo&quot;&lt;/b&gt;');
      expect(confirmation!.html).not.toContain('<b>Anna');
      expect(confirmation!.html).toContain('Ada &lt;Peeters&gt;');
      expect(confirmation!.html).toContain(`lang="${language}"`);
      for (const part of [confirmation!.text, confirmation!.html]) {
        expect(part).toContain('Engraved mug');
        expect(part).toContain('25'); // 2 x 12.50
        expect(part).toContain(expected[language].total);
        expect(part).toContain('Wetstraat 16');
        expect(part).toContain('1000 Brussel');
      }

      const alert = smtp.received.find(
        (mail) => mail.to.includes('orders@giftshop.be') && mail.subject.includes(`#${order.id} `),
      );
      expect(alert).toBeDefined();
      expect(alert!.subject).toBe(`New order #${order.id} (€28.05)`);
      expect(alert!.text).toContain(`Order #${order.id} was paid by ${order.email}.`);
      expect(alert!.text).toContain('Personalisation: <b>Anna & "Jo"</b>');
      expect(alert!.html).not.toContain('<b>Anna');

      const rows = await outbox(shop, order.id);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
    });
  }

  it('makes each mail once, however often the job runs', async () => {
    const order = await paidOrder(shop, 'en');
    await shop.app.mail.sendOrderMails(order.id);
    await shop.app.mail.sendOrderMails(order.id);
    expect(await outbox(shop, order.id)).toHaveLength(2);
    expect(await deliverAll(shop, order.id)).toEqual(['sent', 'sent']);
    expect(await deliverAll(shop, order.id)).toEqual(['already_done', 'already_done']);
    expect(smtp.received.filter((mail) => mail.to.includes(order.email))).toHaveLength(1);
    const { rows } = await shop.database.pool.query<{ count: number }>(
      `select count(*)::int as count from pgboss.job
        where name = 'deliver-mail' and (data->>'mail_id')::int = any($1)`,
      [(await outbox(shop, order.id)).map((row) => row.id)],
    );
    expect(rows[0]!.count).toBe(2);
  });

  it('delivers the confirmation once SMTP is back when it was down while the order was paid', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { name: 'Engraved pen', price: '9.90', stock: 3 });
    await addToCart(shop, customer, product, 1, 'For Lou');
    await smtp.stop();
    try {
      const session = await checkout(shop, customer, 'nl');
      const paid = await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
      expect(paid.status).toBeLessThan(400);
      const order = await waitFor(
        () => orderOfSession(shop, session.session_id),
        (value) => value?.status === 'processing',
        'the order to be paid',
      );
      expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);

      // The send-order-confirmation worker, then a deliver-mail attempt while SMTP is down.
      await shop.app.mail.sendOrderMails(order!.id);
      const [confirmation] = await outbox(shop, order!.id);
      await expect(shop.app.mail.deliver(confirmation!.id)).rejects.toThrow();
      const [failed] = await outbox(shop, order!.id);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.last_error).toBeTruthy();

      await smtp.start();
      // pg-boss's retry of the same job, and a stray repeat of it.
      expect(await shop.app.mail.deliver(confirmation!.id)).toBe('sent');
      expect(await shop.app.mail.deliver(confirmation!.id)).toBe('already_done');
      const arrived = smtp.received.filter((mail) => mail.to.includes(customer.email));
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.subject).toBe(`Je bestelling #${order!.id} is bevestigd`);
      expect(arrived[0]!.text).toContain('Personalisatie: For Lou');
      expect((await outbox(shop, order!.id))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        last_error: null,
      });
    } finally {
      // Listening again for the other tests, whatever happened above.
      await smtp.start();
    }
  });

  it('marks a mail failed after its last retry', async () => {
    const order = await paidOrder(shop, 'fr');
    await shop.app.mail.sendOrderMails(order.id);
    const [confirmation] = await outbox(shop, order.id);
    await shop.database.pool.query('update mail_outbox set attempts = 10 where id = $1', [
      confirmation!.id,
    ]);
    await smtp.stop();
    try {
      await expect(shop.app.mail.deliver(confirmation!.id)).rejects.toThrow();
    } finally {
      await smtp.start();
    }
    expect((await outbox(shop, order.id))[0]).toMatchObject({ status: 'failed', attempts: 11 });
  });
});

describe('order status mails over SMTP', () => {
  const shipped = {
    en: 'Your order #ID has shipped',
    nl: 'Je bestelling #ID is verzonden',
    fr: 'Votre commande n° ID a été expédiée',
  };
  const cancelled = {
    en: ['Your order #ID is cancelled', '€28.05'],
    nl: ['Je bestelling #ID is geannuleerd', '28,05 €'],
    fr: ['Votre commande n° ID est annulée', '28,05 €'],
  } as const;
  for (const language of ['en', 'nl', 'fr'] as const) {
    it(`sends the shipped and cancelled mails in ${language}`, async () => {
      const order = await paidOrder(shop, language);
      const shippedId = await shop.app.mail.enqueue({
        dedupeKey: `order-shipped:${order.id}`,
        template: 'order-shipped',
        language,
        to: order.email,
        data: { orderId: order.id, trackingNumber: 'BE<123>' },
      });
      const cancelledId = await shop.app.mail.enqueue({
        dedupeKey: `order-cancelled:${order.id}`,
        template: 'order-cancelled',
        language,
        to: order.email,
        data: { orderId: order.id, refunded: '28.05' },
      });
      expect(await shop.app.mail.deliver(shippedId!)).toBe('sent');
      expect(await shop.app.mail.deliver(cancelledId!)).toBe('sent');
      const [ship, cancel] = smtp.received.filter((mail) => mail.to.includes(order.email));
      expect(ship!.subject).toBe(shipped[language].replace('ID', String(order.id)));
      expect(ship!.text).toContain('BE<123>');
      expect(ship!.html).toContain('BE&lt;123&gt;');
      expect(cancel!.subject).toBe(cancelled[language][0].replace('ID', String(order.id)));
      // Intl separates euro amounts with a (narrow) no-break space in nl and fr.
      expect(cancel!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(cancelled[language][1]);
    });
  }
});

describe('without MAIL_URL', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ demo: true });
  });
  afterAll(() => local.close());

  it('keeps the mails in the outbox and sends nothing', async () => {
    const before = smtp.received.length;
    const order = await paidOrder(local, 'nl');
    await local.app.mail.sendOrderMails(order.id);
    expect(await deliverAll(local, order.id)).toEqual(['stored', 'stored']);
    const rows = await outbox(local, order.id);
    expect(rows.map((row) => [row.dedupe_key, row.status, row.to_address])).toEqual([
      [`order-confirmation:${order.id}`, 'stored', order.email],
      [`new-order-alert:${order.id}`, 'stored', 'hello@giftshop.be'],
    ]);
    expect(smtp.received.length).toBe(before);
  });
});

describe('mail configuration', () => {
  it('defaults the sender and the shop address and checks MAIL_URL', () => {
    expect(loadConfig({}).mail).toEqual({
      url: undefined,
      from: 'Giftshop <hello@giftshop.be>',
      shopEmail: 'hello@giftshop.be',
      retryDelaySeconds: 30,
    });
    expect(() => loadConfig({ MAIL_URL: 'http://example.be' })).toThrow(/MAIL_URL/);
  });
});
