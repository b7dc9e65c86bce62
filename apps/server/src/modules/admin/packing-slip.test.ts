import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopWithStaff } from '../../test/admin.js';
import type { TestApp } from '../../test/app.js';
import {
  addToCart,
  checkoutAndPay,
  newCustomer,
  newProduct,
  type Customer,
} from '../../test/checkout.js';
import { pdfText } from '../../test/pdf-text.js';

/** Issue 17: staff print a packing slip per order; a gift's shows the message and no price. */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

function packingSlip(orderId: number, token = admin) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/packing-slip/`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function paidOrder(
  customer: Customer,
  gift: Record<string, unknown> | null,
  language: string,
): Promise<number> {
  const board = await newProduct(shop, { name: 'Eikenhouten snijplank', price: '45.00' });
  const mug = await newProduct(shop, { name: 'Mok', price: '12.50' });
  await addToCart(shop, customer, board, 1, 'Zoë & Jules');
  await addToCart(shop, customer, mug, 3);
  if (gift) {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: gift,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return (await checkoutAndPay(shop, customer, language)).orderId;
}

describe('GET /api/admin/orders/{id}/packing-slip/', () => {
  it("prints a gift's items, personalisations, recipient and message in the order's language, and no price", async () => {
    const customer = await newCustomer(shop);
    const orderId = await paidOrder(
      customer,
      { is_gift: true, message: 'Gelukkige verjaardag,\nliefs van Anna', wrapping: true },
      'nl',
    );
    const response = await packingSlip(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Pakbon voor bestelling #${orderId}`);
    expect(text).toContain('DEMO Giftshop BV (example data)');
    expect(text).toMatch(/Besteldatum: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Ontvanger');
    expect(text).toContain('Ada Peeters');
    expect(text).toContain('Wetstraat 16');
    expect(text).toContain('1000 Brussel');
    expect(text).toContain('Eikenhouten snijplank');
    expect(text).toContain('Zoë & Jules');
    expect(text).toMatch(/3\s+Mok/);
    expect(text).toContain('Dit is een cadeau: inpakken als cadeau.');
    expect(text).toContain('Gelukkige verjaardag,');
    expect(text).toContain('liefs van Anna');
    // No price anywhere: no euro sign, no amount.
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/\d+[.,]\d{2}\b/);
  });

  it('prints an order that is not a gift without a gift line, in English', async () => {
    const customer = await newCustomer(shop);
    const orderId = await paidOrder(customer, null, 'en');
    const text = await pdfText((await packingSlip(orderId)).rawPayload);
    expect(text).toContain(`Packing slip for order #${orderId}`);
    expect(text).toContain('Ship to');
    expect(text).not.toContain('gift');
    expect(text).not.toContain('€');
  });

  it('answers 404 for an unknown order and refuses anyone but staff', async () => {
    expect((await packingSlip(2_000_000)).statusCode).toBe(404);
    const customer = await newCustomer(shop);
    const orderId = await paidOrder(customer, null, 'en');
    expect((await packingSlip(orderId, customer.access)).statusCode).toBe(403);
    const anonymous = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/packing-slip/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
