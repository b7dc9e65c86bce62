import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutSuccessSchema,
  ordersPageSchema,
  publicSettingsSchema,
  type Cart,
  parseMoney,
} from '@shop/contracts';
import { invoices } from '../db/schema.js';
import { serverText } from '../i18n/texts.js';
import { createShopWithStaff } from '../test/admin.js';
import type { TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  successPage,
  waitFor,
  type Customer,
} from '../test/checkout.js';
import { euros } from '../test/euros.js';

/** Issue 17: a gift with a message and wrapping, from the cart to the paid order and its mail. */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

function putGift(customer: Customer, payload: Record<string, unknown>, lang = 'en') {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/cart/gift/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    payload,
  });
}

async function cartOf(customer: Customer): Promise<Cart> {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/cart/',
    headers: { authorization: `Bearer ${customer.access}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

async function setWrappingPrice(price: string | number) {
  const response = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/1/',
    headers: { authorization: `Bearer ${admin}` },
    payload: { gift_wrapping_price: price },
  });
  return response;
}

describe('gift wrapping price (settings)', () => {
  it('answers the seeded price, and the price staff set, on GET /api/settings/', async () => {
    const seeded = await shop.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(publicSettingsSchema.parse(seeded.json()).gift_wrapping).toEqual({ price: '3.50' });
    expect(seeded.headers['cache-control']).toBe('no-cache');

    const saved = await setWrappingPrice(4.5);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: 1, gift_wrapping_price: '4.50', oss_enabled: false });
    const after = await shop.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(after.json().gift_wrapping).toEqual({ price: '4.50' });

    const audit = await shop.database.pool.query(
      `select before->>'gift_wrapping_price' as before, after->>'gift_wrapping_price' as after
         from admin_audit_log where entity = 'settings' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ before: '3.50', after: '4.50' });
    expect((await setWrappingPrice('3.50')).statusCode).toBe(200);
  });

  it('refuses a negative or malformed price, and anyone but staff', async () => {
    for (const price of [-1, '3.505', 'free', 10_000_000]) {
      expect((await setWrappingPrice(price)).statusCode, String(price)).toBe(400);
    }
    const customer = await newCustomer(shop);
    const refused = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/1/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { gift_wrapping_price: '0.01' },
    });
    expect(refused.statusCode).toBe(403);
    const settings = await shop.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(settings.json().gift_wrapping.price).toBe('3.50');
  });
});

describe('PUT /api/cart/gift/', () => {
  it('starts as no gift; a wrapped gift adds the wrapping once to the total', async () => {
    const customer = await newCustomer(shop);
    expect(await cartOf(customer)).toMatchObject({
      gift: { is_gift: false, message: '', wrapping: false },
      wrapping_total: '0.00',
    });
    const mug = await newProduct(shop, { price: '12.50' });
    await addToCart(shop, customer, mug, 2);

    const response = await putGift(customer, {
      is_gift: true,
      message: '  Happy birthday,\r\nAnna!  ',
      wrapping: true,
      // Nothing the client sends sets a price.
      wrapping_total: '0.00',
      price: '0.01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartSchema.parse(response.json());
    expect(cart.gift).toEqual({ is_gift: true, message: 'Happy birthday,\nAnna!', wrapping: true });
    expect(cart.wrapping_total).toBe('3.50');
    expect(cart.total_price).toBe('28.50');
    expect(await cartOf(customer)).toEqual(cart);
  });

  it('charges no wrapping for an empty cart, and not a gift clears message and wrapping', async () => {
    const customer = await newCustomer(shop);
    const empty = cartSchema.parse(
      (await putGift(customer, { is_gift: true, message: 'Hi', wrapping: true })).json(),
    );
    expect(empty).toMatchObject({ wrapping_total: '0.00', total_price: '0.00' });

    const cleared = cartSchema.parse(
      (await putGift(customer, { is_gift: false, message: 'Hi', wrapping: true })).json(),
    );
    expect(cleared.gift).toEqual({ is_gift: false, message: '', wrapping: false });
  });

  it('follows the free-text rule: 300 characters as people count them, hidden characters refused', async () => {
    const customer = await newCustomer(shop);
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const fits = await putGift(customer, { is_gift: true, message: family.repeat(300) });
    expect(fits.statusCode, fits.body).toBe(200);
    const cases: [string, string, Record<string, number>][] = [
      ['en', 'textTooLong', { max: 300 }],
      ['nl', 'textInvisibleCharacter', {}],
      ['fr', 'textDirectionCharacter', {}],
    ];
    const texts = ['x'.repeat(301), 'An\u200Bna', 'Anna\u202Eanna'];
    for (const [index, [language, key, values]] of cases.entries()) {
      const refused = await putGift(customer, { is_gift: true, message: texts[index] }, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_error',
        message: [serverText(language as 'en', `validation.${key}` as never, values)],
      });
    }
    // A refused change changes nothing.
    expect((await cartOf(customer)).gift.message).toBe(family.repeat(300));
  });

  it('needs a signed-in customer', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      payload: { is_gift: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a gift through checkout', () => {
  it('puts wrapping on the payment page, keeps the gift on the order, its answers and its mail', async () => {
    const customer = await newCustomer(shop);
    const board = await newProduct(shop, { name: 'Oak board', price: '25.00', stock: 5 });
    await addToCart(shop, customer, board, 1, 'Ada');
    await putGift(customer, { is_gift: true, message: 'For Jules,\nwith love', wrapping: true });

    const started = await checkout(shop, customer, 'nl');
    const session = await shop.payments.retrieveCheckoutSession(started.session_id);
    expect(session.amount_total).toBe(2500 + 350);
    expect(
      session.line_items?.data.map((line) => [line.description, line.quantity, line.amount_total]),
    ).toEqual([
      ['Oak board', 1, 2500],
      ['Cadeauverpakking', 1, 350],
    ]);

    // Staff changing the price now changes neither the open order nor its page.
    expect((await setWrappingPrice('5.00')).statusCode).toBe(200);
    const again = await checkout(shop, customer, 'nl');
    // The cart's wrapping now costs more than the snapshot's: a new page with the new price.
    expect(again.session_id).not.toBe(started.session_id);
    const renewed = await shop.payments.retrieveCheckoutSession(again.session_id);
    expect(renewed.amount_total).toBe(2500 + 500);
    expect((await setWrappingPrice('3.50')).statusCode).toBe(200);

    await payOnHostedPage(again.checkout_url, { card: CARD_PAYS });
    const order = await waitFor(
      () => orderOfSession(shop, again.session_id),
      (row) => row?.status === 'processing',
      'the payment to reach the order',
    );
    const { rows } = await shop.database.pool.query(
      `select ${euros('total_cents')} as total_amount, is_gift, gift_message,
              ${euros('gift_wrapping_price_cents')} as gift_wrapping_price, gift_wrapping_vat_rate
         from orders where id = $1`,
      [order!.id],
    );
    expect(rows[0]).toEqual({
      total_amount: '30.00',
      is_gift: true,
      gift_message: 'For Jules,\nwith love',
      gift_wrapping_price: '5.00',
      gift_wrapping_vat_rate: '21.00',
    });

    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, again.session_id)).json(),
    );
    expect(success.gift).toEqual({
      is_gift: true,
      message: 'For Jules,\nwith love',
      wrapping: true,
      wrapping_price: '5.00',
    });
    // The name on the payment page is the recipient's.
    expect(success.shipping_address?.name).toBe('Ada Peeters');
    // What was paid is what is invoiced: the wrapping is a line with its VAT (21 % of 5.00
    // is 0.87), and taxable plus VAT is the total.
    const [invoice] = await shop.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order!.id));
    expect(invoice!.totalCents).toBe(3000);
    expect(invoice!.lines.at(-1)).toMatchObject({
      description: 'Cadeauverpakking',
      quantity: 1,
      vatRate: '21',
      amountInclVat: '5.00',
    });
    const stated = success.vat_breakdown.reduce(
      (sum, rate) => sum + parseMoney(rate.taxable_amount) + parseMoney(rate.vat_amount),
      0,
    );
    expect(stated).toBe(3000);
    expect(invoice!.vatBreakdown).toEqual(success.vat_breakdown);

    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/checkout/orders/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(ordersPageSchema.parse(list.json()).orders[0]!.gift).toMatchObject({
      is_gift: true,
      wrapping: true,
    });

    await shop.app.mail.sendOrderMails(order!.id);
    const mail = await shop.database.pool.query<{ text: string; html: string }>(
      'select text, html from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${order!.id}`],
    );
    const { text, html } = mail.rows[0]!;
    expect(text).toMatch(/Cadeauverpakking: 5,00\s€/);
    expect(text).toContain(
      'Deze bestelling is een cadeau.\nCadeauboodschap:\nFor Jules,\nwith love',
    );
    expect(text).toContain('Ontvanger:\nAda Peeters');
    expect(html).toContain('For Jules,<br>with love');
  });

  it('leaves an order that is not a gift without gift or wrapping', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '9.00' }), 1);
    const started = await checkout(shop, customer);
    const session = await shop.payments.retrieveCheckoutSession(started.session_id);
    expect(session.amount_total).toBe(900);
    expect(session.line_items?.data).toHaveLength(1);
  });
});
