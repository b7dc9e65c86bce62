/**
 * Bancontact, iDEAL | Wero and cards (issue 26, ADR 0050): the payment page offers them in
 * the order that fits the customer, and every surface names the method the customer paid
 * with in words, in its language, never as a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, checkoutSuccessSchema, ordersPageSchema } from '@shop/contracts';
import type { TestApp } from '../test/app.js';
import { cancelAsStaff, createShopWithStaff } from '../test/admin.js';
import {
  addToCart,
  CARD_PAYS,
  newCustomer,
  newProduct,
  payByBankRedirect,
  payOnHostedPage,
  successPage,
  type Customer,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';
import { pdfText } from '../test/pdf-text.js';

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

async function openPaymentPage(
  lang: string,
  acceptLanguage: string,
  customer?: Customer,
): Promise<{ customer: Customer; url: string; sessionId: string }> {
  const buyer = customer ?? (await newCustomer(shop));
  const productId = await newProduct(shop, { price: '24.20', vatRate: 21 });
  await addToCart(shop, buyer, productId, 1, '');
  await chooseDeliveryUnlessChosen(shop.database.pool, buyer.id);
  const started = await shop.app.inject({
    method: 'POST',
    url: `/api/checkout/create-checkout-session/?lang=${lang}`,
    headers: { authorization: `Bearer ${buyer.access}`, 'accept-language': acceptLanguage },
  });
  expect(started.statusCode, started.body).toBe(200);
  const page = started.json() as { checkout_url: string; session_id: string };
  return { customer: buyer, url: page.checkout_url, sessionId: page.session_id };
}

function asUser(access: string, url: string) {
  return shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
}

async function paidAnswer(customer: Customer, sessionId: string) {
  const answer = checkoutSuccessSchema.parse((await successPage(shop, customer, sessionId)).json());
  expect(answer.status).toBe('processing');
  return answer;
}

describe('the payment page', () => {
  it('offers Bancontact first in Belgium, iDEAL first in the Netherlands, cards otherwise, in the shop’s language', async () => {
    const cases = [
      { lang: 'nl', acceptLanguage: 'nl-BE,nl;q=0.9', first: 'bancontact' },
      { lang: 'nl', acceptLanguage: 'nl-NL,nl;q=0.9', first: 'ideal' },
      { lang: 'fr', acceptLanguage: 'fr-FR', first: 'card' },
      { lang: 'en', acceptLanguage: 'en', first: 'card' },
    ];
    for (const { lang, acceptLanguage, first } of cases) {
      const { sessionId } = await openPaymentPage(lang, acceptLanguage);
      const session = await shop.payments.retrieveCheckoutSession(sessionId);
      expect(session.locale).toBe(lang);
      expect(session.payment_method_types[0], acceptLanguage).toBe(first);
      expect([...session.payment_method_types].sort()).toEqual([
        'bancontact',
        'card',
        'ideal',
        'sepa_debit',
      ]);
    }
  });

  it('orders by the country the customer’s last order went to, before the browser’s language', async () => {
    const { customer, url, sessionId } = await openPaymentPage('en', 'en-GB');
    await payOnHostedPage(url, { card: CARD_PAYS }); // ships to Belgium
    await paidAnswer(customer, sessionId);
    const again = await openPaymentPage('en', 'en-GB', customer);
    const session = await shop.payments.retrieveCheckoutSession(again.sessionId);
    expect(session.payment_method_types[0]).toBe('bancontact');
  });
});

describe('the method in words', () => {
  it('Bancontact in Dutch: on the order answers, the invoice, My orders and the admin order', async () => {
    const { customer, url, sessionId } = await openPaymentPage('nl', 'nl-BE');
    const authorised = await payByBankRedirect(url, 'bancontact');
    expect(authorised.status).toBe(303);
    const answer = await paidAnswer(customer, sessionId);
    expect(answer.payment_method).toEqual({ type: 'bancontact', brand: null, last4: null });

    const invoice = await asUser(customer.access, answer.invoice!.url);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Betaald op \S+ met Bancontact\./);

    const mine = ordersPageSchema.parse(
      (await asUser(customer.access, '/api/checkout/orders/')).json(),
    );
    expect(mine.orders[0]!.payment_method?.type).toBe('bancontact');
    const staff = adminOrderDetailSchema.parse(
      (await asUser(admin, `/api/admin/orders/${answer.order_id}/`)).json(),
    );
    expect(staff.payment_method?.type).toBe('bancontact');

    // The confirmation mail, the durable record of the order, says it too.
    await shop.app.mail.sendOrderMails(answer.order_id);
    const mail = await shop.database.pool.query<{ text: string; html: string }>(
      'select text, html from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${answer.order_id}`],
    );
    expect(mail.rows[0]!.text).toContain('Betaald met: Bancontact');
    expect(mail.rows[0]!.html).toContain('Betaald met: Bancontact');
  });

  it('a card in English: "Visa •••• 4242" on the invoice and the credit note', async () => {
    const { customer, url, sessionId } = await openPaymentPage('en', 'en');
    await payOnHostedPage(url, { card: CARD_PAYS });
    const answer = await paidAnswer(customer, sessionId);
    expect(answer.payment_method).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
    const invoice = await asUser(customer.access, answer.invoice!.url);
    expect((await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ')).toMatch(
      /Paid on \S+ by Visa •••• 4242\./,
    );

    await cancelAsStaff(shop, admin, answer.order_id);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, sessionId)).json(),
    );
    const note = await asUser(customer.access, after.credit_notes[0]!.url);
    expect((await pdfText(note.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'Originally paid by Visa •••• 4242.',
    );
  });

  it('iDEAL | Wero in French, and no code on the invoice', async () => {
    const { customer, url, sessionId } = await openPaymentPage('fr', 'fr-BE');
    expect((await payByBankRedirect(url, 'ideal')).status).toBe(303);
    const answer = await paidAnswer(customer, sessionId);
    const invoice = await asUser(customer.access, answer.invoice!.url);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Payé le \S+ par iDEAL \| Wero\./);
    expect(text).not.toMatch(/\bideal\b|bancontact|sepa_debit|gift_card/);
  });

  it('a failed Bancontact authorisation leaves the order pending; a card then pays it once', async () => {
    const { customer, url, sessionId } = await openPaymentPage('nl', 'nl-BE');
    const failed = await payByBankRedirect(url, 'bancontact', 'fail');
    expect(failed.status).toBe(303);
    const pending = await successPage(shop, customer, sessionId);
    expect(pending.json().status).toBe('pending');
    await payOnHostedPage(url, { card: CARD_PAYS });
    const answer = await paidAnswer(customer, sessionId);
    expect(answer.payment_method?.type).toBe('card');
    const { rows } = await shop.database.pool.query<{ count: number }>(
      'select count(*)::int as count from invoices where order_id = $1',
      [answer.order_id],
    );
    expect(rows[0]!.count).toBe(1);
  });
});
