import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyFromCents, type VatBreakdownLine } from '@shop/contracts';
import type { DocumentSeller } from '../../db/document-types.js';
import { creditNotes, invoices, orderRefunds, orders } from '../../db/schema.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newCustomer, type Customer } from '../../test/checkout.js';

/**
 * The accountant's monthly export (issue 19): GET /api/admin/exports/invoices/?month=YYYY-MM,
 * the register as CSV and the month's PDFs as a zip. The documents are written as issued ones
 * are kept (their breakdown per rate, their stored PDF), around the month's edges in Brussels.
 */

let shop: TestApp;
let admin: string;
let customer: Customer;

const SELLER: DocumentSeller = {
  legalName: 'Giftshop BV',
  street: 'Kerkstraat 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  vatNumber: 'BE0123456749',
  enterpriseNumber: '0123.456.749',
  email: 'shop@example.be',
  phone: '+3291234567',
};

/** 12.10 at 21 %. */
const AT_21: VatBreakdownLine[] = [{ rate: '21', taxable_amount: '10.00', vat_amount: '2.10' }];

const pdfOf = (number: string) => Buffer.from(`%PDF-1.7 stored bytes of ${number}`);

async function issuedInvoice(
  number: string,
  issuedAt: string,
  customerName: string,
  vatBreakdown: VatBreakdownLine[],
  totalCents: number,
) {
  const db = shop.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId: customer.id,
      status: 'processing',
      totalAmount: moneyFromCents(totalCents),
      email: customer.email,
      paidAt: new Date(issuedAt),
    })
    .returning({ id: orders.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order!.id,
      number,
      issuedAt: new Date(issuedAt),
      supplyDate: issuedAt.slice(0, 10),
      language: 'nl',
      seller: SELLER,
      customer: { name: customerName, addressLines: [], email: customer.email, vatNumber: null },
      lines: [],
      vatBreakdown,
      totalCents,
      paymentMethod: 'card',
      paidAt: new Date(issuedAt),
      pdf: pdfOf(number),
    })
    .returning({ id: invoices.id, orderId: invoices.orderId });
  return invoice!;
}

async function issuedCreditNote(
  invoice: { id: number; orderId: number },
  number: string,
  issuedAt: string,
  vatBreakdown: VatBreakdownLine[],
  totalCents: number,
) {
  const db = shop.database.db;
  const [refund] = await db
    .insert(orderRefunds)
    .values({ orderId: invoice.orderId, providerRefundId: `re_${number}`, amountCents: totalCents })
    .returning({ id: orderRefunds.id });
  await db.insert(creditNotes).values({
    refundId: refund!.id,
    invoiceId: invoice.id,
    orderId: invoice.orderId,
    number,
    issuedAt: new Date(issuedAt),
    language: 'nl',
    seller: SELLER,
    customer: { name: 'Jan Peeters', addressLines: [], email: customer.email, vatNumber: null },
    lines: [],
    vatBreakdown,
    totalCents,
    pdf: pdfOf(number),
  });
}

beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  admin = await signInAsDemoAdmin(shop);
  customer = await newCustomer(shop);

  // March 2025 in Brussels: from 2025-02-28 23:00 UTC (CET) to 2025-03-31 22:00 UTC (CEST).
  await issuedInvoice('2025-000001', '2025-02-28T22:30:00Z', 'Before March', AT_21, 1210);
  const first = await issuedInvoice(
    '2025-000002',
    '2025-02-28T23:30:00Z',
    'Jan Peeters',
    [
      { rate: '21', taxable_amount: '41.24', vat_amount: '8.66' },
      { rate: '6', taxable_amount: '9.43', vat_amount: '0.57' },
    ],
    5990,
  );
  await issuedInvoice(
    '2025-000003',
    '2025-03-10T09:00:00Z',
    'Atelier "De Boom", BV',
    [{ rate: '21', taxable_amount: '82.64', vat_amount: '17.36' }],
    10000,
  );
  await issuedCreditNote(
    first,
    'CN-2025-000001',
    '2025-03-15T12:00:00Z',
    [{ rate: '6', taxable_amount: '9.43', vat_amount: '0.57' }],
    1000,
  );
  await issuedInvoice(
    '2025-000004',
    '2025-03-31T21:30:00Z',
    '=HYPERLINK("http://evil.example")',
    AT_21,
    1210,
  );
  await issuedInvoice(
    '2025-000006',
    '2025-03-31T21:40:00Z',
    'Bob;=HYPERLINK("http://x";"y")',
    AT_21,
    1210,
  );
  await issuedInvoice('2025-000005', '2025-03-31T22:30:00Z', 'After March', AT_21, 1210);
});
afterAll(() => shop.close());

function exportOf(query: string, token: string | null = admin) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/exports/invoices/${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/admin/exports/invoices/', () => {
  it('answers the month’s register as CSV: a row per document, amounts per rate, credit notes negative', async () => {
    const response = await exportOf('?month=2025-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2025-03.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'number,date,customer,taxable_21,vat_21,taxable_6,vat_6,total,payment_method',
      '"2025-000002","2025-03-01","Jan Peeters",41.24,8.66,9.43,0.57,59.90,"Kaart"',
      '"2025-000003","2025-03-10","Atelier ""De Boom"", BV",82.64,17.36,0.00,0.00,100.00,"Kaart"',
      '"CN-2025-000001","2025-03-15","Jan Peeters",0.00,0.00,-9.43,-0.57,-10.00,"Kaart"',
      // A name a spreadsheet would run as a formula is written as text.
      `"2025-000004","2025-03-31","'=HYPERLINK(""http://evil.example"")",10.00,2.10,0.00,0.00,12.10,"Kaart"`,
      // Split on ";" as Belgian, Dutch and French spreadsheets do, no part starts a formula.
      `"2025-000006","2025-03-31","Bob;'=HYPERLINK(""http://x"";""y"")",10.00,2.10,0.00,0.00,12.10,"Kaart"`,
      '',
    ]);
  });

  it('has only the rates the month’s documents have, and only a header for a month without any', async () => {
    const february = await exportOf('?month=2025-02&format=csv');
    expect(february.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'number,date,customer,taxable_21,vat_21,total,payment_method',
      '"2025-000001","2025-02-28","Before March",10.00,2.10,12.10,"Kaart"',
      '',
    ]);
    const empty = await exportOf('?month=2024-07');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('\uFEFFnumber,date,customer,total,payment_method\r\n');
  });

  it('answers the month’s PDFs as stored, in one zip named by document number', async () => {
    const response = await exportOf('?month=2025-03&format=zip');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2025-03.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      '2025-000002.pdf',
      '2025-000003.pdf',
      '2025-000004.pdf',
      '2025-000006.pdf',
      'CN-2025-000001.pdf',
    ]);
    expect(Buffer.from(files['CN-2025-000001.pdf']!)).toEqual(pdfOf('CN-2025-000001'));
    expect(Buffer.from(files['2025-000003.pdf']!)).toEqual(pdfOf('2025-000003'));

    const empty = await exportOf('?month=2024-07&format=zip');
    expect(Object.keys(unzipSync(new Uint8Array(empty.rawPayload)))).toEqual([]);
  });

  it('refuses a month that is not YYYY-MM, with a message for the field in the staff’s language', async () => {
    for (const month of ['2025-13', '2025-3', 'march', '']) {
      const response = await exportOf(`?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        month: ['Give the month as YYYY-MM, for example 2026-11.'],
      });
    }
    const missing = await exportOf('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('month');
    const dutch = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/exports/invoices/?month=2025-00',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
    });
    expect(dutch.json()).toMatchObject({
      month: ['Geef de maand als JJJJ-MM, bijvoorbeeld 2026-11.'],
    });
    const format = await exportOf('?month=2025-03&format=xlsx');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ format: ['The format is csv or zip.'] });
  });

  it('is for the shop’s administrators only', async () => {
    expect((await exportOf('?month=2025-03', null)).statusCode).toBe(401);
    const forCustomer = await exportOf('?month=2025-03&format=zip', customer.access);
    expect(forCustomer.statusCode).toBe(403);
    expect(forCustomer.body).not.toContain('2025-000002');
  });
});
