import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_WITHDRAWAL_FORM } from '@shop/contracts';
import type { TestApp } from '../test/app.js';
import { addToCart, newCustomer, newProduct, payCart } from '../test/checkout.js';
import { pdfText as readPdf } from '../test/pdf-text.js';
import { startShopWithMail } from '../test/smtp.js';
import type { TestSmtpServer } from '../test/smtp.js';
import { serverText } from '../i18n/texts.js';
import { sellerForMails } from './templates.js';

/**
 * The order confirmation is the durable medium of the withdrawal information (Directive
 * 2011/83/EU art. 8(7); ADR 0046): the conditions, the period, the procedure, the lines
 * without the right and why, in the mail itself, and the model form (Annex I(B)) attached as a
 * PDF in the order's language with the seller filled in. The acknowledgement of a withdrawal
 * no longer asks for the original packaging.
 */

let shop: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

/** The PDF's text with every run of white space as one space (a line may wrap after a "/"). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).replace(/\s+/g, ' ').replaceAll('/ ', '/');
}

/** Sends the mail with this dedupe key over SMTP and answers what arrived. */
async function delivered(dedupeKey: string, to: string) {
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from mail_outbox where dedupe_key = $1',
    [dedupeKey],
  );
  expect(rows).toHaveLength(1);
  await shop.app.mail.deliver(rows[0]!.id);
  const mail = smtp.received.find(
    (received) => received.to.includes(to) && received.subject !== '' && received.text !== '',
  );
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
}

/** One word-wrapped paragraph of the mail's text as one line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the order confirmation', () => {
  it('carries the withdrawal information itself and the model form as a PDF in the order’s language', async () => {
    const customer = await newCustomer(shop);
    const board = await newProduct(shop, { name: 'Gegraveerde plank', price: '25.00' });
    const mug = await newProduct(shop, { name: 'Witte mok', price: '12.35' });
    await addToCart(shop, customer, board, 1, 'Ada');
    await addToCart(shop, customer, mug, 2);
    const order = await payCart(shop, customer, 'nl');
    await shop.app.mail.sendOrderMails(order.id);
    const mail = await delivered(`order-confirmation:${order.id}`, customer.email);
    const seller = sellerForMails();
    const nl = (key: Parameters<typeof serverText>[1], values?: Record<string, string>) =>
      flat(serverText('nl', key, values));
    const text = flat(mail.text);

    // The conditions, the period and the procedure, in the mail itself.
    expect(text).toContain(nl('mail.withdrawalPeriod'));
    expect(text).toContain(nl('mail.withdrawalHandling'));
    expect(text).toContain(nl('mail.withdrawalHowTo', { email: seller.email }));
    expect(text).toContain(`${seller.address.postalCode} ${seller.address.city}`);
    expect(text).toContain(nl('mail.withdrawalReturnCosts'));
    expect(text).toContain(nl('mail.withdrawalRefundRule'));
    // Which line has no right, and why.
    expect(text).toContain(`${nl('mail.withdrawalExcluded')} - Gegraveerde plank (Ada)`);
    expect(text).not.toMatch(/ongebruikt/i);
    expect(text).toContain('14 dagen');

    // The model form, in Dutch, with the seller filled in.
    const form = mail.attachments.find((attachment) =>
      attachment.filename.startsWith('herroepingsformulier'),
    );
    expect(
      form,
      mail.attachments.map((attachment) => attachment.filename).join(', '),
    ).toBeDefined();
    expect(form!.filename).toBe(`herroepingsformulier-${order.id}.pdf`);
    expect(form!.contentType).toBe('application/pdf');
    const pdf = await pdfText(form!.content);
    const model = MODEL_WITHDRAWAL_FORM.nl;
    expect(pdf).toContain(model.title);
    expect(pdf).toContain(flat(model.instruction));
    expect(pdf).toContain(
      `Aan ${seller.legalName}, ${seller.address.street}, ${seller.address.postalCode} ${seller.address.city}, België, ${seller.email}:`,
    );
    for (const field of model.fields) expect(pdf).toContain(flat(field));
    expect(pdf).toContain(model.footnote);
    expect(pdf).toContain(`#${order.id}`);
  });

  it('keeps the right for a money gift card with a message on the card (art. 16(c)), naming only the engraved line', async () => {
    const customer = await newCustomer(shop);
    const board = await newProduct(shop, { name: 'Engraved board', price: '25.00' });
    const card = await newProduct(shop, { name: 'Gift card 25', price: '25.00', vatRate: 0 });
    await shop.database.pool.query(
      `update products set is_gift_card = true, personalization_removes_withdrawal = false
       where id = $1`,
      [card],
    );
    await addToCart(shop, customer, board, 1, 'Ada');
    await addToCart(shop, customer, card, 1, 'Happy birthday!');
    const order = await payCart(shop, customer, 'en');
    const { rows } = await shop.database.pool.query<{ name: string; right: boolean }>(
      'select product_name as name, withdrawal_right as right from order_items where order_id = $1 order by id',
      [order.id],
    );
    expect(rows).toEqual([
      { name: 'Engraved board', right: false },
      { name: 'Gift card 25', right: true },
    ]);
    await shop.app.mail.sendOrderMails(order.id);
    const mail = await delivered(`order-confirmation:${order.id}`, customer.email);
    const text = flat(mail.text);
    expect(text).toContain(
      `${flat(serverText('en', 'mail.withdrawalExcluded'))} - Engraved board (Ada)`,
    );
    expect(text).not.toContain('- Gift card 25');
    expect(mail.attachments.map((attachment) => attachment.filename)).toContainEqual(
      `withdrawal-form-${order.id}.pdf`,
    );
  });

  it('says no line has the right and attaches no form when every line is made to specification', async () => {
    const customer = await newCustomer(shop);
    const board = await newProduct(shop, { name: 'Engraved board', price: '25.00' });
    await addToCart(shop, customer, board, 1, 'Ada');
    const order = await payCart(shop, customer, 'en');
    await shop.app.mail.sendOrderMails(order.id);
    const mail = await delivered(`order-confirmation:${order.id}`, customer.email);
    expect(flat(mail.text)).toContain(flat(serverText('en', 'mail.withdrawalNone')));
    expect(mail.attachments.map((attachment) => attachment.filename)).not.toContainEqual(
      expect.stringMatching(/^withdrawal-form/),
    );
  });
});

describe('the acknowledgement of a withdrawal', () => {
  it('asks for the goods back without making their original packaging a condition, with the return costs, and says when the wrapping comes back too', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { name: 'Plain mug', price: '12.35' });
    await addToCart(shop, customer, mug, 2);
    await shop.database.pool.query(
      'insert into cart_gift_options (user_id, is_gift, wrapping) values ($1, true, true)',
      [customer.id],
    );
    const order = await payCart(shop, customer, 'en');
    const withdraw = async () => {
      const withdrawn = await shop.app.inject({
        method: 'POST',
        url: `/api/checkout/orders/${order.id}/withdrawal/`,
        headers: { authorization: `Bearer ${customer.access}` },
        payload: { items: [{ id: order.lines[0]!.id, quantity: 1 }] },
      });
      expect(withdrawn.statusCode).toBe(201);
      const { rows } = await shop.database.pool.query<{ text: string }>(
        `select text from mail_outbox where template = 'withdrawal-received' and to_address = $1
         order by id desc limit 1`,
        [customer.email],
      );
      return flat(rows[0]!.text);
    };
    const first = await withdraw();
    expect(first).not.toMatch(/in their original packaging, within/);
    expect(first).toContain(flat(serverText('en', 'mail.withdrawalSendBack')));
    expect(first).toContain(flat(serverText('en', 'mail.withdrawalHandling')));
    expect(first).toContain(flat(serverText('en', 'mail.withdrawalReturnCosts')));
    // One of two mugs: the wrapping stays paid.
    expect(first).not.toContain('gift wrapping');
    // The last mug: the wrapping (3.50) comes back with it.
    expect(await withdraw()).toContain(
      'so we also refund the gift wrapping and the standard delivery cost: €3.50.',
    );
  });
});
