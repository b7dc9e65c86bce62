import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDay, checkoutSuccessSchema } from '@shop/contracts';
import { cancelAsStaff, createShopWithStaff } from '../test/admin.js';
import type { TestApp } from '../test/app.js';
import { billitAccessPoint, handInWaitingEInvoices } from './index.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  payOnHostedPage,
  successPage,
} from '../test/checkout.js';
import { applyCode, newDiscountCode } from '../test/codes.js';
import { eInvoiceErrors } from '../test/e-invoice-rules.js';
import { startShopWithMail } from '../test/smtp.js';

/**
 * Issue 28: a Belgian company buyer's invoices and credit notes also as Peppol BIS Billing 3.0
 * UBL (ADR 0087), downloaded by the owner and staff, in the accountant's zip, and checked against
 * the official EN 16931 and Peppol rules.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

const BELGIAN_COMPANY = {
  company_name: 'Bakkerij Peeters & Zonen NV',
  street: 'Kerkstraat 12',
  postal_code: '2000',
  city: 'Antwerpen',
  country: 'BE',
  vat_number: 'BE 0403.170.701',
};

async function paidOrder(
  lines: { price: string; vatRate: number; quantity?: number; personalization?: string }[],
  company?: typeof BELGIAN_COMPANY,
) {
  const customer = await newCustomer(shop);
  for (const line of lines) {
    const productId = await newProduct(shop, { price: line.price, vatRate: line.vatRate });
    await addToCart(shop, customer, productId, line.quantity ?? 1, line.personalization ?? '');
  }
  const page = await checkout(
    shop,
    customer,
    'nl',
    company ? { company_invoice: company } : undefined,
  );
  await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
  const answer = checkoutSuccessSchema.parse(
    (await successPage(shop, customer, page.session_id)).json(),
  );
  return { customer, answer, sessionId: page.session_id };
}

function get(url: string, access: string) {
  return shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
}

const xmlUrl = (pdfUrl: string) => pdfUrl.replace(/\/$/, '.xml');

describe('GET /api/checkout/orders/{id}/documents/{number}.xml', () => {
  it("a Belgian company's invoice passes the EN 16931 and Peppol rules, with the PDF's number and amounts", async () => {
    const { customer, answer } = await paidOrder(
      [
        // Three at 10.00: the lines' rounding differs from the VAT taken once per rate.
        { price: '10.00', vatRate: 21, quantity: 3, personalization: 'Voor <Mia>' },
        { price: '4.95', vatRate: 6, quantity: 2 },
        { price: '7.00', vatRate: 0 },
      ],
      BELGIAN_COMPANY,
    );
    // The order's answer links the e-invoice beside the PDF.
    expect(answer.invoice!.xml_url).toBe(xmlUrl(answer.invoice!.url));
    const response = await get(answer.invoice!.xml_url!, customer.access);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${answer.invoice!.number}.xml"`,
    );
    const xml = response.body;
    expect(await eInvoiceErrors(xml)).toEqual([]);
    expect(xml).toContain(`<cbc:ID>${answer.invoice!.number}</cbc:ID>`);
    expect(xml).toContain(`<cbc:IssueDate>${brusselsDay(new Date())}</cbc:IssueDate>`);
    expect(xml).toContain(
      '<cbc:RegistrationName>Bakkerij Peeters &amp; Zonen NV</cbc:RegistrationName>',
    );
    expect(xml).toContain('<cbc:CompanyID>BE0403170701</cbc:CompanyID>');
    expect(xml).toContain('<cbc:Description>Voor &lt;Mia&gt;</cbc:Description>');
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">46.90</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    // The VAT per rate is the PDF's: 30.00 at 21 %, 9.90 at 6 %.
    expect(xml).toContain(
      '<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">24.79</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">5.21</cbc:TaxAmount>',
    );
    expect(xml).toContain(
      '<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">9.34</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">0.56</cbc:TaxAmount>',
    );
    expect(answer.total_amount).toBe('46.90');
  });

  it('only the owner and staff read it; a consumer’s or a foreign company’s invoice has none', async () => {
    const { customer, answer } = await paidOrder(
      [{ price: '20.00', vatRate: 21 }],
      BELGIAN_COMPANY,
    );
    const url = xmlUrl(answer.invoice!.url);
    expect((await get(url, customer.access)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    const other = await newCustomer(shop);
    expect((await get(url, other.access)).statusCode).toBe(404);
    const consumer = await paidOrder([{ price: '20.00', vatRate: 21 }]);
    expect(consumer.answer.invoice!.xml_url).toBeNull();
    const none = await get(xmlUrl(consumer.answer.invoice!.url), consumer.customer.access);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ detail: expect.any(String) });
    const dutch = await paidOrder([{ price: '20.00', vatRate: 21 }], {
      ...BELGIAN_COMPANY,
      country: 'NL',
      vat_number: 'NL004495445B01',
    });
    expect((await get(xmlUrl(dutch.answer.invoice!.url), dutch.customer.access)).statusCode).toBe(
      404,
    );
  });

  it("a credit note names the invoice it corrects and passes the rules; both are in the accountant's zip", async () => {
    const { customer, answer, sessionId } = await paidOrder(
      [
        { price: '12.10', vatRate: 21, quantity: 2 },
        { price: '10.60', vatRate: 6 },
      ],
      BELGIAN_COMPANY,
    );
    await cancelAsStaff(shop, admin, answer.order_id);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, sessionId)).json(),
    );
    const note = after.credit_notes[0]!;
    const response = await get(xmlUrl(note.url), customer.access);
    expect(response.statusCode, response.body).toBe(200);
    expect(await eInvoiceErrors(response.body)).toEqual([]);
    expect(response.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(response.body).toContain(
      `<cac:InvoiceDocumentReference><cbc:ID>${answer.invoice!.number}</cbc:ID>`,
    );
    expect(response.body).toContain(
      '<cbc:PrepaidAmount currencyID="EUR">34.80</cbc:PrepaidAmount>',
    );

    const month = brusselsDay(new Date()).slice(0, 7);
    const zip = await get(`/api/admin/exports/invoices/?month=${month}&format=zip`, admin);
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        `${answer.invoice!.number}.pdf`,
        `${answer.invoice!.number}.xml`,
        `${note.number}.pdf`,
        `${note.number}.xml`,
      ]),
    );
    expect(Buffer.from(files[`${note.number}.xml`]!).toString()).toBe(response.body);
  });

  it('the confirmation mail carries the e-invoice beside the PDF for a Belgian company', async () => {
    const { shop: mailShop, smtp } = await startShopWithMail({
      demo: true,
      paymentSandbox: true,
      env: { RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' },
    });
    try {
      const customer = await newCustomer(mailShop);
      await addToCart(mailShop, customer, await newProduct(mailShop, { price: '15.00' }));
      const page = await checkout(mailShop, customer, 'nl', { company_invoice: BELGIAN_COMPANY });
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
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
        `factuur-${answer.invoice!.number}.pdf`,
        `factuur-${answer.invoice!.number}.xml`,
        expect.stringMatching(/\.pdf$/),
      ]);
      const xml = mail.attachments[1]!;
      expect(xml.contentType).toBe('application/xml');
      expect(await eInvoiceErrors(xml.content.toString())).toEqual([]);
    } finally {
      await mailShop.close();
      await smtp.stop();
    }
  });

  it('every random company cart, with or without a discount code, gives an invoice and a credit note that pass the rules', async () => {
    const line = fc.record({
      // Above the largest amount code: a cart the code pays whole has no payment page.
      cents: fc.integer({ min: 600, max: 25_000 }),
      vatRate: fc.constantFrom(21, 12, 6, 0),
      quantity: fc.integer({ min: 1, max: 7 }),
    });
    const discount = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('percent' as const),
          value: fc.constantFrom('5', '10', '15'),
        }),
        fc.record({ kind: fc.constant('amount' as const), value: fc.constantFrom('1.00', '5.00') }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        discount,
        async (lines, code) => {
          const customer = await newCustomer(shop);
          for (const { cents, vatRate, quantity } of lines) {
            const price = (cents / 100).toFixed(2);
            await addToCart(shop, customer, await newProduct(shop, { price, vatRate }), quantity);
          }
          if (code) {
            const applied = await applyCode(shop, customer, await newDiscountCode(shop, code));
            expect(applied.statusCode, applied.body).toBe(200);
          }
          const page = await checkout(shop, customer, 'fr', { company_invoice: BELGIAN_COMPANY });
          await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
          const answer = checkoutSuccessSchema.parse(
            (await successPage(shop, customer, page.session_id)).json(),
          );
          const invoice = await get(xmlUrl(answer.invoice!.url), customer.access);
          expect(await eInvoiceErrors(invoice.body)).toEqual([]);
          expect(invoice.body).toContain(
            `<cbc:PrepaidAmount currencyID="EUR">${answer.total_amount}</cbc:PrepaidAmount>`,
          );
          await cancelAsStaff(shop, admin, answer.order_id);
          const after = checkoutSuccessSchema.parse(
            (await successPage(shop, customer, page.session_id)).json(),
          );
          const note = await get(xmlUrl(after.credit_notes[0]!.url), customer.access);
          expect(await eInvoiceErrors(note.body)).toEqual([]);
          // The credit note mirrors the invoice: the same amounts per rate and in total.
          const amounts = (xml: string) =>
            [
              ...xml.matchAll(
                /<cac:(?:TaxTotal|LegalMonetaryTotal)>[\s\S]*?<\/cac:(?:TaxTotal|LegalMonetaryTotal)>/g,
              ),
            ].map((match) => match[0]);
          expect(amounts(note.body)).toEqual(amounts(invoice.body));
        },
      ),
      { numRuns: 10 },
    );
    // Ten orders paid and cancelled through the API, each document checked by both rule sets.
  }, 120_000);

  it('a money gift card bought by a company: alone a document not subject to VAT; beside goods left out with what it cost', async () => {
    const giftCard = async (price: string) => {
      const id = await newProduct(shop, { price, vatRate: 0, name: `Gift card ${price}` });
      await shop.database.pool.query('update products set is_gift_card = true where id = $1', [id]);
      return id;
    };
    const alone = await newCustomer(shop);
    await addToCart(shop, alone, await giftCard('25.00'));
    const alonePage = await checkout(shop, alone, 'en', { company_invoice: BELGIAN_COMPANY });
    await payOnHostedPage(alonePage.checkout_url, { card: CARD_PAYS });
    const aloneAnswer = checkoutSuccessSchema.parse(
      (await successPage(shop, alone, alonePage.session_id)).json(),
    );
    const voucherXml = (await get(xmlUrl(aloneAnswer.invoice!.url), alone.access)).body;
    expect(await eInvoiceErrors(voucherXml)).toEqual([]);
    expect(voucherXml).toContain('<cbc:ID>O</cbc:ID>');
    expect(voucherXml).toContain('<cbc:PrepaidAmount currencyID="EUR">25.00</cbc:PrepaidAmount>');

    const mixed = await newCustomer(shop);
    await addToCart(shop, mixed, await giftCard('50.00'));
    await addToCart(shop, mixed, await newProduct(shop, { price: '12.10', vatRate: 21 }));
    const mixedPage = await checkout(shop, mixed, 'en', { company_invoice: BELGIAN_COMPANY });
    await payOnHostedPage(mixedPage.checkout_url, { card: CARD_PAYS });
    const mixedAnswer = checkoutSuccessSchema.parse(
      (await successPage(shop, mixed, mixedPage.session_id)).json(),
    );
    expect(mixedAnswer.total_amount).toBe('62.10');
    const mixedXml = (await get(xmlUrl(mixedAnswer.invoice!.url), mixed.access)).body;
    expect(await eInvoiceErrors(mixedXml)).toEqual([]);
    expect(mixedXml).not.toContain('Gift card 50.00');
    expect(mixedXml).toContain('<cbc:PrepaidAmount currencyID="EUR">12.10</cbc:PrepaidAmount>');
  });
});

describe('handing e-invoices in to Peppol', () => {
  it('a Belgian company’s invoice waits in the admin until staff mark it handed in; a consumer’s is not listed', async () => {
    const company = await paidOrder([{ price: '18.00', vatRate: 21 }], BELGIAN_COMPANY);
    const consumer = await paidOrder([{ price: '18.00', vatRate: 21 }]);
    const waiting = await get(
      `/api/admin/e-invoices/?filter=${encodeURIComponent('{"state":"waiting"}')}`,
      admin,
    );
    expect(waiting.statusCode, waiting.body).toBe(200);
    const rows = waiting.json() as { id: number; number: string; state: string; buyer: string }[];
    const row = rows.find((entry) => entry.number === company.answer.invoice!.number);
    expect(row).toMatchObject({
      state: 'waiting',
      buyer: BELGIAN_COMPANY.company_name,
      handled: false,
      kind: 'invoice',
      xml_url: company.answer.invoice!.xml_url,
    });
    expect(rows.some((entry) => entry.number === consumer.answer.invoice!.number)).toBe(false);

    const marked = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/e-invoices/${row!.id}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { handled: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      state: 'handed_in',
      handled: true,
      handed_in_by_email: 'admin@example.com',
    });
    const still = await get(
      `/api/admin/e-invoices/?filter=${encodeURIComponent('{"state":"waiting"}')}`,
      admin,
    );
    expect((still.json() as { id: number }[]).some((entry) => entry.id === row!.id)).toBe(false);
  });

  it('the access point (Billit’s API) gets each waiting one once, with its key, party and the UBL; a refusal is kept and tried again', async () => {
    // Only this test's document waits: the others' were handed in by hand.
    await shop.database.pool.query(
      `update e_invoice_deliveries set state = 'handed_in', done_at = now() where state = 'waiting'`,
    );
    await paidOrder([{ price: '21.00', vatRate: 21 }], BELGIAN_COMPANY);
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    let answer = { status: 400, body: '{"Message":"Receiver not registered on Peppol"}' };
    const billit = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => billit.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = billit.address() as AddressInfo;
      const accessPoint = billitAccessPoint({
        apiUrl: `http://127.0.0.1:${port}`,
        apiKey: 'test-key',
        partyId: '4242',
      });
      const context = { pool: shop.database.pool, jobs: shop.app.jobs };
      const first = await handInWaitingEInvoices(context, accessPoint);
      expect(first).toEqual({ sent: 0, refused: 1 });
      const { rows: refused } = await shop.database.pool.query<{
        state: string;
        attempts: number;
        last_error: string;
      }>(`select state, attempts, last_error from e_invoice_deliveries where state = 'waiting'`);
      expect(refused[0]).toMatchObject({
        state: 'waiting',
        attempts: 1,
        last_error: expect.stringContaining('Receiver not registered on Peppol'),
      });

      answer = { status: 200, body: '{"Id":"peppol-123"}' };
      received.length = 0;
      const second = await handInWaitingEInvoices(context, accessPoint);
      expect(second).toEqual({ sent: 1, refused: 0 });
      expect(received).toHaveLength(1);
      const request = received[0]!;
      expect(request.headers.apikey).toBe('test-key');
      expect(request.headers.partyid).toBe('4242');
      const { XML: xml } = JSON.parse(request.body) as { XML: string };
      const number = /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)![1]!;
      expect(request.headers['idempotent-key']).toBe(`e-invoice-${number}`);
      expect(await eInvoiceErrors(xml)).toEqual([]);
      const { rows: sent } = await shop.database.pool.query<{ state: string; reference: string }>(
        'select state, reference from e_invoice_deliveries where number = $1',
        [number],
      );
      expect(sent[0]).toEqual({ state: 'sent', reference: '{"Id":"peppol-123"}' });

      received.length = 0;
      expect(await handInWaitingEInvoices(context, accessPoint)).toEqual({ sent: 0, refused: 0 });
      expect(received).toHaveLength(0);
    } finally {
      await new Promise((resolve) => billit.close(resolve));
    }
  });
});
