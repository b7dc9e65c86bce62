import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, ordersPageSchema } from '@shop/contracts';
import type { TestApp } from '../../test/app.js';
import { createShopWithStaff } from '../../test/admin.js';
import { addToCart, newCustomer, newProduct, payCart, type Customer } from '../../test/checkout.js';
import { pdfText } from '../../test/pdf-text.js';

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

async function paidOrder(language = 'en'): Promise<{ id: number; customer: Customer }> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, { name: 'Walnut board', price: '30.00', stock: 5 });
  await addToCart(shop, customer, productId, 1);
  const { id } = await payCart(shop, customer, language);
  return { id, customer };
}

async function shippedMail(orderId: number) {
  const { rows } = await shop.database.pool.query<{ text: string; html: string }>(
    'select text, html from mail_outbox where dedupe_key = $1',
    [`order-shipped:${orderId}`],
  );
  return rows[0];
}

async function myOrder(customer: Customer, orderId: number) {
  const response = await shop.app.inject({
    url: '/api/checkout/orders/',
    headers: { authorization: `Bearer ${customer.access}` },
  });
  return ordersPageSchema.parse(response.json()).orders.find((order) => order.order_id === orderId);
}

describe('shipping labels and tracking', () => {
  it('creates the parcel through the carrier seam: label, tracking number and link for the customer', async () => {
    const { id, customer } = await paidOrder('nl');
    const created = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/label/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(created.statusCode).toBe(200);
    const detail = adminOrderDetailSchema.parse(created.json());
    expect(detail.status).toBe('shipped');
    expect(detail.carrier).not.toBeNull();
    expect(detail.tracking_number).toMatch(/^[0-9A-Z]{8,}$/);
    expect(detail.tracking_url).toContain(detail.tracking_number);
    expect(detail.label_url).toBe(`/api/admin/orders/${id}/label/`);

    const label = await shop.app.inject({
      url: detail.label_url!,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(label.rawPayload);
    expect(text).toContain(detail.tracking_number!);
    expect(text).toContain(detail.shipping_address!.city!);

    const mail = await shippedMail(id);
    expect(mail?.text).toContain(detail.tracking_url!);
    expect(mail?.text).toContain('Volg uw pakket');
    expect(mail?.html).toContain(`href="${detail.tracking_url!.replaceAll('&', '&amp;')}"`);

    // Checkout needs a delivery choice: the helpers choose home delivery (test-home).
    expect((await myOrder(customer, id))?.delivery).toEqual({
      method: 'test-home',
      kind: 'home',
      carrier: detail.carrier,
      tracking_number: detail.tracking_number,
      tracking_url: detail.tracking_url,
    });

    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/label/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes a carrier with a typed tracking number and gives its public tracking page', async () => {
    const { id, customer } = await paidOrder();
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'shipped', carrier: 'postnl', tracking_number: '3SGIFT0001234' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      carrier: 'postnl',
      tracking_url: 'https://jouw.postnl.nl/track-and-trace/3SGIFT0001234',
      label_url: null,
    });
    expect((await shippedMail(id))?.text).toContain(
      'Follow your parcel: https://jouw.postnl.nl/track-and-trace/3SGIFT0001234',
    );
    expect((await myOrder(customer, id))?.delivery.tracking_url).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SGIFT0001234',
    );
    const noLabel = await shop.app.inject({
      url: `/api/admin/orders/${id}/label/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(noLabel.statusCode).toBe(404);
  });
});
