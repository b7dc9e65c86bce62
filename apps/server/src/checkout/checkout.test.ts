import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILING_TEST_IBAN, SUCCEEDING_TEST_IBAN } from '@shop/payment-sandbox';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_DECLINED,
  CARD_PAYS,
  cartSize,
  checkout,
  confirmationMailsQueued,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  sandboxEvents,
  startCheckout,
  statusChanges,
  stockOf,
  successPage,
  waitFor,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';
import { euros } from '../test/euros.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', PUBLIC_URL: 'https://shop.example.be' },
  });
});
afterAll(() => shop.close());

describe('starting a checkout', () => {
  it('creates a pending order with a snapshot, reserves the stock and opens a session', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, {
      name: 'Engraved mug',
      nameFr: 'Tasse gravée',
      price: '12.50',
      stock: 5,
    });
    const card = await newProduct(shop, { name: 'Card', price: '3.05', stock: null, vatRate: 6 });
    await addToCart(shop, customer, mug, 2, 'Anna');
    await addToCart(shop, customer, card, 1);

    const before = Date.now();
    const result = await checkout(shop, customer, 'fr');
    expect(result.checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\//);
    expect(result.session_id).toMatch(/^cs_test_/);

    const session = await shop.payments.retrieveCheckoutSession(result.session_id);
    const order = await orderOfSession(shop, result.session_id);
    expect(order?.status).toBe('pending');
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      amount_total: 2 * 1250 + 305,
      customer_email: customer.email,
      client_reference_id: String(order!.id),
      metadata: { order_id: String(order!.id) },
      locale: 'fr',
      success_url: 'https://shop.example.be/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.be/cart',
      // Home delivery in Belgium (the helpers' choice): an address there is asked.
      shipping_address_collection: { allowed_countries: ['BE'] },
      status: 'open',
    });
    const minutes = (session.expires_at * 1000 - before) / 60_000;
    expect(minutes).toBeGreaterThan(30);
    expect(minutes).toBeLessThanOrEqual(31.1);
    const lines = session.line_items?.data.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_amount: line.price?.unit_amount,
      currency: line.price?.currency,
    }));
    expect(lines).toEqual([
      { description: 'Tasse gravée', quantity: 2, unit_amount: 1250, currency: 'eur' },
      { description: 'Card', quantity: 1, unit_amount: 305, currency: 'eur' },
    ]);

    const { rows: items } = await shop.database.pool.query(
      `select product_name, ${euros('unit_price_cents')} as unit_price, quantity, personalization,
              vat_rate, withdrawal_right
         from order_items where order_id = $1 order by id`,
      [order!.id],
    );
    // Each line keeps its VAT rate as sold (numeric, ADR 0092); the personalised one has no right of withdrawal.
    expect(items).toEqual([
      {
        product_name: 'Tasse gravée',
        unit_price: '12.50',
        quantity: 2,
        personalization: 'Anna',
        vat_rate: '21.00',
        withdrawal_right: false,
      },
      {
        product_name: 'Card',
        unit_price: '3.05',
        quantity: 1,
        personalization: '',
        vat_rate: '6.00',
        withdrawal_right: true,
      },
    ]);
    const { rows: totals } = await shop.database.pool.query(
      `select ${euros('total_cents')} as total_amount from orders where id = $1`,
      [order!.id],
    );
    expect(totals[0]).toEqual({ total_amount: '28.05' });
    expect(await stockOf(shop, mug)).toBe(3);
    expect(await stockOf(shop, card)).toBeNull();
    // The cart stays until the payment succeeds.
    expect(await cartSize(shop, customer)).toBe(2);
  });

  it("falls back to the storefront's Accept-Language without `lang`", async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { name: 'Vase', nameFr: 'Vase en grès' });
    await addToCart(shop, customer, product, 1);
    await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session/',
      headers: { authorization: `Bearer ${customer.access}`, 'accept-language': 'fr-BE,fr;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    const session = await shop.payments.retrieveCheckoutSession(response.json().session_id);
    expect(session.locale).toBe('fr');
    expect(session.line_items?.data[0]?.description).toBe('Vase en grès');
  });

  it('refuses an empty cart with 400 and an error text', async () => {
    const customer = await newCustomer(shop);
    const response = await startCheckout(shop, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      detail: 'Your cart is empty.',
      error: 'Your cart is empty.',
    });
  });

  it("writes the refusal in the shopper's language", async () => {
    const customer = await newCustomer(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session/',
      headers: { authorization: `Bearer ${customer.access}`, 'accept-language': 'nl-BE,nl;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Je winkelwagen is leeg.');
  });

  it('refuses a cart with an unavailable product and reserves nothing', async () => {
    const customer = await newCustomer(shop);
    const available = await newProduct(shop, { stock: 4 });
    const gone = await newProduct(shop, { name: 'Retired vase' });
    await shop.database.pool.query('update products set is_available = false where id = $1', [
      gone,
    ]);
    await addToCart(shop, customer, available, 1);
    await addToCart(shop, customer, gone, 1);

    const response = await startCheckout(shop, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('"Retired vase" is no longer available');
    expect(await stockOf(shop, available)).toBe(4);
  });

  it('refuses more than the stock left', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { name: 'Rare print', stock: 2 });
    await addToCart(shop, customer, product, 3);
    const response = await startCheckout(shop, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Only 2 of "Rare print" left. Please lower the quantity in your cart to continue.',
    );
    expect(await stockOf(shop, product)).toBe(2);
  });

  it('sells 3 units to exactly 3 of 20 concurrent buyers, never below zero', async () => {
    const product = await newProduct(shop, { name: 'Limited lamp', stock: 3 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(shop)));
    for (const customer of customers) await addToCart(shop, customer, product, 1);

    const responses = await Promise.all(customers.map((customer) => startCheckout(shop, customer)));
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const response of refused) {
      expect(response.json().error).toBe(
        '"Limited lamp" is sold out. Please remove it from your cart to continue.',
      );
    }
    expect(new Set(ok.map((response) => response.json().session_id)).size).toBe(3);
    expect(await stockOf(shop, product)).toBe(0);
    const { rows } = await shop.database.pool.query(
      `select count(*)::int as orders from order_items i join orders o on o.id = i.order_id
        where i.product_id = $1 and o.status = 'pending'`,
      [product],
    );
    expect(rows[0]).toEqual({ orders: 3 });
    const { rows: product_ } = await shop.database.pool.query(
      'select is_available, availability from products where id = $1',
      [product],
    );
    expect(product_[0]).toEqual({ is_available: false, availability: 'out_of_stock' });
  });
});

describe('paying', () => {
  it('fulfils a card payment once: processing, address, cart emptied, one mail', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { name: 'Star map', price: '39.00', stock: 10 });
    await addToCart(shop, customer, product, 1, 'For Ada');
    const { checkout_url, session_id } = await checkout(shop, customer);

    const paid = await payOnHostedPage(checkout_url, { card: CARD_PAYS });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `https://shop.example.be/checkout/success?session_id=${session_id}`,
    );

    // The browser lands on the success page, possibly before the webhook.
    const page = await successPage(shop, customer, session_id);
    expect(page.statusCode).toBe(200);
    const order = await orderOfSession(shop, session_id);
    expect(page.json()).toEqual({
      order_id: order!.id,
      status: 'processing',
      total_amount: '39.00',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      items: [
        {
          product_name: 'Star map',
          quantity: 1,
          personalization: 'For Ada',
          unit_price: '39.00',
          // Personalised: no right of withdrawal (art. 16(c)).
          withdrawal_right: false,
          // A product without options (issue 29, ADR 0080).
          variant: null,
          // No customer's photo on this line (issue 29, ADR 0100).
          photo: null,
        },
      ],
      shipping_address: {
        name: 'Ada Peeters',
        address_1: 'Wetstraat 16',
        address_2: 'Bus 3',
        postal_code: '1000',
        city: 'Brussel',
        country: 'BE',
      },
      // What the provider charged: the test Visa card.
      payment_method: { type: 'card', brand: 'visa', last4: '4242' },
      gift: { is_gift: false, message: '', wrapping: false, wrapping_price: null },
      discount: null,
      gift_card_total: '0.00',
      // 21 % of 39.00 is 6.77; the invoice is issued with the payment.
      vat_breakdown: [{ rate: '21', taxable_amount: '32.23', vat_amount: '6.77' }],
      // A consumer's VAT is no reverse charge (ADR 0094).
      reverse_charge: false,
      invoice: {
        number: expect.stringMatching(/^\d{4}-\d{6}$/),
        url: expect.stringMatching(new RegExp(`^/api/checkout/orders/${order!.id}/documents/`)),
        // A consumer gets no e-invoice (ADR 0087).
        xml_url: null,
      },
      credit_notes: [],
    });
    expect(order?.payment_intent_id).toMatch(/^pi_/);
    expect(await cartSize(shop, customer)).toBe(0);

    // The webhook arrives too, and changes nothing more.
    const events = await sandboxEvents(shop, session_id);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    await waitFor(
      () => shop.database.pool.query('select 1 from payment_events where id = $1', [events[0]!.id]),
      (result) => result.rowCount === 1,
      'the webhook',
    );
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
    expect((await statusChanges(shop, order!.id)).map((change) => change.to_status)).toEqual([
      'pending',
      'processing',
    ]);
    expect(await stockOf(shop, product)).toBe(9);
  });

  it('leaves the order pending and the stock reserved when the card is declined', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 2 });
    await addToCart(shop, customer, product, 1);
    const { checkout_url, session_id } = await checkout(shop, customer);

    const declined = await payOnHostedPage(checkout_url, { card: CARD_DECLINED });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const order = await orderOfSession(shop, session_id);
    const page = await successPage(shop, customer, session_id);
    expect(page.json()).toMatchObject({
      order_id: order!.id,
      status: 'pending',
      shipping_address: null,
    });
    expect(order?.status).toBe('pending');
    expect(await stockOf(shop, product)).toBe(1);
    expect(await cartSize(shop, customer)).toBe(1);
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(0);
  });

  it('cancels the order and releases the stock when the session expires', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 1 });
    await addToCart(shop, customer, product, 1);
    const { session_id } = await checkout(shop, customer);
    expect(await stockOf(shop, product)).toBe(0);

    await shop.payments.expireCheckoutSession(session_id);
    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'cancelled',
      'the expiry webhook',
    );
    expect(await stockOf(shop, product)).toBe(1);
    const { rows } = await shop.database.pool.query(
      'select is_available, availability from products where id = $1',
      [product],
    );
    expect(rows[0]).toEqual({ is_available: true, availability: 'in_stock' });
    expect((await statusChanges(shop, order!.id)).at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      reason: 'The payment session expired before payment.',
    });
    expect(await cartSize(shop, customer)).toBe(1);
  });

  it('waits for a bank debit, then fulfils it when it succeeds', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 3 });
    await addToCart(shop, customer, product, 2);
    const { checkout_url, session_id } = await checkout(shop, customer);

    expect((await payOnHostedPage(checkout_url, { iban: SUCCEEDING_TEST_IBAN })).status).toBe(303);
    const page = await successPage(shop, customer, session_id);
    expect(page.json().status).toBe('pending');

    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'processing',
      'the async payment',
    );
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(1);
    expect(await stockOf(shop, product)).toBe(1);
  });

  it('cancels the order and releases the stock when a bank debit fails', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 3 });
    await addToCart(shop, customer, product, 2);
    const { checkout_url, session_id } = await checkout(shop, customer);
    expect(await stockOf(shop, product)).toBe(1);

    expect((await payOnHostedPage(checkout_url, { iban: FAILING_TEST_IBAN })).status).toBe(303);
    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'cancelled',
      'the failed debit',
    );
    expect(await stockOf(shop, product)).toBe(3);
    expect(await confirmationMailsQueued(shop, order!.id)).toBe(0);
    expect(await cartSize(shop, customer)).toBe(1);
  });

  it("records a refund in the order's history", async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { price: '20.00' });
    await addToCart(shop, customer, product, 1);
    const { checkout_url, session_id } = await checkout(shop, customer);
    await payOnHostedPage(checkout_url, { card: CARD_PAYS });
    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'processing',
      'the payment',
    );

    await shop.payments.createRefund(
      { payment_intent: order!.payment_intent_id!, amount: 500 },
      `test-refund-${order!.id}`,
    );
    const changes = await waitFor(
      () => statusChanges(shop, order!.id),
      (rows) => rows.some((row) => row.reason.startsWith('Refunded')),
      'the refund webhook',
    );
    expect(changes.at(-1)).toMatchObject({
      from_status: 'processing',
      to_status: 'processing',
      reason: expect.stringContaining('Refunded in part: €5.00'),
    });
  });
});

describe('the success page', () => {
  it("answers only the order's owner", async () => {
    const owner = await newCustomer(shop);
    const other = await newCustomer(shop);
    const product = await newProduct(shop);
    await addToCart(shop, owner, product, 1);
    const { session_id } = await checkout(shop, owner);

    expect((await successPage(shop, other, session_id)).statusCode).toBe(404);
    expect((await successPage(shop, owner, 'cs_test_unknown')).statusCode).toBe(404);
    const anonymous = await shop.app.inject({
      method: 'GET',
      url: `/api/checkout/success/?session_id=${session_id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

it('documents the checkout and orders endpoints in the OpenAPI document', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/checkout/create-checkout-session/',
      '/api/checkout/webhook/',
      '/api/checkout/success/',
      '/api/checkout/orders/',
    ]),
  );
});
