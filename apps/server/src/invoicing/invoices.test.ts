import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSuccessSchema,
  moneyFromCents,
  ordersPageSchema,
  parseMoney,
} from '@shop/contracts';
import { inTransaction } from '../db/transaction.js';
import type { TestApp } from '../test/app.js';
import { cancelAsStaff, createShopWithStaff, creditNotesAndInvoice } from '../test/admin.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  checkoutContext,
  newCustomer,
  newProduct,
  payOnHostedPage,
  successPage,
  type Customer,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';
import { pdfText as readPdf } from '../test/pdf-text.js';
import { startShopWithMail } from '../test/smtp.js';

/** The PDF's text with every run of white space (a wrapped cell's line break) as one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).replace(/\s+/g, ' ');
}
import { settleSession } from '../checkout/fulfilment.js';
import { orderLinesWithRefunds, recordRefund } from '../orders/index.js';
import { takeNumber } from './invoices.js';

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

interface Paid {
  customer: Customer;
  orderId: number;
  sessionId: string;
}

/** A customer who put the given products in the cart and opened the payment page. */
async function openPage(
  lines: { price: string; vatRate: number; quantity?: number; personalization?: string }[],
  lang = 'en',
  body?: object,
) {
  const customer = await newCustomer(shop);
  for (const line of lines) {
    const productId = await newProduct(shop, { price: line.price, vatRate: line.vatRate });
    await addToCart(shop, customer, productId, line.quantity ?? 1, line.personalization ?? '');
  }
  await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
  const started = await shop.app.inject({
    method: 'POST',
    url: `/api/checkout/create-checkout-session/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    ...(body ? { payload: body } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const page = started.json() as { checkout_url: string; session_id: string };
  return { customer, page };
}

async function paidOrder(
  lines: Parameters<typeof openPage>[0],
  lang = 'en',
  body?: object,
): Promise<Paid & { answer: ReturnType<typeof checkoutSuccessSchema.parse> }> {
  const { customer, page } = await openPage(lines, lang, body);
  await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
  const answer = checkoutSuccessSchema.parse(
    (await successPage(shop, customer, page.session_id)).json(),
  );
  expect(answer.status).toBe('processing');
  return { customer, orderId: answer.order_id, sessionId: page.session_id, answer };
}

function download(url: string, access: string) {
  return shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
}

async function invoiceCount(orderId: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    'select count(*)::int as count from invoices where order_id = $1',
    [orderId],
  );
  return rows[0]!.count;
}

describe('VAT breakdown', () => {
  it('the cart and every order answer carry the VAT per rate, taxable plus VAT equal to the total', async () => {
    const { customer, page } = await openPage([
      { price: '12.10', vatRate: 21, quantity: 3 },
      { price: '10.60', vatRate: 6 },
    ]);
    const cart = await shop.app.inject({
      method: 'GET',
      url: '/api/cart/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(cart.json().vat_breakdown).toEqual([
      { rate: '21', taxable_amount: '30.00', vat_amount: '6.30' },
      { rate: '6', taxable_amount: '10.00', vat_amount: '0.60' },
    ]);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    expect(success.vat_breakdown).toEqual(cart.json().vat_breakdown);
    const list = ordersPageSchema.parse(
      (
        await shop.app.inject({
          method: 'GET',
          url: '/api/checkout/orders/',
          headers: { authorization: `Bearer ${customer.access}` },
        })
      ).json(),
    );
    expect(list.orders[0]!.vat_breakdown).toEqual(success.vat_breakdown);
    const detail = await download(`/api/admin/orders/${success.order_id}/`, admin);
    expect(detail.json().vat_breakdown).toEqual(success.vat_breakdown);
    const total = success.vat_breakdown.reduce(
      (sum, rate) => sum + parseMoney(rate.taxable_amount) + parseMoney(rate.vat_amount),
      0,
    );
    expect(moneyFromCents(total)).toBe(parseMoney(success.total_amount));
  });
});

describe('invoices', () => {
  it('a paid order has one invoice, numbered in the year, and a replayed settlement issues nothing new', async () => {
    const { customer, orderId, sessionId, answer } = await paidOrder([
      { price: '24.50', vatRate: 21 },
    ]);
    const year = new Date().getFullYear();
    expect(answer.invoice?.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(answer.invoice?.url).toBe(
      `/api/checkout/orders/${orderId}/documents/${answer.invoice!.number}/`,
    );
    expect(answer.credit_notes).toEqual([]);
    await settleSession(checkoutContext(shop), sessionId);
    await settleSession(checkoutContext(shop), sessionId);
    expect(await invoiceCount(orderId)).toBe(1);
    const again = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, sessionId)).json(),
    );
    expect(again.invoice).toEqual(answer.invoice);
  });

  it('ten orders paid at once get ten consecutive numbers, without gaps or doubles', async () => {
    const pages = await Promise.all(
      Array.from({ length: 10 }, () => openPage([{ price: '5.00', vatRate: 21 }])),
    );
    await Promise.all(
      pages.map(({ page }) => payOnHostedPage(page.checkout_url, { card: CARD_PAYS })),
    );
    const answers = await Promise.all(
      pages.map(async ({ customer, page }) =>
        checkoutSuccessSchema.parse((await successPage(shop, customer, page.session_id)).json()),
      ),
    );
    const sequence = answers
      .map((answer) => Number(answer.invoice!.number.split('-')[1]))
      .sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(10);
    expect(sequence[9]! - sequence[0]!).toBe(9);
  });

  it('numbers each Brussels calendar year from 1, and a rolled back issue gives its number back', async () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    const newYear = new Date('2030-12-31T23:30:00Z');
    const first = await inTransaction(
      checkoutContext(shop),
      async (tx) => (await takeNumber(tx.db, 'invoice', newYear)).number,
    );
    expect(first).toBe('2031-000001');
    await expect(
      inTransaction(checkoutContext(shop), async (tx) => {
        await takeNumber(tx.db, 'invoice', newYear);
        throw new Error('the issue fails');
      }),
    ).rejects.toThrow('the issue fails');
    const next = await inTransaction(
      checkoutContext(shop),
      async (tx) => (await takeNumber(tx.db, 'invoice', newYear)).number,
    );
    expect(next).toBe('2031-000002');
    const credit = await inTransaction(
      checkoutContext(shop),
      async (tx) =>
        (await takeNumber(tx.db, 'credit-note', new Date('2030-06-01T10:00:00Z'))).number,
    );
    expect(credit).toBe('CN-2030-000001');
  });

  it('the PDF states every field Belgian law asks, in Dutch', async () => {
    const { customer, answer } = await paidOrder(
      [
        { price: '24.20', vatRate: 21, quantity: 2, personalization: 'Voor Zoë' },
        { price: '10.60', vatRate: 6 },
        { price: '5.00', vatRate: 0 },
      ],
      'nl',
    );
    const response = await download(answer.invoice!.url, customer.access);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${answer.invoice!.number}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    const seller = shop.config.seller;
    for (const expected of [
      `Factuur ${answer.invoice!.number}`,
      'Factuurdatum',
      'Datum van levering',
      seller.legalName,
      seller.address.street,
      `Btw-nummer: ${seller.vatNumber}`,
      `Ondernemingsnummer: ${seller.enterpriseNumber}`,
      'Ada Peeters',
      'Wetstraat 16',
      '1000 Brussel',
      'Personalisatie: Voor Zoë',
      'Eenheidsprijs excl. btw',
      '20,00 €', // 24.20 incl. 21 %
      '40,00 €',
      '21 %',
      '6 %',
      '0 %',
      'Maatstaf van heffing',
      '8,40 €', // VAT of 48.40 at 21 %
      '0,60 €',
      'Totaal incl. btw: 64,00 €',
      '0 % btw: nultarief',
      'Betaald op',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('a company invoice names the company and its VAT number (in French), after the VAT number is checked', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '30.00' }));
    await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session/?lang=nl',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: {
        company_invoice: {
          company_name: 'Atelier Dupont SRL',
          street: 'Rue Neuve 1',
          postal_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
          vat_number: 'BE0123456748',
        },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Vul een geldig Europees btw-nummer in');
    const { customer: buyer, answer } = await paidOrder([{ price: '30.00', vatRate: 21 }], 'fr', {
      company_invoice: {
        company_name: 'Atelier Dupont SRL',
        street: 'Rue Neuve 1',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'be',
        vat_number: 'be 0123.456.749',
      },
    });
    const text = await pdfText((await download(answer.invoice!.url, buyer.access)).rawPayload);
    for (const expected of [
      `Facture ${answer.invoice!.number}`,
      "Date d'émission",
      'Date de livraison',
      'Atelier Dupont SRL',
      'Rue Neuve 1',
      'Numéro de TVA: BE0123456749',
      'Prix unitaire HTVA',
      "Base d'imposition",
      'Total TVAC',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The column headers stay whole words (not "Quantit/é"), and amounts read as in the shop.
    const words = text.split(/\s+/);
    expect(words).toContain('Quantité');
    for (const expected of ['24,79 €', 'Total TVAC: 30,00 €']) {
      expect(text, expected).toContain(expected);
    }
    // The payer and the delivery stand apart from the company the invoice is made out to.
    expect(text).toContain('Client Atelier Dupont SRL');
    expect(text).toContain('Adresse de livraison Ada Peeters');
  });

  it('only the owner and staff read it; another customer gets 404, and it is served as stored', async () => {
    const { customer, answer } = await paidOrder([{ price: '9.99', vatRate: 21 }]);
    const other = await newCustomer(shop);
    expect((await download(answer.invoice!.url, other.access)).statusCode).toBe(404);
    const own = await download(answer.invoice!.url, customer.access);
    const staff = await download(answer.invoice!.url, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(own.rawPayload)).toBe(true);
    // A later change of the seller's details does not change an issued invoice.
    const { rows } = await shop.database.pool.query<{ pdf: Buffer }>(
      'select pdf from invoices where number = $1',
      [answer.invoice!.number],
    );
    expect(rows[0]!.pdf.equals(own.rawPayload)).toBe(true);
  });
});

describe('credit notes', () => {
  it('a staff cancel of a paid order gives a credit note equal to the invoice', async () => {
    const { customer, orderId, sessionId, answer } = await paidOrder([
      { price: '12.10', vatRate: 21, quantity: 2 },
      { price: '10.60', vatRate: 6 },
    ]);
    await cancelAsStaff(shop, admin, orderId);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, sessionId)).json(),
    );
    expect(after.credit_notes).toHaveLength(1);
    const note = after.credit_notes[0]!;
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const rows = await creditNotesAndInvoice(shop, orderId);
    expect(rows[0]).toEqual(rows[1]);
    const text = await pdfText((await download(note.url, customer.access)).rawPayload);
    expect(text).toContain(`Credit note ${note.number}`);
    expect(text).toContain(`Corrects invoice: ${answer.invoice!.number}`);
    expect(text).toContain('-€20.00');
    expect(text).toContain('Total incl. VAT: -€34.80');
  });

  it('a staff cancel of a gift-wrapped order credits the wrapping too, as the invoice stated it', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00', vatRate: 6 }));
    const gift = await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { is_gift: true, message: 'For Lou', wrapping: true },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const page = await checkout(shop, customer);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    await cancelAsStaff(shop, admin, paid.order_id);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const note = after.credit_notes[0]!;
    const rows = await creditNotesAndInvoice(shop, paid.order_id);
    // 20.00 at 6 % and the wrapping's 3.50 at 21 %: refunded whole, credited whole.
    expect(rows[0]).toEqual(rows[1]);
    expect(rows[0]!.total_cents).toBe(2350);
    const text = await pdfText((await download(note.url, customer.access)).rawPayload);
    expect(text).toContain('Gift wrapping');
    expect(text).toContain('Total incl. VAT: -€23.50');
  });

  it('two refunds give two credit notes numbered in sequence', async () => {
    const { orderId } = await paidOrder([
      { price: '10.00', vatRate: 21 },
      { price: '20.00', vatRate: 12 },
    ]);
    const numbers = await inTransaction(checkoutContext(shop), async (tx) => {
      const lines = await orderLinesWithRefunds(tx.db, orderId);
      for (const [index, line] of lines.entries()) {
        await recordRefund(tx.db, {
          orderId,
          providerRefundId: `re_test_${orderId}_${index}`,
          amount: line.lineTotal,
          reason: 'Withdrawn.',
          actorUserId: null,
          lines: [{ orderItemId: line.orderItemId, quantity: 1, amount: line.lineTotal }],
        });
      }
      const { rows } = await tx.client.query<{ number: string }>(
        'select number from credit_notes where order_id = $1 order by id',
        [orderId],
      );
      return rows.map((row) => row.number);
    });
    expect(numbers).toHaveLength(2);
    const [first, second] = numbers.map((number) => Number(number.split('-')[2]));
    expect(second).toBe(first! + 1);
  });
});

describe('the confirmation mail', () => {
  it('attaches the invoice PDF, made when the mail is sent if it was not yet', async () => {
    const { shop: mailShop, smtp } = await startShopWithMail({
      demo: true,
      paymentSandbox: true,
      env: { RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' },
    });
    try {
      const customer = await newCustomer(mailShop);
      await addToCart(mailShop, customer, await newProduct(mailShop, { price: '15.00' }));
      const page = await checkout(mailShop, customer, 'nl');
      await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
      const answer = checkoutSuccessSchema.parse(
        (await successPage(mailShop, customer, page.session_id)).json(),
      );
      await mailShop.app.mail.sendOrderMails(answer.order_id);
      const { rows } = await mailShop.database.pool.query<{ id: number }>(
        'select id from mail_outbox where dedupe_key = $1',
        [`order-confirmation:${answer.order_id}`],
      );
      expect(await mailShop.app.mail.deliver(rows[0]!.id)).toBe('sent');
      const mail = smtp.received.find((received) => received.to.includes(customer.email))!;
      // The invoice, then the model withdrawal form (ADR 0046).
      expect(mail.attachments).toHaveLength(2);
      const [attachment] = mail.attachments;
      expect(attachment!.filename).toBe(`factuur-${answer.invoice!.number}.pdf`);
      expect(attachment!.contentType).toBe('application/pdf');
      expect(await pdfText(attachment!.content)).toContain(`Factuur ${answer.invoice!.number}`);
    } finally {
      await mailShop.close();
      await smtp.stop();
    }
  });
});

describe('a money gift card sold (a multi-purpose voucher, ADR 0044)', () => {
  it('is stated outside the scope of VAT, not at 0 %, on the invoice, the answers and the credit note', async () => {
    const customer = await newCustomer(shop);
    const card = await newProduct(shop, { price: '25.00', vatRate: 0, name: 'Gift card 25' });
    await shop.database.pool.query('update products set is_gift_card = true where id = $1', [card]);
    await addToCart(shop, customer, card, 1);
    await addToCart(shop, customer, await newProduct(shop, { price: '12.10', vatRate: 21 }), 1);
    const page = await checkout(shop, customer);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const answer = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    expect(answer.total_amount).toBe('37.10');
    // Only the taxable supply has a rate: 12.10 at 21 % (10.00 + 2.10); the card is no base.
    expect(answer.vat_breakdown).toEqual([
      { rate: '21', taxable_amount: '10.00', vat_amount: '2.10' },
    ]);
    const invoice = await pdfText(
      (await download(answer.invoice!.url, customer.access)).rawPayload,
    );
    expect(invoice).toContain(
      'Multi-purpose voucher — not subject to VAT (art. 30a(3) and 30b(2) VAT Directive).',
    );
    expect(invoice).toContain('Not subject to VAT: €25.00');
    expect(invoice).toContain('Total incl. VAT: €37.10');
    expect(invoice).not.toContain('zero rate');

    // Staff refund the (unused) card: the credit note states it the same way.
    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from order_items where order_id = $1 and product_id = $2',
      [answer.order_id, card],
    );
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${answer.order_id}/refunds/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { items: [{ id: rows[0]!.id, quantity: 1 }], reason: 'Not wanted' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const note = await pdfText(
      (await download(after.credit_notes[0]!.url, customer.access)).rawPayload,
    );
    expect(note).toContain('Not subject to VAT: -€25.00');
    expect(note).toContain('Total incl. VAT: -€25.00');
    expect(note).toContain('Multi-purpose voucher — not subject to VAT');
  });
});
