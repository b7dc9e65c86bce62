import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminShopSettingsRecordSchema,
  brusselsQuarter,
  checkoutSuccessSchema,
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
  chooseHomeDelivery,
  newCustomer,
  newProduct,
  successPage,
  switchOss,
  type Customer,
} from '../test/checkout.js';
import { pdfText } from '../test/pdf-text.js';

/**
 * The One-Stop Shop (issue 28, ADR 0093): with `oss_enabled` on, a consumer pays the VAT of the
 * delivery country inside the same gross price, on the cart, the order, the invoice and the
 * credit note; the admin shows the year's distance sales and the quarter's OSS return.
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

async function settings() {
  const response = await call(admin, 'GET', '/api/admin/settings/1/');
  expect(response.statusCode, response.body).toBe(200);
  return adminShopSettingsRecordSchema.parse(response.json());
}

/** A French consumer's cart of a standard and a food product, delivered home in France. */
async function frenchCart() {
  const customer = await newCustomer(shop);
  await addToCart(shop, customer, await newProduct(shop, { price: '24.00' }));
  await addToCart(shop, customer, await newProduct(shop, { price: '10.55', vatCategory: 'food' }));
  return { customer, cart: await chooseHomeDelivery(shop, customer, 'FR') };
}

/** Pays the cart by card, delivered in Paris; the paid order. */
const payInFrance = (customer: Customer) =>
  checkoutAndPay(shop, customer, 'en', { deliveredIn: 'FR' });

describe('VAT by destination (OSS)', () => {
  it('is off by default: a French consumer pays Belgian VAT, as before', async () => {
    expect(await settings()).toMatchObject({
      oss_enabled: false,
      distance_sales_threshold: '10000.00',
    });
    const { cart } = await frenchCart();
    expect(cart.vat_breakdown.map((line) => line.rate)).toEqual(['21', '6']);
  });

  it('on, a French consumer pays French VAT inside the same gross price, on the cart, order, invoice and credit note', async () => {
    await switchOss(shop, admin, true);
    try {
      const before = (await settings()).distance_sales_this_year;
      const { customer, cart } = await frenchCart();
      // Delivery FR (home) follows the goods; 24.00 at 20 % and 10.55 at 5.5 % stay 24.00 and 10.55.
      expect(cart.items.map((item) => item.unit_price)).toEqual(['24.00', '10.55']);
      expect(cart.vat_breakdown.map((line) => line.rate)).toEqual(['20', '5.5']);
      const stated = cart.vat_breakdown.reduce(
        (sum, line) => sum + Number(line.taxable_amount) * 100 + Number(line.vat_amount) * 100,
        0,
      );
      expect(Math.round(stated)).toBe(Math.round(Number(cart.total_price) * 100));

      // The same cart delivered in Belgium: Belgian VAT again.
      const belgian = await chooseHomeDelivery(shop, customer, 'BE');
      expect(belgian.vat_breakdown.map((line) => line.rate)).toEqual(['21', '6']);
      await chooseHomeDelivery(shop, customer, 'FR');

      const { orderId, sessionId } = await payInFrance(customer);
      const answer = checkoutSuccessSchema.parse(
        (await successPage(shop, customer, sessionId)).json(),
      );
      expect(answer.vat_breakdown.map((line) => line.rate)).toEqual(['20', '5.5']);
      const { rows: issued } = await shop.database.pool.query<{
        vat_breakdown: { rate: string; taxable_amount: string }[];
      }>('select vat_breakdown from invoices where order_id = $1', [orderId]);
      expect(issued[0]!.vat_breakdown.map((line) => line.rate)).toEqual(['20', '5.5']);
      const pdf = await call(customer.access, 'GET', answer.invoice!.url);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('20 %');
      expect(text).toContain('5.5 %');

      // The year's distance sales grew by the taxable amounts (delivery included).
      const taxable = issued[0]!.vat_breakdown.reduce(
        (sum, line) => sum + Number(line.taxable_amount),
        0,
      );
      const after = (await settings()).distance_sales_this_year;
      expect(Number(after) - Number(before)).toBeCloseTo(taxable, 2);

      // The staff cancel's credit note mirrors the invoice, at the French rates.
      await cancelAsStaff(shop, admin, orderId);
      const rows = await creditNotesAndInvoice(shop, orderId);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
      expect(Number((await settings()).distance_sales_this_year)).toBeCloseTo(Number(before), 2);
    } finally {
      await switchOss(shop, admin, false);
    }
  });
});

describe('GET /api/admin/exports/oss/', () => {
  it('answers per country and rate the taxable amount and VAT, a credit note subtracting in its quarter', async () => {
    await switchOss(shop, admin, true);
    let kept: { orderId: number };
    try {
      const { customer } = await frenchCart();
      kept = await payInFrance(customer);
      const { customer: second } = await frenchCart();
      const cancelled = await payInFrance(second);
      await cancelAsStaff(shop, admin, cancelled.orderId);
    } finally {
      await switchOss(shop, admin, false);
    }
    const quarter = brusselsQuarter(new Date());
    const { header, lines } = await staffCsvExport(
      shop,
      admin,
      `/api/admin/exports/oss/?quarter=${quarter}`,
    );
    expect(header).toBe('quarter,country,vat_rate,taxable_amount,vat_amount');
    const { rows } = await shop.database.pool.query<{ vat_breakdown: Record<string, string>[] }>(
      'select vat_breakdown from invoices where order_id = $1',
      [kept!.orderId],
    );
    // Earlier tests' French sales were all credited: what is left is the one kept order.
    expect(lines).toEqual(
      rows[0]!.vat_breakdown.map(
        (line) => `"${quarter}","FR","${line.rate}",${line.taxable_amount},${line.vat_amount}`,
      ),
    );
  });

  it('refuses a quarter that is not YYYY-Qn beside its field', async () => {
    const response = await call(admin, 'GET', '/api/admin/exports/oss/?quarter=2026-13');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      quarter: ['Give the quarter as YYYY-Qn, for example 2026-Q4.'],
    });
  });
});
