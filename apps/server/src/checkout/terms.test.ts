import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION, type CheckoutSuccess } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
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
} from '../test/checkout.js';

/** Issue 16: the terms are accepted on the payment page and the order keeps when and which. */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', PUBLIC_URL: 'https://shop.example.be' },
  });
});
afterAll(() => shop.close());

describe('the terms on the payment page', () => {
  it('asks for them, links them in the order’s language and names the lines without withdrawal', async () => {
    const customer = await newCustomer(shop);
    const pen = await newProduct(shop, { name: 'Engraved pen', nameFr: 'Stylo gravé' });
    const mug = await newProduct(shop, { name: 'Plain mug', nameFr: 'Tasse simple' });
    await addToCart(shop, customer, pen, 1, 'For Anna');
    await addToCart(shop, customer, mug, 1);

    const { session_id } = await checkout(shop, customer, 'fr');
    const session = await shop.payments.retrieveCheckoutSession(session_id);
    expect(session.consent_collection?.terms_of_service).toBe('required');
    expect(session.metadata).toMatchObject({ terms_version: TERMS_VERSION });
    const message = session.custom_text.terms_of_service_acceptance?.message ?? '';
    expect(message).toContain('[conditions générales](https://shop.example.be/terms?lang=fr)');
    expect(message).toContain('sans droit de rétractation');
    expect(message).toContain('Stylo gravé');
    expect(message).not.toContain('Tasse simple');
  });

  it('says nothing of exceptions when every line may be withdrawn from', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { name: 'Plain candle' }), 2);
    const { session_id } = await checkout(shop, customer, 'en');
    const session = await shop.payments.retrieveCheckoutSession(session_id);
    const message = session.custom_text.terms_of_service_acceptance?.message ?? '';
    expect(message).toMatch(
      /^I have read and accept the \[terms and conditions\]\(https:\/\/shop\.example\.be\/terms\) \(version of \d+ \w+ \d{4}\)\.$/,
    );
  });

  it('keeps the acceptance time and the terms version on the paid order', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop), 1);
    const { checkout_url, session_id } = await checkout(shop, customer, 'nl');
    const order = await orderOfSession(shop, session_id);
    const before = await termsOf(order!.id);
    expect(before).toEqual({ terms_accepted_at: null, terms_version: null });

    const startedAt = Date.now();
    expect((await payOnHostedPage(checkout_url, { card: CARD_PAYS })).status).toBe(303);
    await waitFor(
      async () => (await successPage(shop, customer, session_id)).json<CheckoutSuccess>(),
      (body) => body.status === 'processing',
      'the order to be paid',
    );
    const stored = await termsOf(order!.id);
    expect(stored.terms_version).toBe(TERMS_VERSION);
    const acceptedAt = stored.terms_accepted_at!.getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

async function termsOf(orderId: number) {
  const { rows } = await shop.database.pool.query<{
    terms_accepted_at: Date | null;
    terms_version: string | null;
  }>('select terms_accepted_at, terms_version from orders where id = $1', [orderId]);
  return rows[0]!;
}
