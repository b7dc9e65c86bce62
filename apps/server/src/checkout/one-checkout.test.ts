import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCEEDING_TEST_IBAN } from '@shop/payment-sandbox';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  openHostedPage,
  orderOfSession,
  payOnHostedPage,
  startCheckout,
  statusChanges,
  stockOf,
  waitFor,
  type Customer,
} from '../test/checkout.js';

/**
 * Issue 14, "one checkout per cart": a customer has at most one open payment page, one cart
 * never becomes two paid orders, and payment settles exactly the lines the page showed.
 */

const CHECKOUT_STARTS_PER_WINDOW = 6;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    // Long enough that a bank debit is still settling when the customer starts again.
    paymentSandbox: { asyncPaymentDelayMs: 5_000 },
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_CHECKOUT_PER_ACCOUNT: String(CHECKOUT_STARTS_PER_WINDOW),
      RATE_LIMIT_CHECKOUT_WINDOW_SECONDS: '600',
      PUBLIC_URL: 'https://shop.example.be',
    },
  });
});
afterAll(() => shop.close());

async function ordersOf(customer: Customer) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    status: string;
    checkout_session_id: string | null;
  }>('select id, status, checkout_session_id from orders where user_id = $1 order by id', [
    customer.id,
  ]);
  return rows;
}

async function cartLines(customer: Customer) {
  const { rows } = await shop.database.pool.query<{
    product_id: number;
    quantity: number;
    personalization: string;
  }>(
    'select product_id, quantity, personalization from cart_items where user_id = $1 order by product_id, personalization',
    [customer.id],
  );
  return rows;
}

async function setQuantity(customer: Customer, productId: number, quantity: number) {
  await shop.database.pool.query(
    'update cart_items set quantity = $3 where user_id = $1 and product_id = $2',
    [customer.id, productId, quantity],
  );
}

describe('one open payment page per customer', () => {
  it('two starts at once end with one open session and one reservation', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 10 });
    await addToCart(shop, customer, product, 2);

    const [first, second] = await Promise.all([
      startCheckout(shop, customer),
      startCheckout(shop, customer),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().session_id).toBe(first.json().session_id);
    expect(second.json().checkout_url).toBe(first.json().checkout_url);

    const pending = (await ordersOf(customer)).filter((order) => order.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(await stockOf(shop, product)).toBe(8);
  });

  it('starting again with the cart unchanged returns the open page', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 5 });
    await addToCart(shop, customer, product, 1, 'For Ada');

    const first = await checkout(shop, customer);
    const again = await checkout(shop, customer);
    expect(again).toEqual(first);
    expect((await ordersOf(customer)).map((order) => order.status)).toEqual(['pending']);
    expect(await stockOf(shop, product)).toBe(4);
    const session = await shop.payments.retrieveCheckoutSession(first.session_id);
    expect(session.status).toBe('open');
  });

  it('starting again after the cart changed expires the old page, releases its stock and reserves anew', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 5 });
    await addToCart(shop, customer, product, 2);

    const first = await checkout(shop, customer);
    const oldPage = await openHostedPage(first.checkout_url);
    expect(await stockOf(shop, product)).toBe(3);

    await setQuantity(customer, product, 3);
    const second = await checkout(shop, customer);
    expect(second.session_id).not.toBe(first.session_id);

    // The old page is closed at the provider: it cannot be paid any more.
    expect((await shop.payments.retrieveCheckoutSession(first.session_id)).status).toBe('expired');
    const late = await oldPage({ card: CARD_PAYS });
    expect(late.status).toBe(409);
    expect((await orderOfSession(shop, first.session_id))?.status).toBe('cancelled');
    // Only the new checkout's units are held: 5 - 3, never 5 - 2 - 3.
    expect(await stockOf(shop, product)).toBe(2);
    expect(
      (await statusChanges(shop, (await orderOfSession(shop, first.session_id))!.id)).at(-1),
    ).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      reason: 'Replaced by a new checkout of the same cart.',
    });
    // Replacing a page is not a failed payment: no "not paid" mail.
    const { rows } = await shop.database.pool.query(
      "select 1 from mail_outbox where template = 'payment-not-completed' and to_address = $1",
      [customer.email],
    );
    expect(rows).toHaveLength(0);

    const paid = await payOnHostedPage(second.checkout_url, { card: CARD_PAYS });
    expect(paid.status).toBe(303);
    await waitFor(
      () => orderOfSession(shop, second.session_id),
      (order) => order?.status === 'processing',
      'the payment',
    );
    expect((await ordersOf(customer)).map((order) => order.status)).toEqual([
      'cancelled',
      'processing',
    ]);
  });

  it("never holds more stock for a customer than one checkout's worth", async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 10 });
    await addToCart(shop, customer, product, 4);
    for (const quantity of [4, 3, 4, 2]) {
      await setQuantity(customer, product, quantity);
      await checkout(shop, customer);
      expect(await stockOf(shop, product)).toBe(10 - quantity);
    }
    const pending = (await ordersOf(customer)).filter((order) => order.status === 'pending');
    expect(pending).toHaveLength(1);
  });
});

describe('one paid order per cart', () => {
  it('refunds a superseded page that is paid after the new one, records it and tells the customer', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { price: '15.00', stock: 10 });
    await addToCart(shop, customer, product, 1);

    const first = await checkout(shop, customer, 'nl');
    const oldPage = await openHostedPage(first.checkout_url);
    // The race the expiry usually prevents: the shop has replaced the first checkout (here as
    // staff cancelling it would) while the provider still takes a payment on its page.
    const firstOrder = (await orderOfSession(shop, first.session_id))!;
    await shop.database.pool.query("update orders set status = 'cancelled' where id = $1", [
      firstOrder.id,
    ]);
    await setQuantity(customer, product, 2);
    const second = await checkout(shop, customer, 'nl');

    expect((await payOnHostedPage(second.checkout_url, { card: CARD_PAYS })).status).toBe(303);
    await waitFor(
      () => orderOfSession(shop, second.session_id),
      (order) => order?.status === 'processing',
      'the new payment',
    );
    expect((await oldPage({ card: CARD_PAYS })).status).toBe(303);

    const history = await waitFor(
      () => statusChanges(shop, firstOrder.id),
      (changes) => changes.some((change) => change.reason.includes('refunded automatically')),
      'the automatic refund',
    );
    const automatic = history.find((change) => change.reason.includes('refunded automatically'));
    expect(automatic).toMatchObject({ from_status: 'cancelled', to_status: 'cancelled' });
    expect(automatic?.reason).toMatch(
      /^Paid after this checkout was replaced or cancelled; refunded automatically: €15\.00 \(refund (re_\w+)\)\.$/,
    );
    const refundId = /\(refund (re_\w+)\)/.exec(automatic!.reason)![1];
    const oldSession = await shop.payments.retrieveCheckoutSession(first.session_id);
    // The session is read with its PaymentIntent expanded (the charge names the method).
    const paymentIntent = (oldSession.payment_intent as { id: string }).id;
    // The provider's refund event arrives and is recorded against the order too.
    await waitFor(
      () => statusChanges(shop, firstOrder.id),
      (changes) => changes.some((change) => change.reason.startsWith('Refunded in full')),
      'the refund webhook',
    );
    const { rows: events } = await shop.database.pool.query(
      'select type from payment_events where id = $1',
      [refundId],
    );
    expect(events).toEqual([{ type: 'refund.automatic' }]);

    const orders = await ordersOf(customer);
    expect(orders.filter((order) => order.status === 'processing')).toHaveLength(1);
    expect(orders.find((order) => order.id === firstOrder.id)?.status).toBe('cancelled');
    const { rows: refunded } = await shop.database.pool.query(
      'select payment_intent_id, paid_at from orders where id = $1',
      [firstOrder.id],
    );
    expect(refunded[0]).toMatchObject({ payment_intent_id: paymentIntent, paid_at: null });

    const { rows: mails } = await shop.database.pool.query<{
      to_address: string;
      language: string;
      subject: string;
      text: string;
    }>(
      "select to_address, language, subject, text from mail_outbox where template = 'payment-refunded' and to_address = $1",
      [customer.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: customer.email, language: 'nl' });
    expect(mails[0]!.subject).toBe(`Je betaling voor bestelling #${firstOrder.id} is terugbetaald`);
    expect(mails[0]!.text).toMatch(/15,00\s€/);
  });

  it('settles a page paid while the customer was starting again, and checks out only the rest', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 10 });
    const other = await newProduct(shop, { stock: 10 });
    await addToCart(shop, customer, product, 1);
    const first = await checkout(shop, customer);
    // Paid at the provider; the webhook and the success page have not reached the shop yet.
    const paid = await payOnHostedPage(first.checkout_url, { card: CARD_PAYS });
    expect(paid.status).toBe(303);
    await addToCart(shop, customer, other, 1);

    const second = await checkout(shop, customer);
    expect(second.session_id).not.toBe(first.session_id);
    await waitFor(
      () => orderOfSession(shop, first.session_id),
      (order) => order?.status === 'processing',
      'the first payment',
    );
    const session = await shop.payments.retrieveCheckoutSession(second.session_id);
    expect(session.line_items?.data.map((line) => line.quantity)).toEqual([1]);
    expect(session.amount_total).toBe(2450);
    expect(await stockOf(shop, product)).toBe(9);
    expect(await stockOf(shop, other)).toBe(9);
  });
});

describe('a bank debit still settling', () => {
  it('refuses a second checkout with the reason until the bank answers', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 5 });
    await addToCart(shop, customer, product, 1);
    const first = await checkout(shop, customer, 'fr');
    expect((await payOnHostedPage(first.checkout_url, { iban: SUCCEEDING_TEST_IBAN })).status).toBe(
      303,
    );

    const refused = await startCheckout(shop, customer, 'fr');
    expect(refused.statusCode).toBe(409);
    const order = (await orderOfSession(shop, first.session_id))!;
    expect(refused.json().error).toBe(
      `Votre banque traite encore le paiement de la commande n° ${order.id}. Vous pourrez repasser commande dès qu’il sera confirmé ou refusé ; nous vous préviendrons par e-mail.`,
    );
    expect((await ordersOf(customer)).map((row) => row.status)).toEqual(['pending']);
    expect(await stockOf(shop, product)).toBe(4);

    await waitFor(
      () => orderOfSession(shop, first.session_id),
      (row) => row?.status === 'processing',
      'the bank debit',
      20_000,
    );
    expect(await cartLines(customer)).toEqual([]);
  });
});

describe('payment settles exactly the ordered lines', () => {
  it('keeps lines added or raised after the page opened in the cart', async () => {
    const customer = await newCustomer(shop);
    const mug = await newProduct(shop, { stock: 10 });
    const card = await newProduct(shop, { stock: null });
    const later = await newProduct(shop, { stock: 10 });
    await addToCart(shop, customer, mug, 1);
    await addToCart(shop, customer, card, 2, 'Happy birthday');
    const { checkout_url, session_id } = await checkout(shop, customer);

    // While the payment page is open, in another tab:
    await setQuantity(customer, mug, 3);
    await addToCart(shop, customer, later, 1);
    await addToCart(shop, customer, card, 1, 'Congratulations');

    expect((await payOnHostedPage(checkout_url, { card: CARD_PAYS })).status).toBe(303);
    await waitFor(
      () => orderOfSession(shop, session_id),
      (order) => order?.status === 'processing',
      'the payment',
    );
    expect(await cartLines(customer)).toEqual(
      [
        { product_id: mug, quantity: 2, personalization: '' },
        { product_id: card, quantity: 1, personalization: 'Congratulations' },
        { product_id: later, quantity: 1, personalization: '' },
      ].sort(
        (a, b) => a.product_id - b.product_id || a.personalization.localeCompare(b.personalization),
      ),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an account starts checkout too often', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 100 });
    await addToCart(shop, customer, product, 1);
    for (let attempt = 1; attempt <= CHECKOUT_STARTS_PER_WINDOW; attempt += 1) {
      const response = await startCheckout(shop, customer);
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await startCheckout(shop, customer);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(limited.json().detail).toMatch(
      /^Too many checkout attempts\. Try again in \d+ seconds\.$/,
    );

    // Another account is not affected.
    const other = await newCustomer(shop);
    await addToCart(shop, other, product, 1);
    expect((await startCheckout(shop, other)).statusCode).toBe(200);
  });
});
