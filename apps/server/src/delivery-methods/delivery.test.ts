import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  brusselsDay,
  cartSchema,
  deliveryMethodListSchema,
  type Cart,
} from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  stockOf,
  waitFor,
  type Customer,
} from '../test/checkout.js';
import { newDiscountCode } from '../test/codes.js';

/** Delivery methods, rates and the cart's choice (issue 27), on the demo shop's methods. */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
});
afterAll(() => shop.close());

function call(
  customer: Customer | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) {
  return shop.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: customer ? { authorization: `Bearer ${customer.access}` } : {},
  });
}

async function cartAfter(response: Awaited<ReturnType<typeof call>>): Promise<Cart> {
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

function chooseDelivery(customer: Customer, body: Record<string, unknown>, lang = 'en') {
  return call(customer, 'PUT', `/api/cart/delivery/?lang=${lang}`, body);
}

/** A home delivery method staff add, named Courier in every language, priced in cents per country. */
async function newHomeMethod(
  code: string,
  rates: Record<string, { price: number; freeFrom?: number }>,
): Promise<void> {
  await shop.database.pool.query(
    `insert into delivery_methods (code, kind, name, name_nl, name_fr, estimate_from_days, estimate_to_days)
     values ($1, 'home', 'Courier', 'Koerier', 'Coursier', 0, 1)`,
    [code],
  );
  for (const [country, rate] of Object.entries(rates)) {
    await shop.database.pool.query(
      `insert into delivery_rates (method_id, country, price_cents, free_from_cents)
       select id, $2, $3, $4 from delivery_methods where code = $1`,
      [code, country, rate.price, rate.freeFrom ?? null],
    );
  }
}

describe('GET /api/delivery/methods/', () => {
  it('answers the methods offered in Belgium with price, threshold and a working-day estimate', async () => {
    const response = await call(null, 'GET', '/api/delivery/methods/?country=BE&lang=nl');
    expect(response.statusCode, response.body).toBe(200);
    const methods = deliveryMethodListSchema.parse(response.json());
    const today = brusselsDay(new Date());
    expect(methods).toEqual([
      {
        code: 'home',
        kind: 'home',
        name: 'Levering aan huis',
        price: '4.95',
        free_from: '50.00',
        estimate: { from: addWorkingDays(today, 1), to: addWorkingDays(today, 3) },
      },
      {
        code: 'pickup-point',
        kind: 'pickup_point',
        name: 'Afhaalpunt of pakketautomaat',
        price: '3.95',
        free_from: null,
        estimate: { from: addWorkingDays(today, 1), to: addWorkingDays(today, 3) },
      },
      {
        code: 'collection',
        kind: 'collection',
        name: 'Afhalen in het atelier',
        price: '0.00',
        free_from: null,
        estimate: { from: addWorkingDays(today, 1), to: addWorkingDays(today, 2) },
      },
    ]);
  });

  it('offers home delivery to the neighbours at their own price, and no Belgian pick-up point there', async () => {
    const response = await call(null, 'GET', '/api/delivery/methods/?country=fr');
    const methods = deliveryMethodListSchema.parse(response.json());
    expect(methods.map((method) => [method.code, method.price, method.free_from])).toEqual([
      ['home', '11.95', null],
      ['collection', '0.00', null],
    ]);
  });

  it('refuses a country the shop does not deliver to with a message on `country`', async () => {
    const response = await call(null, 'GET', '/api/delivery/methods/?country=US&lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ country: ['Nous ne livrons pas dans ce pays.'] });
  });
});

describe('PUT /api/cart/delivery/', () => {
  it('adds the delivery to the cart, and makes it free when the products cross the threshold', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { price: '24.50' });
    await addToCart(shop, customer, product, 1);
    const chosen = await cartAfter(
      await chooseDelivery(customer, { method: 'home', country: 'BE' }),
    );
    expect(chosen.delivery).toEqual({
      method: 'home',
      kind: 'home',
      name: 'Home delivery',
      country: 'BE',
      price: '4.95',
      pickup_point: null,
    });
    expect(chosen.delivery_total).toBe('4.95');
    expect(chosen.total_price).toBe('29.45');

    // A second unit: 49.00, still below 50.00.
    const [line] = chosen.items;
    const below = await cartAfter(
      await call(customer, 'PUT', `/api/cart/update/${line!.id}/`, { quantity: 2 }),
    );
    expect(below.delivery_total).toBe('4.95');
    expect(below.total_price).toBe('53.95');

    // A third: 73.50, free from 50.00.
    const above = await cartAfter(
      await call(customer, 'PUT', `/api/cart/update/${line!.id}/`, { quantity: 3 }),
    );
    expect(above.delivery).toMatchObject({ method: 'home', price: '0.00' });
    expect(above.delivery_total).toBe('0.00');
    expect(above.total_price).toBe('73.50');

    // Back below: charged again.
    const again = await cartAfter(
      await call(customer, 'PUT', `/api/cart/update/${line!.id}/`, { quantity: 1 }),
    );
    expect(again.delivery_total).toBe('4.95');
  });

  it('measures the threshold on the products after discount: a discount code does not reduce delivery', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '52.00' }));
    await cartAfter(await chooseDelivery(customer, { method: 'home', country: 'BE' }));
    const code = await newDiscountCode(shop, { kind: 'percent', value: '10' });
    const cart = await cartAfter(await call(customer, 'POST', '/api/cart/codes/', { code }));
    // 52.00 − 5.20 = 46.80 is below 50.00: delivery is charged, and in full.
    expect(cart.discount_total).toBe('5.20');
    expect(cart.delivery_total).toBe('4.95');
    expect(cart.total_price).toBe('51.75');
  });

  it('makes delivery free with a "free delivery" code, and takes nothing off the products', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00' }));
    await cartAfter(await chooseDelivery(customer, { method: 'home', country: 'NL' }));
    const code = await newDiscountCode(shop, { kind: 'free_delivery' });
    const cart = await cartAfter(await call(customer, 'POST', '/api/cart/codes/', { code }));
    expect(cart.discount_total).toBe('0.00');
    expect(cart.delivery_total).toBe('0.00');
    expect(cart.total_price).toBe('20.00');
  });

  it('puts the delivery in the VAT breakdown at the rate of the goods, split in proportion when rates differ', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '30.00', vatRate: 21 }));
    await addToCart(shop, customer, await newProduct(shop, { price: '10.00', vatRate: 6 }));
    const cart = await cartAfter(await chooseDelivery(customer, { method: 'home', country: 'BE' }));
    // 4.95 over 30.00 : 10.00 → 3.71 at 21 % and 1.24 at 6 %.
    expect(cart.vat_breakdown).toEqual([
      { rate: '21', taxable_amount: '27.86', vat_amount: '5.85' },
      { rate: '6', taxable_amount: '10.60', vat_amount: '0.64' },
    ]);
    expect(cart.total_price).toBe('44.95');
  });

  it('refuses a method not offered there, a country not delivered and an unknown pick-up point, each on its field', async () => {
    const customer = await newCustomer(shop);
    const notOffered = await chooseDelivery(customer, { method: 'pickup-point', country: 'FR' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({
      method: ['This delivery method is not offered in this country.'],
    });

    const country = await chooseDelivery(customer, { method: 'home', country: 'US' }, 'nl');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ country: ['Naar dit land leveren we niet.'] });

    const point = await chooseDelivery(customer, {
      method: 'pickup-point',
      country: 'BE',
      pickup_point_id: 'no-such-point',
    });
    expect(point.statusCode).toBe(400);
    expect(point.json()).toMatchObject({
      pickup_point_id: [
        "This pick-up point is not on the carrier's list: choose one from the list.",
      ],
    });

    const noPoint = await chooseDelivery(customer, { method: 'pickup-point', country: 'BE' });
    expect(noPoint.statusCode).toBe(400);
    expect(noPoint.json()).toMatchObject({ pickup_point_id: ['Choose a pick-up point.'] });

    const unknown = await chooseDelivery(customer, { method: 'By Pigeon!', country: 'BE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().method).toEqual([expect.any(String)]);
  });

  it('asks again for a method staff no longer offer', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '12.00' }));
    await newHomeMethod('express-test', { BE: { price: 990 } });
    const chosen = await cartAfter(
      await chooseDelivery(customer, { method: 'express-test', country: 'BE' }),
    );
    expect(chosen.delivery_total).toBe('9.90');
    await shop.database.pool.query(
      `update delivery_methods set active = false where code = 'express-test'`,
    );
    const cart = await cartAfter(await call(customer, 'GET', '/api/cart/'));
    expect(cart.delivery).toBeNull();
    expect(cart.delivery_total).toBe('0.00');
    expect(cart.total_price).toBe('12.00');
  });
});

describe('the delivery on the payment page, the order and the invoice', () => {
  it("charges home delivery as Stripe shipping rate, keeps it on the order and invoices it at the goods' VAT rates", async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '30.00', vatRate: 21 }));
    await addToCart(shop, customer, await newProduct(shop, { price: '10.00', vatRate: 6 }));
    await cartAfter(await chooseDelivery(customer, { method: 'home', country: 'BE' }));
    const started = await checkout(shop, customer);
    const session = await shop.payments.retrieveCheckoutSession(started.session_id);
    expect(session.amount_total).toBe(4495);
    expect(session.shipping_cost).toMatchObject({ amount_total: 495 });
    expect(session.total_details?.amount_shipping).toBe(495);
    // Home delivery at the Belgian price: an address in Belgium is asked.
    expect(session.shipping_address_collection).toEqual({ allowed_countries: ['BE'] });

    await payOnHostedPage(started.checkout_url, { card: CARD_PAYS });
    const order = await waitFor(
      () => orderOfSession(shop, started.session_id),
      (row) => row?.status === 'processing',
      'the payment to reach the order',
    );
    const { rows } = await shop.database.pool.query<{
      delivery_method: string;
      delivery_kind: string;
      delivery_price_cents: number;
      total_cents: number;
    }>(
      'select delivery_method, delivery_kind, delivery_price_cents, total_cents from orders where id = $1',
      [order!.id],
    );
    expect(rows[0]).toEqual({
      delivery_method: 'home',
      delivery_kind: 'home',
      delivery_price_cents: 495,
      total_cents: 4495,
    });
    const invoice = await waitFor(
      async () =>
        (
          await shop.database.pool.query<{
            lines: { description: string; vatRate: string; amountInclVat: string }[];
            vat_breakdown: unknown;
          }>('select lines, vat_breakdown from invoices where order_id = $1', [order!.id])
        ).rows[0],
      (row) => row !== undefined,
      'the invoice',
    );
    expect(
      invoice!.lines
        .filter((line) => line.description === 'Delivery')
        .map((line) => [line.vatRate, line.amountInclVat]),
    ).toEqual([
      ['21', '3.71'],
      ['6', '1.24'],
    ]);
    expect(invoice!.vat_breakdown).toEqual([
      { rate: '21', taxable_amount: '27.86', vat_amount: '5.85' },
      { rate: '6', taxable_amount: '10.60', vat_amount: '0.64' },
    ]);
  });

  it("charges at checkout the delivery price the cart shows: the chosen country's rate as staff set it last", async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00' }));
    // Belgium's price beside the Netherlands': a read that took another country's would show.
    await newHomeMethod('courier-test', {
      BE: { price: 300 },
      NL: { price: 750, freeFrom: 10000 },
    });
    const chosen = await cartAfter(
      await chooseDelivery(customer, { method: 'courier-test', country: 'NL' }, 'nl'),
    );
    expect(chosen.delivery).toMatchObject({ name: 'Koerier', country: 'NL', price: '7.50' });

    await shop.database.pool.query(
      `update delivery_rates set price_cents = 820
       where country = 'NL' and method_id = (select id from delivery_methods where code = 'courier-test')`,
    );
    const cart = await cartAfter(await call(customer, 'GET', '/api/cart/?lang=nl'));
    expect(cart.delivery).toMatchObject({ name: 'Koerier', country: 'NL', price: '8.20' });
    expect(cart.delivery_total).toBe('8.20');
    expect(cart.total_price).toBe('28.20');

    const started = await checkout(shop, customer, 'nl');
    const session = await shop.payments.retrieveCheckoutSession(started.session_id);
    expect(session.shipping_cost).toMatchObject({ amount_total: 820 });
    expect(session.amount_total).toBe(2820);
  });

  it('asks no address on the payment page for collection at the workshop', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '15.00' }));
    await cartAfter(await chooseDelivery(customer, { method: 'collection', country: 'BE' }));
    const started = await checkout(shop, customer);
    const session = await shop.payments.retrieveCheckoutSession(started.session_id);
    expect(session.shipping_address_collection).toBeNull();
    expect(session.shipping_cost).toMatchObject({ amount_total: 0 });
    expect(session.amount_total).toBe(1500);
    const page = await (await fetch(started.checkout_url)).text();
    expect(page).toContain('Collect at the workshop');
    expect(page).not.toContain('shipping-line1');
  });
});

describe('checkout needs a delivery choice', () => {
  /** The checkout's start as the storefront calls it, without the test helper's default choice. */
  function startWithoutHelper(customer: Customer, lang: string) {
    return call(customer, 'POST', `/api/checkout/create-checkout-session/?lang=${lang}`);
  }

  async function pendingOrders(customer: Customer): Promise<number> {
    const { rows } = await shop.database.pool.query<{ count: number }>(
      'select count(*)::int as count from orders where user_id = $1',
      [customer.id],
    );
    return rows[0]!.count;
  }

  it("refuses to start checkout when no delivery is chosen, in the customer's language, and reserves nothing", async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { price: '18.00', stock: 3 });
    await addToCart(shop, customer, product);
    for (const [lang, text] of [
      ['en', 'Choose how your order is delivered.'],
      ['nl', 'Kies hoe je bestelling geleverd wordt.'],
      ['fr', 'Choisissez comment votre commande sera livrée.'],
    ] as const) {
      const response = await startWithoutHelper(customer, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        detail: text,
        error: text,
        delivery: [text],
      });
    }
    expect(await pendingOrders(customer)).toBe(0);
    expect(await stockOf(shop, product)).toBe(3);
  });

  it('refuses to start checkout when the chosen method is no longer offered', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '18.00' }));
    await newHomeMethod('withdrawn-test', { BE: { price: 990 } });
    await cartAfter(await chooseDelivery(customer, { method: 'withdrawn-test', country: 'BE' }));
    await shop.database.pool.query(
      `update delivery_methods set active = false where code = 'withdrawn-test'`,
    );
    const response = await startWithoutHelper(customer, 'en');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ delivery: ['Choose how your order is delivered.'] });
    expect(await pendingOrders(customer)).toBe(0);

    await cartAfter(await chooseDelivery(customer, { method: 'collection', country: 'BE' }));
    expect((await startWithoutHelper(customer, 'en')).statusCode).toBe(200);
  });
});
