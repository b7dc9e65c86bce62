import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  orderOfSession,
  payOnHostedPage,
  waitFor,
} from '../test/checkout.js';
import { startShopWithMail, type TestSmtpServer } from '../test/smtp.js';

/** The whole path with pg-boss's own workers and retries, as the server runs it. */

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    demo: true,
    paymentSandbox: true,
    runJobs: true,
    env: {
      SHOP_EMAIL: 'orders@giftshop.be',
      // Short retries so the outage below lasts seconds, not minutes.
      MAIL_RETRY_DELAY_SECONDS: '1',
    },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

describe('mail through the job queue', () => {
  it('delivers the confirmation once after SMTP comes back when it was down while the order was paid', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { name: 'Photo frame', price: '19.00', stock: 2 });
    await addToCart(shop, customer, product, 1, 'Mum & Dad');
    await smtp.stop();

    const session = await checkout(shop, customer, 'fr');
    const paid = await payOnHostedPage(session.checkout_url, { card: CARD_PAYS });
    expect(paid.status).toBeLessThan(400);
    const order = await waitFor(
      () => orderOfSession(shop, session.session_id),
      (value) => value?.status === 'processing',
      'the order to be paid',
    );
    const confirmation = () =>
      shop.database.pool
        .query<{ status: string; attempts: number; last_error: string | null }>(
          `select status, attempts, last_error from mail_outbox where dedupe_key = $1`,
          [`order-confirmation:${order!.id}`],
        )
        .then((result) => result.rows[0]);
    const failing = await waitFor(
      confirmation,
      (row) => (row?.attempts ?? 0) >= 1,
      'a delivery attempt while SMTP is down',
      20_000,
    );
    expect(failing).toMatchObject({ status: 'queued' });
    expect(failing!.last_error).toBeTruthy();
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(confirmation, (row) => row?.status === 'sent', 'the confirmation', 30_000);
    await waitFor(
      async () => smtp.received.length,
      (count) => count >= 4,
      'the welcome and address-confirmation mails from the sign-up, the confirmation and the alert',
      30_000,
    );
    const toCustomer = smtp.received.filter((mail) => mail.to.includes(customer.email));
    expect(toCustomer.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your e-mail address at Giftshop',
      `Votre commande n° ${order!.id} est confirmée`,
      'Welcome to Giftshop',
    ]);
    const confirmed = toCustomer.find((mail) => mail.subject.startsWith('Votre commande'))!;
    expect(confirmed.text).toContain('Personnalisation: Mum & Dad');
    expect(confirmed.html).toContain('Mum &amp; Dad');
    expect(smtp.received.filter((mail) => mail.to.includes('orders@giftshop.be'))).toHaveLength(1);
  }, 60_000);
});
