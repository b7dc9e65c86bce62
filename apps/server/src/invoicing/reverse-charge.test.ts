import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brusselsQuarter,
  checkoutSuccessSchema,
  moneyFromCents,
  moneyToApi,
  parseMoney,
  vatIncluded,
  type CompanyInvoiceInput,
} from '@shop/contracts';
import { injectAs, type TestApp } from '../test/app.js';
import {
  cancelAsStaff,
  createShopWithStaff,
  creditNotesAndInvoice,
  staffCsvExport,
} from '../test/admin.js';
import {
  addToCart,
  checkoutAndPay,
  checkoutContext,
  chooseHomeDelivery,
  newCustomer,
  newProduct,
  startCheckout,
  successPage,
  switchOss,
  type Customer,
  type HostedPageCountry,
} from '../test/checkout.js';
import { pdfText } from '../test/pdf-text.js';

/**
 * Reverse charge for EU companies (issue 28, ADR 0094): a company with a valid VAT number of
 * the country its goods are delivered in, other than Belgium, pays the shown prices less the
 * Belgian VAT in them and is invoiced at 0 % with the mention and its legal basis; its credit
 * notes mirror the invoice, and the accountant's intra-Community listing sums it per number.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return injectAs(shop, token, method, url, payload);
}

let numbers = 0;
/** A Dutch VAT number of its own that passes the "elfproef" (ADR 0088). */
function dutchVatNumber(): string {
  for (;;) {
    numbers += 1;
    const digits = String(10_000_000 + numbers * 7919).slice(-8);
    const check =
      [...digits].reduce((sum, digit, index) => sum + Number(digit) * (9 - index), 0) % 11;
    if (check < 10) return `NL${digits}${check}B01`;
  }
}

const dutchCompany = (vatNumber: string): CompanyInvoiceInput => ({
  company_name: 'Bakkerij de Vries BV',
  street: 'Dorpsstraat 3',
  postal_code: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: vatNumber,
});

/** A cart of one €24.95 product at 21 %, delivered home in `country`; its delivery's price. */
async function cartIn(customer: Customer, country: HostedPageCountry) {
  await addToCart(shop, customer, await newProduct(shop, { price: '24.95' }));
  return parseMoney((await chooseHomeDelivery(shop, customer, country)).delivery_total);
}

/** Pays the cart on the payment page as a company; the order and what the page charged. */
async function payAsCompany(
  customer: Customer,
  country: HostedPageCountry,
  company: CompanyInvoiceInput,
) {
  const { orderId, sessionId } = await checkoutAndPay(shop, customer, 'en', {
    body: { company_invoice: company },
    deliveredIn: country,
  });
  const session = await checkoutContext(shop).payments.retrieveCheckoutSession(sessionId);
  const answer = checkoutSuccessSchema.parse((await successPage(shop, customer, sessionId)).json());
  return { orderId, charged: session.amount_total, answer };
}

async function documentText(customer: Customer, url: string) {
  const pdf = await call(customer.access, 'GET', url);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

/** What a reverse-charge buyer pays for a VAT-inclusive amount: less the Belgian VAT in it. */
const net = (cents: number, rate: number) => vatIncluded(moneyFromCents(cents), rate).taxable;

const euros = (cents: number) => moneyToApi(moneyFromCents(cents));

describe('a Dutch company with a valid VAT number, delivered in the Netherlands', () => {
  it('pays the shown prices less the Belgian VAT, is invoiced at 0 % with the mention, and its credit note mirrors the invoice', async () => {
    const customer = await newCustomer(shop);
    const delivery = await cartIn(customer, 'NL');
    const vatNumber = dutchVatNumber();
    const { orderId, charged, answer } = await payAsCompany(
      customer,
      'NL',
      dutchCompany(vatNumber),
    );
    // €24.95 with 21 % is €20.62 without; the delivery likewise.
    const expected = 2062 + net(delivery, 21);
    expect(charged).toBe(expected);
    expect(answer.total_amount).toBe(euros(expected));
    expect(answer.vat_breakdown).toEqual([
      { rate: '0', taxable_amount: euros(expected), vat_amount: '0.00' },
    ]);

    const invoice = await documentText(customer, answer.invoice!.url);
    expect(invoice).toContain('0 %');
    expect(invoice).toContain('Reverse charge / Autoliquidation / Verlegging');
    expect(invoice).toContain('art. 39bis of the Belgian VAT Code');
    expect(invoice).toContain(vatNumber);
    expect(invoice).toContain(shop.config.seller.vatNumber);
    expect(invoice).not.toContain('Royal Decree no. 20');
    // No Peppol e-invoice for a foreign company (ADR 0087).
    expect(answer.invoice!.xml_url).toBeNull();
    expect(answer.reverse_charge).toBe(true);
    // The confirmation mail says why there is no VAT.
    await shop.app.mail.sendOrderMails(orderId);
    const { rows: mails } = await shop.database.pool.query<{ text: string }>(
      'select text from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${orderId}`],
    );
    expect(mails[0]!.text).toContain('VAT 0 % – reverse charge');
    // Staff see how the order is taxed.
    const staffView = await call(admin, 'GET', `/api/admin/orders/${orderId}/`);
    expect(staffView.json()).toMatchObject({ vat_treatment: 'reverse-charge' });

    await cancelAsStaff(shop, admin, orderId);
    const rows = await creditNotesAndInvoice(shop, orderId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(rows[1]);
    const after = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, (await orderSession(orderId))!)).json(),
    );
    const note = await documentText(customer, after.credit_notes[0]!.url);
    expect(note).toContain('Reverse charge / Autoliquidation / Verlegging');
    expect(note).toContain(vatNumber);
  });

  it('is refused beside its VAT number when the goods go to another member state', async () => {
    const customer = await newCustomer(shop);
    await cartIn(customer, 'FR');
    const response = await startCheckout(shop, customer, 'nl', {
      company_invoice: dutchCompany(dutchVatNumber()),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()['company_invoice.vat_number'][0]).toContain('FR');
  });

  it('a wrong VAT number is refused as before', async () => {
    const customer = await newCustomer(shop);
    await cartIn(customer, 'NL');
    const response = await startCheckout(shop, customer, 'en', {
      company_invoice: dutchCompany('NL004495446B01'),
    });
    expect(response.statusCode).toBe(400);
  });
});

async function orderSession(orderId: number) {
  const { rows } = await shop.database.pool.query<{ checkout_session_id: string }>(
    'select checkout_session_id from orders where id = $1',
    [orderId],
  );
  return rows[0]?.checkout_session_id;
}

describe('other companies', () => {
  it('a Belgian company pays Belgian VAT as before', async () => {
    const customer = await newCustomer(shop);
    const delivery = await cartIn(customer, 'BE');
    const { charged, answer } = await payAsCompany(customer, 'BE', {
      ...dutchCompany('BE0403170701'),
      country: 'BE',
    });
    expect(charged).toBe(2495 + delivery);
    expect(answer.vat_breakdown.map((line) => line.rate)).toEqual(['21']);
    expect(await documentText(customer, answer.invoice!.url)).not.toContain('Reverse charge');
    const staffView = await call(admin, 'GET', `/api/admin/orders/${answer.order_id}/`);
    expect(staffView.json()).toMatchObject({ vat_treatment: 'domestic' });
  });

  it('with the One-Stop Shop on, a French company with a valid number is reverse charge, not OSS', async () => {
    await switchOss(shop, admin, true);
    try {
      const customer = await newCustomer(shop);
      const delivery = await cartIn(customer, 'FR');
      // FR key of SIREN 404833048: (12 + 3 × (404833048 mod 97)) mod 97 = 83.
      const { charged, answer } = await payAsCompany(customer, 'FR', {
        ...dutchCompany('FR83404833048'),
        country: 'FR',
      });
      expect(charged).toBe(2062 + net(delivery, 21));
      expect(answer.vat_breakdown.map((line) => line.rate)).toEqual(['0']);
    } finally {
      await switchOss(shop, admin, false);
    }
  });
});

describe('GET /api/admin/exports/intra-community/', () => {
  it('lists per buyer VAT number the net supplies of the quarter, credit notes subtracting', async () => {
    const vatNumber = dutchVatNumber();
    const kept = await newCustomer(shop);
    const keptDelivery = await cartIn(kept, 'NL');
    await payAsCompany(kept, 'NL', dutchCompany(vatNumber));
    const credited = await newCustomer(shop);
    await cartIn(credited, 'NL');
    const { orderId } = await payAsCompany(credited, 'NL', dutchCompany(vatNumber));
    await cancelAsStaff(shop, admin, orderId);

    const quarter = brusselsQuarter(new Date());
    const { header, lines } = await staffCsvExport(
      shop,
      admin,
      `/api/admin/exports/intra-community/?quarter=${quarter}`,
    );
    expect(header).toBe('quarter,country,vat_number,code,amount');
    expect(lines).toContain(
      `"${quarter}","NL","${vatNumber}",L,${euros(2062 + net(keptDelivery, 21))}`,
    );
    // A consumer's or a Belgian company's sale is no intra-Community supply.
    expect(lines.every((line) => !line.includes('"BE'))).toBe(true);
  });

  it('refuses a quarter that is not YYYY-Qn beside its field', async () => {
    const response = await call(admin, 'GET', '/api/admin/exports/intra-community/?quarter=Q4');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain('quarter');
  });
});
