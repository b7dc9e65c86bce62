import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newCustomer, registerThroughApi, signIn } from './auth.js';
import { REPO_ROOT } from './shop-server.js';
import { pdfText } from '../../apps/server/src/test/pdf-text.js';

/** The payment sandbox's test cards (apps/payment-sandbox/src/test-payment-methods.ts), as Stripe's. */
export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export interface ShippingDetails {
  name: string;
  line1: string;
  postalCode: string;
  city: string;
  /** ISO code of a country the shop ships to. */
  country: string;
}

export const BELGIAN_ADDRESS: ShippingDetails = {
  name: 'Anna Peeters',
  line1: 'Veldstraat 12',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
};

/** The hosted payment page of the local sandbox (Stripe Checkout's stand-in), in English. */
export function isPaymentPage(url: URL): boolean {
  return url.pathname.startsWith('/c/pay/');
}

/**
 * Fills the hosted payment page as a customer does, by its labels, and presses Pay. The
 * e-mail field is filled only when the shop did not pass the customer's address on.
 */
export async function payOnPaymentPage(
  page: Page,
  { card, email, shipping }: { card: string; email: string; shipping: ShippingDetails },
) {
  await page.waitForURL(isPaymentPage);
  const emailField = page.getByLabel('E-mail', { exact: true });
  if (await emailField.isEditable()) await emailField.fill(email);
  else await expect(emailField).toHaveValue(email);

  // The page offers several methods, the one that fits the customer's country first (ADR 0050).
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByLabel('Card number').fill(card);
  await page
    .getByLabel('Expiry date (MM / YY)')
    .fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(shipping.name);

  await page.getByLabel('Full name').fill(shipping.name);
  await page.getByLabel('Street and number').fill(shipping.line1);
  await page.getByLabel('Postal code').fill(shipping.postalCode);
  await page.getByLabel('City').fill(shipping.city);
  await page.getByLabel('Country').selectOption(shipping.country);
  // The shop asks for its terms on the payment page (consent_collection).
  await page
    .getByRole('checkbox', {
      name: /terms and conditions|algemene voorwaarden|conditions générales/,
    })
    .check();

  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The hosted payment page's labels in each of the shop's languages. */
const PAYMENT_PAGE_LABELS = {
  en: {
    name: 'Full name',
    line1: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    pay: /^Pay /,
  },
  nl: {
    name: 'Volledige naam',
    line1: 'Straat en huisnummer',
    postalCode: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    pay: /^Betaal /,
  },
  fr: {
    name: 'Nom complet',
    line1: 'Rue et numéro',
    postalCode: 'Code postal',
    city: 'Localité',
    country: 'Pays',
    pay: /^Payer /,
  },
} as const;

/**
 * Chooses Bancontact or iDEAL | Wero (iDEAL asks the bank) on the hosted payment page in
 * `language`, fills the address, ticks the terms and presses Pay: the browser lands on the
 * sandbox's test authorisation page, as with Stripe's test mode.
 */
export async function chooseBankRedirect(
  page: Page,
  {
    method,
    language,
    shipping,
    bank,
  }: {
    method: 'Bancontact' | 'iDEAL | Wero';
    language: keyof typeof PAYMENT_PAGE_LABELS;
    shipping: ShippingDetails;
    bank?: string;
  },
) {
  const labels = PAYMENT_PAGE_LABELS[language];
  await page.waitForURL(isPaymentPage);
  await page.getByRole('radio', { name: method, exact: true }).check();
  if (bank) await page.getByLabel('Bank', { exact: true }).selectOption({ label: bank });
  await page.getByLabel(labels.name).fill(shipping.name);
  await page.getByLabel(labels.line1).fill(shipping.line1);
  await page.getByLabel(labels.postalCode).fill(shipping.postalCode);
  await page.getByLabel(labels.city).fill(shipping.city);
  await page.getByLabel(labels.country).selectOption(shipping.country);
  await page
    .getByRole('checkbox', {
      name: /terms and conditions|algemene voorwaarden|conditions générales/,
    })
    .check();
  await page.getByRole('button', { name: labels.pay }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/c/authorize/'));
}

/** Made to order (no stock kept), so tests can order them as often as they like. */
export const MADE_TO_ORDER = {
  starMap: {
    slug: 'personalised-star-map-print',
    name: 'Personalised star map print',
    label: 'Date, place and a short dedication',
  },
  cuttingBoard: {
    slug: 'engraved-oak-cutting-board',
    name: 'Engraved oak cutting board',
    label: 'Name or short line to engrave',
  },
  babyBlanket: { slug: 'embroidered-baby-blanket-with-name' },
  petPortrait: { slug: 'custom-pet-portrait' },
} as const;

interface ApiProductWithPersonalisation {
  id: number;
  name: string;
  personalization?: { mode: 'none' | 'optional' | 'required' };
}

/** A customer's API session, for preparing data through the real API. */
export async function apiSession(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/token/', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };

  return {
    async addToCart(slug: string, personalization = 'For Anna') {
      const product = (await (
        await request.get(`/api/products/${slug}/`)
      ).json()) as ApiProductWithPersonalisation;
      const personalised = (product.personalization?.mode ?? 'none') !== 'none';
      const added = await request.post('/api/cart/add/', {
        headers,
        data: {
          product_id: product.id,
          quantity: 1,
          ...(personalised ? { personalization } : {}),
        },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
      return product;
    },
    /** Chooses how the cart is delivered (issue 27), as on the cart page. */
    async chooseDelivery(choice: { method: string; country: string; pickup_point_id?: string }) {
      const chosen = await request.put('/api/cart/delivery/', { headers, data: choice });
      expect(chosen.status(), await chosen.text()).toBe(200);
    },
    async clearCart() {
      const cleared = await request.delete('/api/cart/clear/', { headers });
      expect(cleared.status(), await cleared.text()).toBeLessThan(300);
    },
    /** Opens a payment page without paying: the cart becomes a pending order. */
    async startCheckout() {
      const started = await request.post('/api/checkout/create-checkout-session/', { headers });
      const body = await started.text();
      expect(started.status(), body).toBe(200);
      return JSON.parse(body) as { checkout_url: string; session_id: string };
    },
    /** The customer's orders, newest first, as My orders reads them. */
    async orders() {
      const answer = await request.get('/api/checkout/orders/', { headers });
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { orders: { status: string }[] }).orders;
    },
    /** What the server answers a checkout of the current cart when it refuses it. */
    async checkoutRefusal() {
      const refused = await request.post('/api/checkout/create-checkout-session/', { headers });
      expect(refused.status()).toBe(400);
      return ((await refused.json()) as { detail: string }).detail;
    },
  };
}

/**
 * A new customer with the star map (€34.90) in the cart and no delivery chosen yet, signed in on the
 * storefront's home page.
 */
export async function signedInWithStarMap(page: Page) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer, undefined, { delivery: null });
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  return { customer, api };
}

/** The cart's answer to a delivery choice, as far as the tests read it. */
interface CartAfterDeliveryChoice {
  items: { unit_price: string }[];
  delivery_total: string;
}

/** Picks a delivery method on the cart page and waits until the server kept it; its cart. */
export async function chooseDeliveryOnCartPage(
  page: Page,
  name: string | RegExp,
): Promise<CartAfterDeliveryChoice> {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/cart/delivery/') && response.ok(),
  );
  await page.getByRole('main').getByTestId('cart-delivery').getByRole('radio', { name }).check();
  return (await (await saved).json()) as CartAfterDeliveryChoice;
}

/**
 * A new customer, signed in, on the cart page with the star map delivered home in `country`,
 * chosen there as a customer does; the cart as the server answered the choice.
 */
export async function cartDeliveredIn(page: Page, country: string) {
  const { customer } = await signedInWithStarMap(page);
  await page.goto('/cart');
  await page
    .getByRole('main')
    .getByTestId('cart-delivery')
    .getByLabel('Deliver to')
    .selectOption(country);
  const cart = await chooseDeliveryOnCartPage(page, /Home delivery/);
  return { customer, cart };
}

/** Clicks a download button and reads the PDF it saves as text. */
export async function downloadedPdfText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

/** The invoice of the customer's latest order, downloaded from My orders, as text. */
export async function latestInvoiceText(page: Page): Promise<string> {
  await page.goto('/my-orders');
  return downloadedPdfText(
    page,
    page
      .getByTestId('order-card')
      .first()
      .getByRole('button', { name: /^Download invoice .*\(PDF\)$/ }),
  );
}

function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

async function translations(language: string) {
  const file = path.join(REPO_ROOT, 'apps/web/src/locales', language, 'translation.json');
  return flatten(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * The storefront's own translation of an English text (the first key holding it): screens
 * other features own are found by what a French shopper reads, without copying their texts.
 */
export async function translationOf(english: string, language: 'nl' | 'fr'): Promise<string> {
  const key = [...(await translations('en'))].find(([, text]) => text === english)?.[0];
  const translated = key ? (await translations(language)).get(key) : undefined;
  if (!translated) throw new Error(`No ${language} translation of "${english}"`);
  return translated;
}

/** Serious and critical accessibility problems on the page as it is now (axe-core). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** A paid order of a made-to-order product with this personalisation, waiting to be shipped. */
export async function paidOrder(page: Page, personalisation: string) {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  await api.addToCart(MADE_TO_ORDER.starMap.slug, personalisation);
  const { checkout_url: checkoutUrl } = await api.startCheckout();
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL((url) => !isPaymentPage(url));
  // The payment is confirmed by the webhook or the success page, whichever comes first, a
  // moment after the redirect: paid (and invoiced, in the same transaction) once the order is.
  await expect.poll(async () => (await api.orders())[0]?.status).toBe('processing');
  return customer;
}
