/**
 * Bancontact and iDEAL | Wero as Stripe's test mode does them: chosen on the payment page,
 * authorised or failed on a test authorisation page, then charged (`py_`), read back through
 * `GET /v1/payment_intents/:id`, `GET /v1/charges/:id` and `expand[]=payment_intent`, and
 * refunded; each object checked against the SDK's type definitions.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, shopSessionParams, startHarness, type Harness } from './test/harness.js';
import {
  attribute,
  controlTag,
  decodeEntities,
  openPage,
  payByCard,
  SHIPPING_FIELDS,
  sepaFields,
  submitForm,
  textOfId,
} from './test/hosted-page.js';
import { StripeShapeChecker } from './test/stripe-shape.js';
import { SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';

let harness: Harness;
let shapes: StripeShapeChecker;

beforeAll(async () => {
  shapes = new StripeShapeChecker();
  harness = await startHarness();
}, 120_000);
afterAll(async () => {
  await harness.close();
});

const ALL_METHODS = ['bancontact', 'card', 'ideal', 'sepa_debit'] as const;

async function newSession(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return harness.stripe.checkout.sessions.create(
    shopSessionParams({ allowed_payment_method_types: [...ALL_METHODS], ...overrides }),
  );
}

async function raw(path: string): Promise<unknown> {
  const response = await fetch(`${harness.sandbox.url}${path}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Chooses a bank redirect on the payment page; returns the authorisation page's address. */
async function chooseBankRedirect(
  session: Stripe.Checkout.Session,
  fields: Record<string, string>,
): Promise<string> {
  const response = await submitForm(session.url ?? '', { ...fields, ...SHIPPING_FIELDS });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/\/c\/authorize\/pi_/);
  return new URL(location, session.url ?? '').toString();
}

async function pressOnAuthorizationPage(url: string, outcome: 'authorize' | 'fail') {
  const page = await openPage(url);
  expect(page.html).toContain('Authorize test payment');
  expect(page.html).toContain('Fail test payment');
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

describe('the methods a session offers', () => {
  it('are the allowed types in the order sent, the first one chosen on the page', async () => {
    const session = await newSession();
    expect(session.payment_method_types).toEqual([...ALL_METHODS]);
    expect(session.allowed_payment_method_types).toEqual([...ALL_METHODS]);
    const { html } = await openPage(session.url ?? '');
    const order = [...html.matchAll(/id="payment-method-([a-z-]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['bancontact', 'card', 'ideal', 'sepa-debit']);
    expect(attribute(controlTag(html, 'payment-method-bancontact'), 'checked')).toBe('');
    expect(decodeEntities(html)).toContain('iDEAL | Wero');

    const dutch = await newSession({ allowed_payment_method_types: ['ideal', 'card'] });
    const dutchPage = await openPage(dutch.url ?? '');
    expect(attribute(controlTag(dutchPage.html, 'payment-method-ideal'), 'checked')).toBe('');
  });

  it('refuses a type the sandbox does not simulate, by name', async () => {
    await expect(
      harness.stripe.checkout.sessions.create(
        shopSessionParams({ allowed_payment_method_types: ['card', 'klarna'] }),
      ),
    ).rejects.toMatchObject({ param: 'allowed_payment_method_types[1]' });
  });
});

describe('Bancontact', () => {
  it('authorised: the session is paid, with a py_ charge carrying the bank details', async () => {
    const session = await newSession({ locale: 'nl' });
    const authorisation = await chooseBankRedirect(session, { payment_method: 'bancontact' });
    const pending = await harness.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(pending.status).toBe('open');
    const waiting = pending.payment_intent as Stripe.PaymentIntent;
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action?.redirect_to_url?.url).toBe(authorisation);

    const done = await pressOnAuthorizationPage(authorisation, 'authorize');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `http://shop.test/checkout/success?session_id=${session.id}`,
    );

    const paid = await harness.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('succeeded');
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.id).toMatch(/^py_/);
    expect(charge.payment_method_details).toEqual({
      type: 'bancontact',
      bancontact: {
        bank_code: 'VAPE',
        bank_name: 'VAN DE PUT & CO',
        bic: 'VAPEBE22',
        generated_sepa_debit: null,
        generated_sepa_debit_mandate: null,
        iban_last4: '7061',
        preferred_language: 'nl',
        verified_name: 'Jenny Rosen',
      },
    });
    expect(await harness.stripe.charges.retrieve(charge.id)).toMatchObject({
      id: charge.id,
      status: 'succeeded',
      paid: true,
    });
    expect((await harness.stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(charge.id);

    const completed = await harness.receiver.waitForEvent(
      'checkout.session.completed',
      (event) => (event.data.object as { id: string }).id === session.id,
    );
    expect((completed.data.object as Stripe.Checkout.Session).payment_status).toBe('paid');

    expect(shapes.check(await raw(`/v1/payment_intents/${intent.id}`), 'PaymentIntent')).toEqual(
      [],
    );
    expect(shapes.check(await raw(`/v1/charges/${charge.id}`), 'Charge')).toEqual([]);
    expect(
      shapes.check(
        await raw(`/v1/checkout/sessions/${session.id}?expand[0]=payment_intent.latest_charge`),
        'CheckoutSession',
      ),
    ).toEqual([]);
  });

  it('failed: back on the payment page with Stripe’s error, still open; a card then pays', async () => {
    const session = await newSession({ locale: 'en' });
    const authorisation = await chooseBankRedirect(session, { payment_method: 'bancontact' });
    const failed = await pressOnAuthorizationPage(authorisation, 'fail');
    expect(failed.status).toBe(303);
    expect(new URL(failed.headers.get('location') ?? '', session.url ?? '').toString()).toBe(
      session.url,
    );

    const page = await openPage(session.url ?? '');
    expect(textOfId(page.html, 'payment-method-error')).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    const open = await harness.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(open.status).toBe('open');
    const intent = open.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: {
        code: 'payment_intent_authentication_failure',
        payment_method_type: 'bancontact',
      },
    });
    expect(shapes.check(await raw(`/v1/payment_intents/${intent.id}`), 'PaymentIntent')).toEqual(
      [],
    );

    await payByCard(session.url ?? '');
    const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.payment_intent).toBe(intent.id);
    // The old authorisation page no longer leads anywhere.
    expect((await openPage(authorisation)).status).toBe(404);
  });

  it('refunded: back through the provider, with destination_details as Stripe’s', async () => {
    const session = await newSession({ locale: 'fr' });
    await pressOnAuthorizationPage(
      await chooseBankRedirect(session, { payment_method: 'bancontact' }),
      'authorize',
    );
    const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
    const refund = await harness.stripe.refunds.create({
      payment_intent: paid.payment_intent as string,
      amount: 1299,
    });
    expect(refund).toMatchObject({
      amount: 1299,
      status: 'pending',
      destination_details: { type: 'bancontact' },
    });
    expect(refund.charge).toMatch(/^py_/);
    const refunded = await harness.receiver.waitForEvent(
      'charge.refunded',
      (event) => (event.data.object as Stripe.Charge).id === refund.charge,
    );
    expect((refunded.data.object as Stripe.Charge).amount_refunded).toBe(1299);
    expect(shapes.check(JSON.parse(JSON.stringify(refund)), 'Refund')).toEqual([]);
  });
});

describe('iDEAL | Wero', () => {
  it('asks for the bank first, then charges with the bank’s details', async () => {
    const session = await newSession({ locale: 'en' });
    const missingBank = await submitForm(session.url ?? '', {
      payment_method: 'ideal',
      ...SHIPPING_FIELDS,
    });
    expect(missingBank.status).toBe(422);
    expect(textOfId(await missingBank.text(), 'ideal-bank-error')).toBe('Select your bank.');

    const authorisation = await chooseBankRedirect(session, {
      payment_method: 'ideal',
      ideal_bank: 'ing',
    });
    expect((await openPage(authorisation)).html).toContain('ING');
    await pressOnAuthorizationPage(authorisation, 'authorize');

    const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_status).toBe('paid');
    const intent = await harness.stripe.paymentIntents.retrieve(paid.payment_intent as string);
    const charge = await harness.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.id).toMatch(/^py_/);
    expect(charge.payment_method_details?.type).toBe('ideal');
    expect(charge.payment_method_details?.ideal).toMatchObject({
      bank: 'ing',
      bic: 'INGBNL2A',
      iban_last4: '7061',
      verified_name: 'Jenny Rosen',
    });
    expect(shapes.check(await raw(`/v1/charges/${charge.id}`), 'Charge')).toEqual([]);

    const refund = await harness.stripe.refunds.create({ charge: charge.id });
    expect(refund.destination_details).toEqual({ type: 'ideal' });
  });
});

describe('charges of other methods', () => {
  it('SEPA Direct Debit charges get the py_ prefix too; card charges keep ch_', async () => {
    const session = await newSession();
    await payByCard(session.url ?? '');
    const card = await harness.stripe.paymentIntents.retrieve(
      (await harness.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string,
    );
    expect(card.latest_charge).toMatch(/^ch_/);

    const sepa = await newSession();
    expect((await submitForm(sepa.url ?? '', sepaFields(SUCCEEDING_TEST_IBAN))).status).toBe(303);
    const debit = await harness.stripe.paymentIntents.retrieve(
      (await harness.stripe.checkout.sessions.retrieve(sepa.id)).payment_intent as string,
    );
    expect(debit.latest_charge).toMatch(/^py_/);
  });
});
