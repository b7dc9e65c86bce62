import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, type VatNumberCheck } from '@shop/contracts';
import { signInAsDemoAdmin } from '../test/admin.js';
import { createTestApp, testViesSandbox, type TestApp } from '../test/app.js';
import {
  addToCart,
  newCustomer,
  newProduct,
  startCheckout,
  type Customer,
} from '../test/checkout.js';
import { serverText } from '../i18n/texts.js';

/**
 * Issue 28, ADR 0098: a company's VAT number is asked of VIES (here its local stand-in) when
 * checkout starts. A number VIES does not know is refused beside its field with nothing held;
 * a VIES that is down or hangs never blocks the sale: the order keeps the number as unverified
 * and the admin shows it to staff.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    // The stand-in told to hang is given up on after this long.
    env: { RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000', VIES_TIMEOUT_MS: '300' },
  });
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());
afterEach(async () => (await testViesSandbox()).behave({ kind: 'answer' }));

function dutchCompany(vatNumber: string) {
  return {
    company_name: 'Bloemenhandel De Tulp B.V.',
    street: 'Keizersgracht 100',
    postal_code: '1015 AA',
    city: 'Amsterdam',
    country: 'NL',
    vat_number: vatNumber,
  };
}

async function customerWithCart(stock = 5): Promise<{ customer: Customer; productId: number }> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, { price: '30.00', stock });
  await addToCart(shop, customer, productId, 2);
  return { customer, productId };
}

async function ordersOf(customer: Customer): Promise<number[]> {
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from orders where user_id = $1 order by id',
    [customer.id],
  );
  return rows.map((row) => row.id);
}

async function adminOrder(id: number) {
  const response = await shop.app.inject({
    url: `/api/admin/orders/${id}/`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderDetailSchema.parse(response.json());
}

async function adminList(vatNumberCheck: string) {
  return shop.app.inject({
    url: `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ vat_number_check: vatNumberCheck }))}&range=[0,499]`,
    headers: { authorization: `Bearer ${admin}` },
  });
}

/** Checks out with a company invoice; the one order it made. */
async function companyOrder(vatNumber: string): Promise<number> {
  const { customer } = await customerWithCart();
  const response = await startCheckout(shop, customer, 'en', {
    company_invoice: dutchCompany(vatNumber),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [id] = await ordersOf(customer);
  return id!;
}

describe('the VIES check of a company invoice’s VAT number at checkout', () => {
  it('a registered number goes on, and the order keeps VIES’s consultation number', async () => {
    const id = await companyOrder('NL 0044.95445.B01');
    const { vat_number_check: check, company_invoice: company } = await adminOrder(id);
    expect(company?.vat_number).toBe('NL004495445B01');
    expect(check).toEqual({
      vat_number: 'NL004495445B01',
      status: 'valid',
      name: 'DEMO COMPANY NL004495445B01 (VIES stand-in)',
      address: 'Voorbeeldstraat 1\n1011 AB Amsterdam',
      checked_at: expect.any(String),
      // Asked with the shop's own VAT number as requester: the proof for the tax office.
      request_identifier: expect.stringMatching(/^WAPI.{12}$/),
      unverified_reason: null,
    } satisfies VatNumberCheck);
  });

  it('a number VIES does not know is refused beside its field, in the customer’s language, with nothing held', async () => {
    const { customer, productId } = await customerWithCart(5);
    for (const lang of ['en', 'nl', 'fr'] as const) {
      const response = await startCheckout(shop, customer, lang, {
        // Well-formed, with valid check digits: only the register can tell.
        company_invoice: dutchCompany('NL999999990B01'),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()['company_invoice.vat_number']).toEqual([
        serverText(lang, 'checkout.vatNumberNotInVies'),
      ]);
    }
    expect(
      (
        await startCheckout(shop, customer, 'en', {
          company_invoice: dutchCompany('NL999999990B01'),
        })
      ).json()['company_invoice.vat_number'][0],
    ).toMatch(/^VIES, the EU's register of VAT numbers, does not know this VAT number/);
    // No order, no stock taken.
    expect(await ordersOf(customer)).toEqual([]);
    const { rows } = await shop.database.pool.query<{ stock: number }>(
      'select stock from products where id = $1',
      [productId],
    );
    expect(rows[0]!.stock).toBe(5);
  });

  it('a Belgian number is asked of VIES too (one rule for every EU number)', async () => {
    const { customer } = await customerWithCart();
    const response = await startCheckout(shop, customer, 'en', {
      company_invoice: { ...dutchCompany('BE0999999922'), country: 'BE' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toHaveProperty('company_invoice.vat_number');
  });

  it('an unavailable register never blocks the sale: the order is flagged unverified for staff', async () => {
    (await testViesSandbox()).behave({ kind: 'error', error: 'MS_UNAVAILABLE' });
    const id = await companyOrder('DE123456788');
    const order = await adminOrder(id);
    expect(order.vat_number_check).toMatchObject({
      vat_number: 'DE123456788',
      status: 'unverified',
      request_identifier: null,
      unverified_reason: 'MS_UNAVAILABLE',
    });

    // The list shows it among the numbers to check, and not among the confirmed ones.
    const unverified = await adminList('unverified');
    expect(unverified.statusCode, unverified.body).toBe(200);
    const rows = unverified.json() as { id: number; vat_number_check: VatNumberCheck | null }[];
    expect(rows.find((row) => row.id === id)?.vat_number_check?.status).toBe('unverified');
    expect(rows.every((row) => row.vat_number_check?.status === 'unverified')).toBe(true);
    const valid = (await adminList('valid')).json() as { id: number }[];
    expect(valid.map((row) => row.id)).not.toContain(id);
    const wrong = await adminList('maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()['filter.vat_number_check']).toEqual([
      'Use one of valid, invalid, unverified.',
    ]);
  });

  it('a register that hangs past VIES_TIMEOUT_MS never blocks the sale either', async () => {
    (await testViesSandbox()).behave({ kind: 'hang' });
    const id = await companyOrder('NL004495445B01');
    expect((await adminOrder(id)).vat_number_check).toMatchObject({
      status: 'unverified',
      unverified_reason: 'TIMEOUT',
    });
  });

  it('a consumer’s order asks nothing of VIES and keeps no check', async () => {
    (await testViesSandbox()).behave({ kind: 'hang' });
    const { customer } = await customerWithCart();
    const response = await startCheckout(shop, customer, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const [id] = await ordersOf(customer);
    expect((await adminOrder(id!)).vat_number_check).toBeNull();
  });
});
