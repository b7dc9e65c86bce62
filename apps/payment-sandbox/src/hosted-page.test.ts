import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSessionParams, startHarness, type Harness } from './test/harness.js';
import {
  attribute,
  cardFields,
  controlTag,
  labelFor,
  openPage,
  payByCard,
  sepaFields,
  SHIPPING_FIELDS,
  submitForm,
  textOfId,
} from './test/hosted-page.js';
import { eventually } from './test/webhook-receiver.js';
import { FAILING_TEST_IBAN, SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';

const SEPA_DELAY_MS = 60_000;
let harness: Harness;
let stripe: Stripe;

beforeAll(async () => {
  // SEPA debits settle on the sandbox clock, which these tests move by hand.
  harness = await startHarness({ asyncPaymentDelayMs: SEPA_DELAY_MS });
  stripe = harness.stripe;
});
afterAll(async () => {
  await harness.close();
});

async function newSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  // The sandbox clock runs ahead once a test has moved it; expires_at is counted from it.
  const expiresAt = Math.floor(harness.clock.now() / 1000) + 31 * 60;
  const session = await stripe.checkout.sessions.create(
    shopSessionParams({ expires_at: expiresAt, ...overrides }),
  );
  expect(session.url).toBeTruthy();
  return { id: session.id, url: session.url ?? '' };
}

describe('the hosted payment page', () => {
  it('shows the order with descriptions and the total in euros', async () => {
    const { url } = await newSession();
    const page = await openPage(url);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('Star map print');
    expect(page.html).toContain('The night sky of your date, framed in oak');
    expect(page.html).toContain('2 × €24.50');
    expect(page.html).toContain('Engraved pen');
    expect(page.html).toContain('<span class="total-amount">€61.99</span>');
    expect(page.html).toContain('Pay €61.99');
  });

  it('labels every field and groups them in fieldsets with legends', async () => {
    const { url } = await newSession();
    const { html } = await openPage(url);

    const labels: Record<string, string> = {
      email: 'E-mail',
      'card-number': 'Card number',
      'card-expiry': 'Expiry date (MM / YY)',
      'card-cvc': 'Security code (CVC)',
      'card-name': 'Name on card',
      iban: 'IBAN',
      'shipping-name': 'Full name',
      'shipping-line1': 'Street and number',
      'shipping-postal-code': 'Postal code',
      'shipping-city': 'City',
      'shipping-country': 'Country',
    };
    for (const [id, label] of Object.entries(labels)) {
      expect(labelFor(html, id), id).toBe(label);
      expect(controlTag(html, id), id).not.toBeNull();
    }
    for (const legend of [
      'Contact information',
      'Payment method',
      'Card details',
      'Shipping address',
    ]) {
      expect(html).toContain(`<legend>${legend}</legend>`);
    }
    expect(attribute(controlTag(html, 'card-number'), 'autocomplete')).toBe('cc-number');
    expect(attribute(controlTag(html, 'card-cvc'), 'aria-describedby')).toBe('card-cvc-hint');
    // The shop gave the e-mail address; it is shown but not editable, as on Stripe's page.
    const email = controlTag(html, 'email');
    expect(attribute(email, 'value')).toBe('customer@example.com');
    expect(attribute(email, 'readonly')).toBe('');
  });

  it('offers only the session’s allowed shipping countries, named in the page’s language', async () => {
    const { url } = await newSession({
      locale: 'nl',
      shipping_address_collection: { allowed_countries: ['NL', 'BE', 'LU'] },
    });
    const { html } = await openPage(url);
    const options = [
      ...html.matchAll(/<option\s+value="([A-Z]{2})"(\s+selected)?\s*>\s*([^<]+?)\s*<\/option>/g),
    ];
    expect(options.map((option) => option[1])).toEqual(['BE', 'LU', 'NL']);
    expect(options.map((option) => option[3])).toEqual(['België', 'Luxemburg', 'Nederland']);
    expect(options.find((option) => option[2])?.[1]).toBe('BE');
  });

  it('speaks the session’s locale, or the browser’s language when the locale is auto', async () => {
    const french = await openPage((await newSession({ locale: 'fr' })).url);
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain('Numéro de carte');
    expect(french.html).toContain('Payer 61,99');
    expect(french.html).toContain('Belgique');

    const dutch = await openPage((await newSession({ locale: 'nl' })).url);
    expect(dutch.html).toContain('<html lang="nl">');
    expect(dutch.html).toContain('Kaartnummer');
    expect(dutch.html).toContain('Betaal €\u00a061,99');

    const auto = await newSession({ locale: 'auto' });
    const fromBrowser = await openPage(auto.url, {
      'Accept-Language': 'de-DE, nl-BE;q=0.8, en;q=0.5',
    });
    expect(fromBrowser.html).toContain('<html lang="nl">');
  });

  it('loads nothing but its own stylesheet and runs no script', async () => {
    const { url } = await newSession();
    const page = await openPage(url);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("form-action 'self' http://shop.test");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.html).not.toMatch(/<script|\sstyle="|<style/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/.exec(page.html)?.[1] ?? '';
    expect(stylesheet.startsWith('/')).toBe(true);
    const css = await fetch(new URL(stylesheet, url));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.pay-button');
  });

  it('links back to the cancel_url', async () => {
    const { url } = await newSession({ cancel_url: 'http://shop.test/cart?from=checkout' });
    const { html } = await openPage(url);
    expect(html).toMatch(
      /<a class="back-link" href="http:\/\/shop.test\/cart\?from=checkout">.*Back to the shop<\/a>/,
    );
  });

  it('answers 404 for an unknown session', async () => {
    const page = await openPage(`${harness.sandbox.url}/c/pay/cs_test_unknown`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Payment page not found');
  });
});

describe('paying by card', () => {
  it('completes the session as paid and sends the browser to success_url', async () => {
    const { id, url } = await newSession();
    const location = await payByCard(url);
    expect(location).toBe(`http://shop.test/checkout/success?session_id=${id}`);

    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: {
        email: 'customer@example.com',
        name: 'Ada Peeters',
        address: {
          line1: 'Wetstraat 16',
          line2: 'Bus 3',
          postal_code: '1000',
          city: 'Brussel',
          country: 'BE',
          state: null,
        },
      },
      collected_information: {
        shipping_details: {
          name: 'Ada Peeters',
          address: {
            line1: 'Wetstraat 16',
            line2: 'Bus 3',
            postal_code: '1000',
            city: 'Brussel',
            country: 'BE',
            state: null,
          },
        },
      },
    });
    expect(session.payment_intent).toMatch(/^pi_/);
  });

  it('uses the e-mail the customer typed when the shop gave none', async () => {
    const { id, url } = await newSession({ customer_email: undefined });
    const { html } = await openPage(url);
    expect(attribute(controlTag(html, 'email'), 'readonly')).toBeNull();
    const response = await submitForm(url, { ...cardFields(), email: 'ada@example.be' });
    expect(response.status).toBe(303);
    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session.customer_details?.email).toBe('ada@example.be');
  });

  it('refuses to take a second payment for a paid session', async () => {
    const { url } = await newSession();
    await payByCard(url);
    const page = await openPage(url);
    expect(page.html).toContain('This order is already paid');
    expect(page.html).not.toContain('<form');
    // The form kept open in another tab is refused too.
    const again = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cardFields()).toString(),
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
  });

  it('keeps the form, with the decline message on the card number, when the card is declined', async () => {
    const { id, url } = await newSession();
    const response = await submitForm(url, cardFields('4000 0000 0000 0002'));
    const html = await response.text();

    expect(response.status).toBe(402);
    expect(textOfId(html, 'card-number-error')).toBe('Your card was declined.');
    const cardNumber = controlTag(html, 'card-number');
    expect(attribute(cardNumber, 'aria-invalid')).toBe('true');
    expect(attribute(cardNumber, 'aria-describedby')).toBe('card-number-error');
    expect(attribute(cardNumber, 'autofocus')).toBe('');
    // Card data is cleared; everything else the customer typed is kept.
    expect(attribute(cardNumber, 'value')).toBe('');
    expect(attribute(controlTag(html, 'card-cvc'), 'value')).toBe('');
    expect(attribute(controlTag(html, 'card-expiry'), 'value')).toBe('12 / 34');
    expect(attribute(controlTag(html, 'card-name'), 'value')).toBe('Ada Peeters');
    expect(attribute(controlTag(html, 'shipping-line1'), 'value')).toBe('Wetstraat 16');

    const declined = await stripe.checkout.sessions.retrieve(id);
    expect(declined).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    const firstIntent = declined.payment_intent;
    expect(firstIntent).toMatch(/^pi_/);

    await payByCard(url);
    const paid = await stripe.checkout.sessions.retrieve(id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.payment_intent).toBe(firstIntent);
  });

  it('names the reason for other test declines, in the page’s language', async () => {
    const { url } = await newSession({ locale: 'fr' });
    const response = await submitForm(url, cardFields('4000 0000 0000 9995'));
    expect(response.status).toBe(402);
    expect(textOfId(await response.text(), 'card-number-error')).toBe(
      'Le solde de votre carte est insuffisant.',
    );
  });

  it('declines a valid card number that is not a test card, as Stripe does in test mode', async () => {
    const { url } = await newSession();
    const response = await submitForm(url, cardFields('4111 1111 1111 1111'));
    expect(response.status).toBe(402);
    expect(textOfId(await response.text(), 'card-number-error')).toMatch(/used a non test card/);
  });

  it('shows each field’s problem next to it, lists them all and focuses the first', async () => {
    const { id, url } = await newSession();
    const response = await submitForm(url, {
      ...cardFields('4242 4242 4242 4241'),
      card_expiry: '13 / 30',
      card_cvc: '12',
      card_name: '',
      shipping_postal_code: '',
      shipping_country: 'US',
    });
    const html = await response.text();
    expect(response.status).toBe(422);

    const expected: Record<string, string> = {
      'card-number': 'Your card number is invalid.',
      'card-expiry': 'Your card’s expiry date is invalid.',
      'card-cvc': 'Your card’s security code is incomplete.',
      'card-name': 'Enter the name on the card.',
      'shipping-postal-code': 'Enter the postal code.',
      'shipping-country': 'Choose a country we ship to.',
    };
    for (const [field, message] of Object.entries(expected)) {
      expect(textOfId(html, `${field}-error`), field).toBe(message);
      const control = controlTag(html, field);
      expect(attribute(control, 'aria-invalid'), field).toBe('true');
      expect(attribute(control, 'aria-describedby')?.split(' '), field).toContain(`${field}-error`);
      expect(html).toContain(`<a href="#${field}">${message}</a>`);
    }
    expect(html).toMatch(/<div class="error-summary" role="alert"/);
    const focused = [...html.matchAll(/<(?:input|select)[^>]*\sautofocus[^>]*>/g)];
    expect(focused).toHaveLength(1);
    expect(attribute(focused[0]?.[0] ?? null, 'id')).toBe('card-number');

    expect((await stripe.checkout.sessions.retrieve(id)).status).toBe('open');
  });

  it('refuses an expiry date in the past', async () => {
    const { url } = await newSession();
    const response = await submitForm(url, { ...cardFields(), card_expiry: '01 / 20' });
    expect(response.status).toBe(422);
    expect(textOfId(await response.text(), 'card-expiry-error')).toBe(
      'Your card’s expiry date is in the past.',
    );
  });
});

describe('paying by SEPA Direct Debit', () => {
  it('completes the session unpaid, then pays it when the debit succeeds', async () => {
    const { id, url } = await newSession();
    const response = await submitForm(url, sepaFields('AT61 1904 3002 3457 3201'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://shop.test/checkout/success?session_id=${id}`,
    );

    const pending = await stripe.checkout.sessions.retrieve(id);
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(pending.payment_intent).toMatch(/^pi_/);

    harness.clock.advance(SEPA_DELAY_MS);
    await eventually(async () => {
      const settled = await stripe.checkout.sessions.retrieve(id);
      expect(settled.payment_status).toBe('paid');
    });
  });

  it('leaves the session unpaid when the debit fails', async () => {
    const { id, url } = await newSession();
    expect((await submitForm(url, sepaFields(FAILING_TEST_IBAN))).status).toBe(303);
    harness.clock.advance(SEPA_DELAY_MS);
    const failed = await harness.receiver.waitForEvent(
      'checkout.session.async_payment_failed',
      (event) => (event.data.object as Stripe.Checkout.Session).id === id,
    );
    expect(failed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect((await stripe.checkout.sessions.retrieve(id)).payment_status).toBe('unpaid');
  });

  it('refuses an invalid IBAN and a real one, keeping the other fields', async () => {
    const { url } = await newSession();
    const invalid = await submitForm(url, sepaFields('BE00 1234 5678 9012'));
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(textOfId(invalidHtml, 'iban-error')).toBe('Your IBAN is invalid.');
    expect(attribute(controlTag(invalidHtml, 'shipping-city'), 'value')).toBe(
      SHIPPING_FIELDS.shipping_city,
    );
    expect(invalidHtml).toMatch(/id="payment-method-sepa-debit"[^>]*checked/);

    const real = await submitForm(url, sepaFields('BE68 5390 0754 7034'));
    expect(real.status).toBe(422);
    expect(textOfId(await real.text(), 'iban-error')).toMatch(/test IBAN such as AT61/);
  });

  it('is offered only for euro sessions', async () => {
    const { url } = await newSession({
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'Mug' } },
          quantity: 1,
        },
      ],
    });
    const { html } = await openPage(url);
    expect(html).not.toContain('payment-method-sepa-debit');
    // A SEPA submission to a card-only session is read as a card payment without card details.
    const response = await submitForm(url, sepaFields(SUCCEEDING_TEST_IBAN));
    expect(response.status).toBe(422);
    expect(textOfId(await response.text(), 'card-number-error')).toBe(
      'Your card number is incomplete.',
    );
  });
});

describe('an expired session’s page', () => {
  it('says so, links back to the shop and takes no payment', async () => {
    const { id, url } = await newSession();
    await stripe.checkout.sessions.expire(id);

    const page = await openPage(url);
    expect(page.html).toContain('This checkout session has expired');
    expect(page.html).toContain('href="http://shop.test/cart"');

    expect(page.html).not.toContain('<form');
    // Posting the form kept open in another tab still takes no payment.
    const direct = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cardFields()).toString(),
      redirect: 'manual',
    });
    expect(direct.status).toBe(409);
    expect((await stripe.checkout.sessions.retrieve(id)).payment_status).toBe('unpaid');
  });
});

describe('terms of service on the payment page (consent_collection, custom_text)', () => {
  const TERMS_TEXT =
    'I accept the [terms of sale](https://shop.example.be/terms) <b>and</b> the privacy notice.';

  async function termsSession() {
    return newSession({
      consent_collection: { terms_of_service: 'required' },
      custom_text: {
        terms_of_service_acceptance: { message: TERMS_TEXT },
        submit: { message: 'The engraved pen is made to order: no right of withdrawal.' },
      },
    });
  }

  it('shows a checkbox labelled with the shop’s text, its link live and its markup as text', async () => {
    const { url } = await termsSession();
    const { html } = await openPage(url);
    const checkbox = controlTag(html, 'terms-of-service');
    expect(attribute(checkbox, 'type')).toBe('checkbox');
    expect(attribute(checkbox, 'required')).not.toBeNull();
    expect(labelFor(html, 'terms-of-service')).toBe(
      'I accept the terms of sale <b>and</b> the privacy notice.',
    );
    expect(html).toContain(
      '<a href="https://shop.example.be/terms" target="_blank" rel="noopener">terms of sale</a>',
    );
    expect(html).toContain('The engraved pen is made to order: no right of withdrawal.');
  });

  it('takes no payment until the box is ticked, then records the acceptance in the session', async () => {
    const { id, url } = await termsSession();
    const refused = await submitForm(url, cardFields());
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('You must agree to the Terms of Service to continue.');
    const open = await stripe.checkout.sessions.retrieve(id);
    expect(open.status).toBe('open');
    expect(open.consent).toBeNull();
    expect(open.consent_collection).toEqual({
      payment_method_reuse_agreement: null,
      promotions: null,
      terms_of_service: 'required',
    });
    expect(open.custom_text.terms_of_service_acceptance).toEqual({ message: TERMS_TEXT });
    expect(open.custom_text.shipping_address).toBeNull();

    const paid = await submitForm(url, { ...cardFields(), terms_of_service: 'accepted' });
    expect(paid.status).toBe(303);
    const complete = await stripe.checkout.sessions.retrieve(id);
    expect(complete.status).toBe('complete');
    expect(complete.consent).toEqual({ promotions: null, terms_of_service: 'accepted' });
  });

  it('answers without consent parts for a session that asked for none', async () => {
    const { id, url } = await newSession();
    expect(controlTag((await openPage(url)).html, 'terms-of-service')).toBeNull();
    await payByCard(url);
    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session.consent).toBeNull();
    expect(session.consent_collection).toBeNull();
    expect(session.custom_text).toEqual({
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    });
  });

  it('refuses what Stripe refuses: an unknown choice, too long a message, unknown places', async () => {
    const refusal = (overrides: Partial<Stripe.Checkout.SessionCreateParams>) =>
      newSession(overrides).then(
        () => null,
        (error: Stripe.errors.StripeError) => ({ param: error.param, code: error.code }),
      );
    expect(
      await refusal({
        consent_collection: {
          terms_of_service:
            'maybe' as Stripe.Checkout.SessionCreateParams.ConsentCollection.TermsOfService,
        },
      }),
    ).toMatchObject({ param: 'consent_collection[terms_of_service]' });
    expect(await refusal({ custom_text: { submit: { message: 'x'.repeat(1201) } } })).toMatchObject(
      { param: 'custom_text[submit][message]' },
    );
  });
});
