import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSuccessSchema, TERMS_VERSION } from '@shop/contracts';
import { signInAsDemoAdmin } from '../test/admin.js';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  checkout,
  newCustomer,
  newProduct,
  NO_PAYMENT_PAGE_DETAILS,
  orderOfSession,
  startCheckout,
  successPage,
  type Customer,
} from '../test/checkout.js';
import { applyCode, giftCardBalanceOf, newDiscountCode, newGiftCard } from '../test/codes.js';
import { pdfText } from '../test/pdf-text.js';

/**
 * Issue 17 follow-up (ADR 0043): an order gift cards or a discount pay whole opens no payment
 * page, so the cart page asks what the page would have: the shipping address and the terms.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000',
      RATE_LIMIT_CODES_PER_ACCOUNT: '1000',
      RATE_LIMIT_CODES_PER_IP: '1000',
      SHIPPING_COUNTRIES: 'BE,NL,FR',
    },
  });
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

async function applied(customer: Customer, code: string): Promise<void> {
  const response = await applyCode(shop, customer, code);
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer with a €30.00 product (stock 5) in the cart and a card for `cardValue` on it. */
async function cartPaidByCard(cardValue: string) {
  const customer = await newCustomer(shop);
  const product = await newProduct(shop, { price: '30.00', stock: 5 });
  await addToCart(shop, customer, product, 1);
  const card = await newGiftCard(shop, cardValue);
  await applied(customer, card);
  return { customer, product, card };
}

async function stockOf(productId: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ stock: number }>(
    'select stock from products where id = $1',
    [productId],
  );
  return rows[0]!.stock;
}

async function ordersOf(customer: Customer): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    `select count(*)::int as count from orders where user_id = $1 and status <> 'cancelled'`,
    [customer.id],
  );
  return rows[0]!.count;
}

function download(url: string, access: string) {
  return shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
}

describe('an order gift cards or a discount pay whole', () => {
  it('needs a shipping address and the terms accepted, each named, and reserves nothing without', async () => {
    const { customer, product, card } = await cartPaidByCard('50.00');

    const bare = await startCheckout(shop, customer);
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'validation_error',
      shipping: [expect.stringContaining('enter where to ship it')],
      accept_terms: ['Please accept the terms and conditions to place this order.'],
    });

    const notAccepted = await startCheckout(shop, customer, 'nl', {
      ...NO_PAYMENT_PAGE_DETAILS,
      accept_terms: false,
    });
    expect(notAccepted.statusCode, notAccepted.body).toBe(400);
    const notAcceptedBody = notAccepted.json();
    expect(notAcceptedBody.accept_terms).toEqual([
      'Aanvaard de algemene voorwaarden om deze bestelling te plaatsen.',
    ]);
    expect(notAcceptedBody.shipping).toBeUndefined();

    const abroad = await startCheckout(shop, customer, 'fr', {
      ...NO_PAYMENT_PAGE_DETAILS,
      shipping: { ...NO_PAYMENT_PAGE_DETAILS.shipping, country: 'us' },
    });
    expect(abroad.statusCode, abroad.body).toBe(400);
    expect(abroad.json()['shipping.country']).toEqual([
      'Nous livrons uniquement dans ces pays : BE, NL, FR.',
    ]);

    // The free-text rule, per field, before anything is looked at.
    const badText = await startCheckout(shop, customer, 'en', {
      ...NO_PAYMENT_PAGE_DETAILS,
      shipping: { ...NO_PAYMENT_PAGE_DETAILS.shipping, name: ' ', city: 'Gent\u202E' },
    });
    expect(badText.statusCode, badText.body).toBe(400);
    expect(Object.keys(badText.json())).toEqual(
      expect.arrayContaining(['shipping.name', 'shipping.city']),
    );

    // Nothing was reserved or spent by the refused starts.
    expect(await giftCardBalanceOf(shop, card)).toBe('50.00');
    expect(await stockOf(product)).toBe(5);
    expect(await ordersOf(customer)).toBe(0);
  });

  it('stores the address and the accepted terms on the order, its invoice, packing slip and mail', async () => {
    const { customer, card } = await cartPaidByCard('50.00');
    const before = Date.now();
    const started = await checkout(shop, customer, 'en', {
      shipping: {
        name: 'Lotte Janssens',
        address_1: 'Meir 12',
        address_2: '',
        postal_code: '2000',
        city: 'Antwerpen',
        country: 'be',
      },
      accept_terms: true,
    });
    expect(started.checkout_url).toMatch(/\/checkout\/success\?session_id=giftcard_/);
    expect(await giftCardBalanceOf(shop, card)).toBe('20.00');

    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, started.session_id)).json(),
    );
    expect(success).toMatchObject({
      status: 'processing',
      total_amount: '0.00',
      gift_card_total: '30.00',
      shipping_address: {
        name: 'Lotte Janssens',
        address_1: 'Meir 12',
        address_2: null,
        postal_code: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
    });

    const order = (await orderOfSession(shop, started.session_id))!;
    const { rows } = await shop.database.pool.query<{
      terms_version: string | null;
      terms_accepted_at: Date | null;
    }>('select terms_version, terms_accepted_at from orders where id = $1', [order.id]);
    expect(rows[0]!.terms_version).toBe(TERMS_VERSION);
    expect(rows[0]!.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const invoice = await pdfText(
      (await download(success.invoice!.url, customer.access)).rawPayload,
    );
    expect(invoice).toContain('Lotte Janssens');
    expect(invoice).toContain('Meir 12');
    expect(invoice).toContain('2000 Antwerpen');

    const slip = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/packing-slip/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const slipText = await pdfText(slip.rawPayload);
    expect(slipText).toContain('Lotte Janssens');
    expect(slipText).toContain('2000 Antwerpen');

    await shop.app.mail.sendOrderMails(order.id);
    const mail = await shop.database.pool.query<{ text: string }>(
      'select text from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${order.id}`],
    );
    expect(mail.rows[0]!.text).toContain('Lotte Janssens');
    expect(mail.rows[0]!.text).toContain('Meir 12');
  });

  it('asks the same of an order a 100 % discount pays', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '12.00' }), 1);
    await applied(customer, await newDiscountCode(shop, { kind: 'percent', value: '100' }));
    const bare = await startCheckout(shop, customer);
    expect(bare.statusCode, bare.body).toBe(400);
    expect(Object.keys(bare.json())).toEqual(expect.arrayContaining(['shipping', 'accept_terms']));
    const started = await checkout(shop, customer, 'en', NO_PAYMENT_PAGE_DETAILS);
    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, started.session_id)).json(),
    );
    expect(success.shipping_address?.name).toBe('Lotte Janssens');
  });
});

describe('an order a payment page is opened for', () => {
  it('refuses an address or terms sent along, naming them: the payment page asks both', async () => {
    const { customer, product, card } = await cartPaidByCard('10.00');
    const refused = await startCheckout(shop, customer, 'en', NO_PAYMENT_PAGE_DETAILS);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      shipping: [
        'The payment page asks for the shipping address of this order; do not send it here.',
      ],
      accept_terms: [
        'The payment page asks you to accept the terms for this order; do not send them here.',
      ],
    });
    expect(await giftCardBalanceOf(shop, card)).toBe('10.00');
    expect(await stockOf(product)).toBe(5);

    // Without them, the payment page opens for what the card leaves.
    const started = await checkout(shop, customer);
    expect(started.checkout_url).not.toContain('giftcard_');
    expect(await giftCardBalanceOf(shop, card)).toBe('0.00');

    // The open page handed out again: still refused, and the page stays.
    const again = await startCheckout(shop, customer, 'en', { accept_terms: true });
    expect(again.statusCode, again.body).toBe(400);
    expect(Object.keys(again.json())).toContain('accept_terms');
    const reused = await checkout(shop, customer);
    expect(reused.session_id).toBe(started.session_id);
  });
});
