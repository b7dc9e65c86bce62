import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILING_TEST_IBAN } from '@shop/payment-sandbox';
import { reconcilePendingOrders } from '../checkout/reconciliation.js';
import type { TestApp } from '../test/app.js';
import {
  addToCart,
  checkout,
  checkoutContext,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  waitFor,
} from '../test/checkout.js';
import { startShopWithMail, type TestSmtpServer } from '../test/smtp.js';

/**
 * The customer hears when an order ends unpaid: the checkout's fulfilment queues the mail in
 * the transaction that cancels the order, once per order and reason.
 */

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    demo: true,
    paymentSandbox: true,
    env: {
      PUBLIC_URL: 'https://shop.example.be',
    },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

async function notPaidMails(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    dedupe_key: string;
    to_address: string;
    language: string;
  }>(
    `select id, dedupe_key, to_address, language from mail_outbox
      where template = 'payment-not-completed' and dedupe_key like $1 order by id`,
    [`payment-%:${orderId}`],
  );
  return rows;
}

async function restockJobs(productId: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    `select count(*)::int as count from pgboss.job
      where name = 'product-restocked' and (data->>'product_id')::int = $1`,
    [productId],
  );
  return rows[0]!.count;
}

describe('payment not completed mails', () => {
  it('tells the customer, in the order’s language, when the payment page expired', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 1 });
    await addToCart(shop, customer, product, 1);
    const { session_id } = await checkout(shop, customer, 'fr');

    await shop.payments.expireCheckoutSession(session_id);
    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'cancelled',
      'the expiry webhook',
    );
    // The reconciliation settles the same session again: still one mail.
    await reconcilePendingOrders(checkoutContext(shop), { minimumAgeMs: 0 });

    const mails = await notPaidMails(order!.id);
    expect(mails).toEqual([
      {
        id: expect.any(Number),
        dedupe_key: `payment-expired:${order!.id}`,
        to_address: customer.email,
        language: 'fr',
      },
    ]);
    expect(await shop.app.mail.deliver(mails[0]!.id)).toBe('sent');
    const arrived = smtp.received.filter((mail) => mail.to.includes(customer.email));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.subject).toBe(`Votre commande n° ${order!.id} n’a pas été payée`);
    expect(arrived[0]!.text).toContain('s’est fermée avant le paiement');
    expect(arrived[0]!.text).toContain('https://shop.example.be/cart?lang=fr');

    // The released unit may bring the product back for its back-in-stock subscribers.
    expect(await restockJobs(product)).toBe(1);
  });

  it('tells the customer when the bank debit failed', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { stock: 3 });
    await addToCart(shop, customer, product, 1);
    const { checkout_url, session_id } = await checkout(shop, customer, 'en');
    expect((await payOnHostedPage(checkout_url, { iban: FAILING_TEST_IBAN })).status).toBe(303);

    const order = await waitFor(
      () => orderOfSession(shop, session_id),
      (value) => value?.status === 'cancelled',
      'the failed debit',
    );
    const mails = await waitFor(
      () => notPaidMails(order!.id),
      (rows) => rows.length > 0,
      'the payment failed mail',
    );
    expect(mails.map((mail) => mail.dedupe_key)).toEqual([`payment-failed:${order!.id}`]);
    expect(await shop.app.mail.deliver(mails[0]!.id)).toBe('sent');
    const arrived = smtp.received.filter((mail) => mail.to.includes(customer.email));
    expect(arrived.map((mail) => mail.subject)).toEqual([`Your order #${order!.id} was not paid`]);
    expect(arrived[0]!.text).toContain(`The payment for order #${order!.id} did not go through`);
  });
});
