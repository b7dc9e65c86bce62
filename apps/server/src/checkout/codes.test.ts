import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutSuccessSchema,
  formatGiftCardCode,
  moneyToApi,
  parseMoney,
  vatIncluded,
  type Cart,
} from '@shop/contracts';
import { serverText } from '../i18n/texts.js';
import { cancelAsStaff, signInAsDemoAdmin } from '../test/admin.js';
import { createTestApp, injectAs, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  NO_PAYMENT_PAGE_DETAILS,
  orderOfSession,
  payOnHostedPage,
  startCheckout,
  successPage,
  waitFor,
  type Customer,
} from '../test/checkout.js';
import {
  applyCode as applyCodeTo,
  giftCardBalanceOf,
  newDiscountCode,
  newGiftCard,
  redemptionsOf,
} from '../test/codes.js';
import { euros } from '../test/euros.js';

/** Issue 17 (ADR 0040): gift card and discount codes on the cart, at checkout and after. */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000',
      RATE_LIMIT_CODES_PER_ACCOUNT: '5',
      RATE_LIMIT_CODES_PER_IP: '1000',
    },
  });
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

function applyCode(customer: Customer, code: string, lang = 'en') {
  return applyCodeTo(shop, customer, code, lang);
}

function removeCode(customer: Customer, code: string) {
  return shop.app.inject({
    method: 'DELETE',
    url: `/api/cart/codes/${encodeURIComponent(code)}/`,
    headers: { authorization: `Bearer ${customer.access}` },
  });
}

async function applied(customer: Customer, code: string): Promise<Cart> {
  const response = await applyCode(customer, code);
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
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

/** A customer with `quantity` of a new product at `price` in the cart. */
async function customerWithCart(price = '24.50', quantity = 2, stock?: number) {
  const customer = await newCustomer(shop);
  const product = await newProduct(shop, { price, ...(stock === undefined ? {} : { stock }) });
  await addToCart(shop, customer, product, quantity);
  return customer;
}

function refusal(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  return [(response.json() as { detail: string }).detail];
}

/** Pays an open payment page by card; the order once the payment has reached it. */
async function payAndWait(started: { checkout_url: string; session_id: string }) {
  await payOnHostedPage(started.checkout_url, { card: CARD_PAYS });
  const order = await waitFor(
    () => orderOfSession(shop, started.session_id),
    (row) => row?.status === 'processing',
    'the payment',
  );
  return order!;
}

async function orderRow(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    status: string;
    total_amount: string;
    discount_total: string;
    gift_card_total: string;
    discount_code: string | null;
  }>(
    `select status, ${euros('total_cents')} as total_amount,
            ${euros('discount_total_cents')} as discount_total,
            ${euros('gift_card_total_cents')} as gift_card_total, discount_code
       from orders where id = $1`,
    [orderId],
  );
  return rows[0]!;
}

describe('POST /api/cart/codes/: discount codes', () => {
  it('takes a percentage off the products, typed in any case with spaces and dashes, rounded once', async () => {
    const customer = await customerWithCart('24.50', 2);
    const code = await newDiscountCode(shop, { kind: 'percent', value: '10' });
    const typed = ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    const cart = await applied(customer, typed);
    expect(cart).toMatchObject({
      subtotal: '49.00',
      discount_total: '4.90',
      gift_card_total: '0.00',
      wrapping_total: '0.00',
      total_price: '44.10',
      codes: [{ code, kind: 'discount', amount: '4.90', balance_after: null }],
    });
    // The VAT is on what is paid for the products: 44.10 at 21 %.
    const { taxable, vat } = vatIncluded(parseMoney('44.10'), 21);
    expect(cart.vat_breakdown).toEqual([
      { rate: '21', taxable_amount: moneyToApi(taxable), vat_amount: moneyToApi(vat) },
    ]);
    expect(await cartOf(customer)).toEqual(cart);
  });

  it('takes a fixed amount off the products only, never the wrapping, and never below zero', async () => {
    const customer = await customerWithCart('12.50', 1);
    await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { is_gift: true, wrapping: true },
    });
    const code = await newDiscountCode(shop, { kind: 'amount', value: '20.00' });
    const cart = await applied(customer, code);
    expect(cart).toMatchObject({
      subtotal: '12.50',
      discount_total: '12.50',
      wrapping_total: '3.50',
      total_price: '3.50',
    });
  });

  it('says why a code cannot be used: unknown, expired, not yet valid, used up, below the minimum', async () => {
    const customer = await customerWithCart('10.00', 1);
    const hour = 60 * 60 * 1000;
    const expired = await newDiscountCode(shop, { endsAt: new Date(Date.now() - hour) });
    const future = await newDiscountCode(shop, { startsAt: new Date(Date.now() + hour) });
    const usedUp = await newDiscountCode(shop, { maxRedemptions: 1 });
    await shop.database.pool.query(
      'update discount_codes set redemptions_reserved = 1 where code = $1',
      [usedUp],
    );
    const minimum = await newDiscountCode(shop, { minSubtotal: '50.00' });
    expect(refusal(await applyCode(customer, 'NO-SUCH-CODE'))).toEqual([
      'The code NOSUCHCODE does not exist. Check it and try again.',
    ]);
    expect(refusal(await applyCode(customer, expired))).toEqual([
      `The code ${expired} has expired.`,
    ]);
    expect(refusal(await applyCode(customer, future))).toEqual([
      `The code ${future} is not valid yet.`,
    ]);
    expect(refusal(await applyCode(customer, usedUp, 'nl'))).toEqual([
      `De code ${usedUp} is opgebruikt.`,
    ]);
    const fresh = await customerWithCart('10.00', 1);
    expect(refusal(await applyCode(fresh, minimum, 'fr'))).toEqual([
      `Le code ${minimum} s'applique à partir de 50,00\u00a0€ de produits.`,
    ]);
    expect((await cartOf(customer)).codes).toEqual([]);
  });

  it('holds one discount code per cart: a second is refused, the same again changes nothing', async () => {
    const customer = await customerWithCart();
    const first = await newDiscountCode(shop);
    const second = await newDiscountCode(shop);
    await applied(customer, first);
    expect(refusal(await applyCode(customer, second))).toEqual([
      serverText('en', 'cart.codes.oneDiscount'),
    ]);
    const again = await applied(customer, first.toLowerCase());
    expect(again.codes.map((entry) => entry.code)).toEqual([first]);
  });

  it('refuses a once-per-customer code the customer has used on a paid order', async () => {
    const customer = await customerWithCart();
    const code = await newDiscountCode(shop, { oncePerCustomer: true, maxRedemptions: 1 });
    await applied(customer, code);
    const started = await checkout(shop, customer);
    // Their own open checkout does not use it up for them: the cart keeps it.
    expect((await cartOf(customer)).codes.map((entry) => entry.code)).toEqual([code]);
    await payAndWait(started);
    const product = await newProduct(shop);
    await addToCart(shop, customer, product, 1);
    expect(refusal(await applyCode(customer, code))).toEqual([
      `You have already used the code ${code}.`,
    ]);
  });

  it('drops a code that expired since it was added when the cart is read', async () => {
    const customer = await customerWithCart();
    const code = await newDiscountCode(shop);
    await applied(customer, code);
    await shop.database.pool.query(
      `update discount_codes set ends_at = now() - interval '1 second' where code = $1`,
      [code],
    );
    const cart = await cartOf(customer);
    expect(cart.codes).toEqual([]);
    expect(cart.total_price).toBe('49.00');
  });

  it('takes a code off with DELETE in any form, and 404 for a code not on the cart', async () => {
    const customer = await customerWithCart();
    const code = await newDiscountCode(shop);
    await applied(customer, code);
    const removed = await removeCode(customer, code.toLowerCase());
    expect(removed.statusCode, removed.body).toBe(200);
    expect(cartSchema.parse(removed.json())).toMatchObject({ codes: [], total_price: '49.00' });
    expect((await removeCode(customer, code)).statusCode).toBe(404);
  });

  it('rate-limits refused codes per account (429 with Retry-After), accepted ones do not count', async () => {
    const customer = await customerWithCart();
    const good = await newDiscountCode(shop);
    for (let attempt = 0; attempt < 3; attempt++) await applied(customer, good);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await applyCode(customer, `GUESS${attempt}`)).statusCode).toBe(400);
    }
    const limited = await applyCode(customer, 'GUESS9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Another account is not held back by this one's guesses.
    const other = await customerWithCart();
    expect((await applyCode(other, 'GUESS9')).statusCode).toBe(400);
  });

  it('answers 401 without a sign-in, and 400 for an empty code or one of characters no code has', async () => {
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/codes/',
      payload: { code: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await customerWithCart();
    const empty = await applyCode(customer, ' - ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_error' });
    // Characters no code has are unknown without a lookup: never a server error.
    for (const typed of ['AB\u0000CD', 'x\ud800y', '<script>', 'É-2']) {
      const response = await applyCode(customer, typed);
      expect(response.statusCode, JSON.stringify(typed)).toBe(400);
      // (A lone surrogate cannot even be written in a URL.)
      if (!typed.includes('\ud800'))
        expect((await removeCode(customer, typed)).statusCode).toBe(404);
    }
  });

  it('says what is wrong with a blank code in the reader’s language, though the field is named like the answer’s own code', async () => {
    const customer = await customerWithCart();
    for (const lang of ['en', 'nl', 'fr'] as const) {
      const blank = await applyCode(customer, '  ', lang);
      expect(blank.statusCode).toBe(400);
      const message = serverText(lang, 'validation.codeRequired');
      // As for a refused code (ADR 0040): the error's own code, the field's message as the detail.
      expect(blank.json()).toEqual({ code: 'validation_error', detail: message, error: message });
    }
  });
});

describe('POST /api/cart/codes/: gift cards', () => {
  it('pays part of the cart with a card, then several cards in the order they were added', async () => {
    const customer = await customerWithCart('24.50', 2);
    const small = await newGiftCard(shop, '20.00');
    const large = await newGiftCard(shop, '50.00');
    const first = await applied(customer, formatGiftCardCode(small).toLowerCase());
    expect(first).toMatchObject({
      subtotal: '49.00',
      gift_card_total: '20.00',
      total_price: '29.00',
      codes: [
        {
          code: formatGiftCardCode(small),
          kind: 'gift_card',
          amount: '20.00',
          balance_after: '0.00',
        },
      ],
    });
    // A card is a means of payment: the VAT stays on the whole 49.00.
    const { vat } = vatIncluded(parseMoney('49.00'), 21);
    expect(first.vat_breakdown[0]!.vat_amount).toBe(moneyToApi(vat));
    const both = await applied(customer, large);
    expect(both).toMatchObject({ gift_card_total: '49.00', total_price: '0.00' });
    expect(both.codes.map((entry) => [entry.amount, entry.balance_after])).toEqual([
      ['20.00', '0.00'],
      ['29.00', '21.00'],
    ]);
  });

  it('applies the discount before the cards, so a card pays what is left', async () => {
    const customer = await customerWithCart('24.50', 2);
    const discount = await newDiscountCode(shop, { kind: 'amount', value: '9.00' });
    const card = await newGiftCard(shop, '100.00');
    await applied(customer, card);
    const cart = await applied(customer, discount);
    expect(cart).toMatchObject({
      discount_total: '9.00',
      gift_card_total: '40.00',
      total_price: '0.00',
    });
  });

  it('refuses an unknown, expired, voided or used-up card with its reason', async () => {
    const customer = await customerWithCart();
    // A card pays until the end of its day in Brussels (ADR 0048): this one ended two days ago.
    const expired = await newGiftCard(shop, '10.00', {
      expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    const voided = await newGiftCard(shop, '10.00', { voided: true });
    const empty = await newGiftCard(shop, '10.00');
    await shop.database.pool.query(
      `insert into gift_card_ledger (gift_card_id, kind, amount_cents)
       select id, 'redeemed', -1000 from gift_cards where code = $1`,
      [empty],
    );
    const unknown = 'ABCD-EFGH-JKMN-PQRS';
    expect(refusal(await applyCode(customer, unknown))).toEqual([
      `The code ${unknown} does not exist. Check it and try again.`,
    ]);
    expect(refusal(await applyCode(customer, expired))).toEqual([
      serverText('en', 'cart.codes.giftCardExpired'),
    ]);
    expect(refusal(await applyCode(customer, voided))).toEqual([
      serverText('en', 'cart.codes.giftCardExpired'),
    ]);
    expect(refusal(await applyCode(customer, empty, 'fr'))).toEqual([
      serverText('fr', 'cart.codes.giftCardEmpty'),
    ]);
  });
});

/** Two lines of 24.50 with a card of `cardValue` and a 10 % code on the cart. */
async function cartWithCardAndCode(cardValue: string, maxRedemptions: number) {
  const customer = await customerWithCart('24.50', 2);
  const card = await newGiftCard(shop, cardValue);
  const code = await newDiscountCode(shop, { maxRedemptions });
  await applied(customer, card);
  await applied(customer, code);
  return { customer, card, code };
}

async function retrieve(sessionId: string) {
  return shop.payments.retrieveCheckoutSession(sessionId);
}

describe('checkout with codes', () => {
  it('passes the discount to the payment page as one coupon and charges the discounted total', async () => {
    const customer = await customerWithCart('24.50', 2);
    const code = await newDiscountCode(shop, { kind: 'percent', value: '10', maxRedemptions: 5 });
    await applied(customer, code);
    const started = await checkout(shop, customer);
    const session = await retrieve(started.session_id);
    expect(session.amount_subtotal).toBe(4900);
    expect(session.amount_total).toBe(4410);
    expect(session.total_details?.amount_discount).toBe(490);
    expect(session.discounts).toHaveLength(1);
    const couponId = session.discounts![0]!.coupon as string;
    const coupon = await fetch(`${shop.sandbox!.url}/v1/coupons/${couponId}`, {
      headers: { Authorization: 'Bearer sk_test_sandbox' },
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(coupon).toMatchObject({ amount_off: 490, currency: 'eur', name: code });
    expect(session.line_items!.data[0]).toMatchObject({
      amount_subtotal: 4900,
      amount_discount: 490,
      amount_total: 4410,
    });
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 0 });

    const page = await (await fetch(started.checkout_url)).text();
    expect(page).toContain(code);
    expect(page).toMatch(/44\.10/);

    const order = await payAndWait(started);
    expect(await orderRow(order.id)).toMatchObject({
      total_amount: '44.10',
      discount_total: '4.90',
      gift_card_total: '0.00',
      discount_code: code,
    });
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 1 });
    // The code was used for this order: it leaves the cart with the lines.
    expect((await cartOf(customer)).codes).toEqual([]);
    const { rows: invoiceLines } = await shop.database.pool.query<{
      lines: { unitPriceExclVat: string; amountExclVat: string; discount: unknown }[];
    }>('select lines from invoices where order_id = $1', [order.id]);
    // The invoice's table is without VAT, its discount too: 2 × 20.25 − 4.05 = 36.45.
    expect(invoiceLines[0]!.lines[0]).toMatchObject({
      unitPriceExclVat: '20.25',
      amountExclVat: '36.45',
      discount: { code, amountExclVat: '4.05' },
    });
    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, started.session_id)).json(),
    );
    expect(success).toMatchObject({
      total_amount: '44.10',
      discount: { code, amount: '4.90' },
      gift_card_total: '0.00',
    });
    // The invoice states the VAT on the discounted amount.
    const { rows } = await shop.database.pool.query<{
      total_cents: number;
      vat_breakdown: { vat_amount: string }[];
    }>('select total_cents, vat_breakdown from invoices where order_id = $1', [order.id]);
    expect(rows[0]!.total_cents).toBe(4410);
    expect(rows[0]!.vat_breakdown[0]!.vat_amount).toBe(
      moneyToApi(vatIncluded(parseMoney('44.10'), 21).vat),
    );
  });

  it('charges only the rest when a gift card pays part, and takes it from the card at the start', async () => {
    const customer = await customerWithCart('24.50', 2);
    const card = await newGiftCard(shop, '20.00');
    await applied(customer, card);
    const started = await checkout(shop, customer);
    expect(await giftCardBalanceOf(shop, card)).toBe('0.00');
    // Back on the cart, their own open checkout's hold is still theirs: the card still pays.
    expect((await cartOf(customer)).codes).toMatchObject([{ kind: 'gift_card', amount: '20.00' }]);
    const session = await retrieve(started.session_id);
    expect(session.amount_total).toBe(2900);
    expect(session.total_details?.amount_discount).toBe(2000);
    const order = await payAndWait(started);
    expect(await orderRow(order.id)).toMatchObject({
      total_amount: '29.00',
      gift_card_total: '20.00',
    });
    // The confirmation mail shows what the card paid and what was left.
    await shop.app.mail.sendOrderMails(order.id);
    const mail = await shop.database.pool.query<{ text: string }>(
      'select text from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${order.id}`],
    );
    expect(mail.rows[0]!.text).toContain('Paid with gift cards: −€20.00\n\nTotal: €29.00');
  });

  it('opens no payment page when gift cards pay everything: the order is paid at once', async () => {
    const customer = await customerWithCart('24.50', 2);
    const card = await newGiftCard(shop, '60.00');
    await applied(customer, card);
    const started = await checkout(shop, customer, 'en', NO_PAYMENT_PAGE_DETAILS);
    expect(started.checkout_url).toMatch(/\/checkout\/success\?session_id=giftcard_/);
    const success = await successPage(shop, customer, started.session_id);
    expect(success.statusCode, success.body).toBe(200);
    const order = checkoutSuccessSchema.parse(success.json());
    expect(order).toMatchObject({
      status: 'processing',
      total_amount: '0.00',
      gift_card_total: '49.00',
      discount: null,
    });
    expect(order.invoice?.url).toBeTruthy();
    expect(await giftCardBalanceOf(shop, card)).toBe('11.00');
    expect((await cartOf(customer)).items).toEqual([]);
    const { rows } = await shop.database.pool.query<{ payment_method: string }>(
      'select payment_method from invoices where order_id = $1',
      [order.order_id],
    );
    expect(rows[0]!.payment_method).toBe('gift_card');

    // Cancelled by staff, it gives the card its part back (no provider refund to make).
    await cancelAsStaff(shop, admin, order.order_id);
    expect(await giftCardBalanceOf(shop, card)).toBe('60.00');
  });

  it('gives the card and the redemption back when the open order is replaced', async () => {
    const { customer, card, code } = await cartWithCardAndCode('20.00', 1);
    const first = await checkout(shop, customer);
    expect(await giftCardBalanceOf(shop, card)).toBe('0.00');
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 0 });
    // The cart's codes changed: the open page is replaced and its order cancelled.
    await removeCode(customer, card);
    const second = await checkout(shop, customer);
    expect(second.session_id).not.toBe(first.session_id);
    expect((await orderOfSession(shop, first.session_id))!.status).toBe('cancelled');
    expect(await giftCardBalanceOf(shop, card)).toBe('20.00');
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 0 });
    expect((await retrieve(second.session_id)).amount_total).toBe(4410);
  });

  it('gives a paid order’s card amount and redemption back when staff cancel it', async () => {
    const { customer, card, code } = await cartWithCardAndCode('10.00', 3);
    const started = await checkout(shop, customer);
    const order = await payAndWait(started);
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 1 });
    // Staff see what the code took off and what the card paid.
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(detail.json()).toMatchObject({
      total_amount: '34.10',
      discount: { code, amount: '4.90' },
      gift_card_total: '10.00',
    });
    // The VAT is on what the products were sold for: 44.10 at 21 %.
    expect(detail.json().vat_breakdown[0].vat_amount).toBe(
      moneyToApi(vatIncluded(parseMoney('44.10'), 21).vat),
    );
    await cancelAsStaff(shop, admin, order.id);
    expect(await giftCardBalanceOf(shop, card)).toBe('10.00');
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 0, used: 0 });
  });

  it('leaves the €0.50 a card payment needs rather than a few cents: the card pays less', async () => {
    const customer = await customerWithCart('24.50', 2);
    const card = await newGiftCard(shop, '48.80');
    const cart = await applied(customer, card);
    expect(cart).toMatchObject({ gift_card_total: '48.50', total_price: '0.50' });
    expect(cart.codes[0]).toMatchObject({ amount: '48.50', balance_after: '0.30' });
    const started = await checkout(shop, customer);
    expect((await retrieve(started.session_id)).amount_total).toBe(50);
    expect(await giftCardBalanceOf(shop, card)).toBe('0.30');
  });

  it('refuses a checkout a discount leaves below €0.50, saying why', async () => {
    const customer = await customerWithCart('24.50', 2);
    const code = await newDiscountCode(shop, { kind: 'amount', value: '48.80' });
    await applied(customer, code);
    const response = await startCheckout(shop, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'What is left to pay, €0.20, is below the €0.50 a card payment needs. Remove the discount code or add something to your cart.',
    );
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 0, used: 0 });
  });

  it('pays an order a discount takes whole at once, without a payment page', async () => {
    const customer = await customerWithCart('24.50', 2);
    const code = await newDiscountCode(shop, { kind: 'percent', value: '100' });
    await applied(customer, code);
    const started = await checkout(shop, customer, 'en', NO_PAYMENT_PAGE_DETAILS);
    expect(started.checkout_url).toMatch(/\/checkout\/success\?session_id=giftcard_/);
    const success = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, started.session_id)).json(),
    );
    expect(success).toMatchObject({
      status: 'processing',
      total_amount: '0.00',
      discount: { code, amount: '49.00' },
    });
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 1 });
  });

  it('refuses at checkout a code that ran out since it was added, and reserves nothing', async () => {
    const customer = await customerWithCart();
    const code = await newDiscountCode(shop, { maxRedemptions: 1 });
    await applied(customer, code);
    await shop.database.pool.query(
      'update discount_codes set redemptions_reserved = 1 where code = $1',
      [code],
    );
    const response = await startCheckout(shop, customer);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(`The code ${code} has been used up.`);
    const { rows } = await shop.database.pool.query(`select id from orders where user_id = $1`, [
      customer.id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('codes under concurrency', () => {
  it('gives the last redemption of a code to exactly one of two customers paying at once', async () => {
    const code = await newDiscountCode(shop, { maxRedemptions: 1 });
    const customers = [await customerWithCart(), await customerWithCart()];
    for (const customer of customers) await applied(customer, code);
    const responses = await Promise.all(customers.map((customer) => startCheckout(shop, customer)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(JSON.stringify(refused.json())).toContain('has been used up');
    expect(await redemptionsOf(shop, code)).toEqual({ reserved: 1, used: 0 });
  });

  it('never spends a card twice when two carts spend it at the same moment', async () => {
    const card = await newGiftCard(shop, '20.00');
    const customers = [await customerWithCart(), await customerWithCart()];
    for (const customer of customers) await applied(customer, card);
    const responses = await Promise.all(customers.map((customer) => startCheckout(shop, customer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await giftCardBalanceOf(shop, card)).toBe('0.00');
    const { rows } = await shop.database.pool.query<{ amount: string }>(
      `select ${euros('l.amount_cents')} as amount
         from gift_card_ledger l join gift_cards c on c.id = l.gift_card_id
        where c.code = $1 and l.kind = 'redeemed'`,
      [card],
    );
    expect(rows.map((row) => row.amount)).toEqual(['-20.00']);
  });
});

describe('/api/admin/discount-codes/', () => {
  it('creates a code stored normalised, lists it, and the cart takes it; audited', async () => {
    const created = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'spring-15',
      kind: 'percent',
      value: '15',
      min_subtotal: '20.00',
      max_redemptions: 100,
      once_per_customer: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      value: '15',
      min_subtotal: '20.00',
      max_redemptions: 100,
      once_per_customer: true,
      active: true,
      redemptions_reserved: 0,
      redemptions_used: 0,
    });
    const list = await injectAs(
      shop,
      admin,
      'GET',
      '/api/admin/discount-codes/?filter={"q":"spring"}',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().map((code: { code: string }) => code.code)).toEqual(['SPRING15']);
    expect(list.headers['content-range']).toMatch(/^discount-codes 0-0\/1$/);

    const customer = await customerWithCart('24.50', 2);
    expect((await applied(customer, 'Spring 15')).discount_total).toBe('7.35');

    const { rows } = await shop.database.pool.query(
      `select action, after->>'code' as code from admin_audit_log
        where entity = 'discount_code' and entity_id = $1`,
      [String(created.json().id)],
    );
    expect(rows).toEqual([{ action: 'created', code: 'SPRING15' }]);
  });

  it('deactivates a code: carts drop it and new customers cannot add it', async () => {
    const created = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'BYE5',
      kind: 'amount',
      value: '5.00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const customer = await customerWithCart();
    await applied(customer, 'bye5');
    const updated = await injectAs(
      shop,
      admin,
      'PUT',
      `/api/admin/discount-codes/${created.json().id}/`,
      {
        kind: 'amount',
        value: '5.00',
        active: false,
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ active: false });
    expect((await cartOf(customer)).codes).toEqual([]);
    expect(refusal(await applyCode(customer, 'BYE5'))).toEqual([
      'The code BYE5 does not exist. Check it and try again.',
    ]);
  });

  it('refuses bad input per field, a taken code, and anyone but staff', async () => {
    const bad = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'OK10',
      kind: 'percent',
      value: '150',
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2026-11-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('value');
    expect(bad.json()).toHaveProperty('ends_at');
    const first = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'TWICE',
      kind: 'amount',
      value: '1.00',
    });
    expect(first.statusCode).toBe(201);
    const again = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'twice',
      kind: 'amount',
      value: '2.00',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Another discount code already uses this code.');
    const customer = await newCustomer(shop);
    const refused = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/discount-codes/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
