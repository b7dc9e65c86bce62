import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import {
  adminShopSettingsRecordSchema,
  cartSchema,
  parseMoney,
  type Cart,
  type CheckoutStart,
  type VatCategory,
} from '@shop/contracts';
import { injectAs, type TestApp } from './app.js';
import type { CheckoutContext } from '../checkout/context.js';

/** Test support for the checkout's API tests: customers, carts, paying on the hosted page. */

export interface Customer {
  id: number;
  email: string;
  access: string;
}

let counter = 0;

/** A new customer, registered and signed in through the API. */
export async function newCustomer(shop: TestApp): Promise<Customer> {
  counter += 1;
  const email = `buyer${counter}-${process.pid}@example.be`;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `buyer${counter}`,
      email,
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { rows } = await shop.database.pool.query<{ id: number }>(
    'select id from users where email = $1',
    [email],
  );
  return { id: rows[0]!.id, email, access: (response.json() as { access: string }).access };
}

export interface ProductSpec {
  name?: string;
  nameFr?: string;
  price?: string;
  stock?: number | null;
  /** The Belgian rate in percent, naming its category: 21 (the default), 12, 6 or 0. */
  vatRate?: number;
  /** The product's VAT category (ADR 0092); wins over `vatRate`. */
  vatCategory?: VatCategory;
}

const BELGIAN_RATE_CATEGORIES: Record<number, VatCategory> = {
  21: 'standard',
  12: 'intermediate',
  6: 'food',
  0: 'zero',
};

/** A product of its own, so tests never share stock. */
export async function newProduct(shop: TestApp, spec: ProductSpec = {}): Promise<number> {
  counter += 1;
  const { rows } = await shop.database.pool.query<{ id: number }>(
    `insert into products (slug, category_id, name, name_fr, price_cents, stock, vat_category)
     values ($1, (select id from categories order by id limit 1), $2, $3, $4, $5, $6)
     returning id`,
    [
      `test-product-${counter}`,
      spec.name ?? `Test product ${counter}`,
      spec.nameFr ?? '',
      parseMoney(spec.price ?? '24.50'),
      spec.stock === undefined ? null : spec.stock,
      spec.vatCategory ?? BELGIAN_RATE_CATEGORIES[spec.vatRate ?? 21],
    ],
  );
  return rows[0]!.id;
}

/** Puts a line in the cart the way the cart's API stores it. */
export async function addToCart(
  shop: TestApp,
  customer: Customer,
  productId: number,
  quantity = 1,
  personalization = '',
): Promise<void> {
  await shop.database.pool.query(
    `insert into cart_items (user_id, product_id, quantity, personalization)
     values ($1, $2, $3, $4)`,
    [customer.id, productId, quantity, personalization],
  );
}

/** The method `chooseDeliveryUnlessChosen` picks: home delivery in Belgium, free. */
const TEST_HOME_DELIVERY = 'test-home';

/**
 * Checkout needs a delivery choice (issue 27). A cart with none gets home delivery in Belgium
 * here, as the customer would choose it on the cart page; free, so the amounts the checkout tests
 * assert stay the products'. A cart with a choice (or a test that checks its absence) is left
 * as it is. `database` is the test shop's pool, or a client on a spawned server's database.
 */
export async function chooseDeliveryUnlessChosen(
  database: { query: (text: string, values: unknown[]) => Promise<unknown> },
  userId: number,
): Promise<void> {
  await database.query(
    `insert into delivery_methods (code, kind, name, name_nl, name_fr, estimate_from_days, estimate_to_days)
     values ($1, 'home', 'Home delivery', 'Levering aan huis', 'Livraison à domicile', 1, 3)
     on conflict (code) do nothing`,
    [TEST_HOME_DELIVERY],
  );
  await database.query(
    `insert into delivery_rates (method_id, country, price_cents)
     select id, 'BE', 0 from delivery_methods where code = $1
     on conflict do nothing`,
    [TEST_HOME_DELIVERY],
  );
  await database.query(
    `insert into cart_deliveries (user_id, method_code, country) values ($1, $2, 'BE')
     on conflict (user_id) do nothing`,
    [userId, TEST_HOME_DELIVERY],
  );
}

/** Home delivery in `country` chosen for the cart, as on the cart page; the cart's answer. */
export async function chooseHomeDelivery(
  shop: TestApp,
  customer: Customer,
  country: string,
): Promise<Cart> {
  const response = await injectAs(shop, customer.access, 'PUT', '/api/cart/delivery/', {
    method: 'home',
    country,
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

/** Staff switch the One-Stop Shop (ADR 0093) on or off in the admin's settings. */
export async function switchOss(shop: TestApp, staffToken: string, on: boolean): Promise<void> {
  const read = await injectAs(shop, staffToken, 'GET', '/api/admin/settings/1/');
  expect(read.statusCode, read.body).toBe(200);
  const current = adminShopSettingsRecordSchema.parse(read.json());
  const response = await injectAs(shop, staffToken, 'PUT', '/api/admin/settings/1/', {
    gift_wrapping_price: current.gift_wrapping_price,
    oss_enabled: on,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ oss_enabled: on });
}

export async function startCheckout(
  shop: TestApp,
  customer: Customer,
  lang = 'en',
  body?: CheckoutStart,
) {
  await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
  return shop.app.inject({
    method: 'POST',
    url: `/api/checkout/create-checkout-session/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    ...(body ? { payload: body } : {}),
  });
}

/**
 * What the cart page sends for an order gift cards or a discount pay whole (no payment page
 * asks for them then, ADR 0043): a shipping address and the terms accepted.
 */
export const NO_PAYMENT_PAGE_DETAILS = {
  shipping: {
    name: 'Lotte Janssens',
    address_1: 'Meir 12',
    address_2: 'Bus 4',
    postal_code: '2000',
    city: 'Antwerpen',
    country: 'BE',
  },
  accept_terms: true,
} satisfies CheckoutStart;

export async function checkout(
  shop: TestApp,
  customer: Customer,
  lang = 'en',
  body?: CheckoutStart,
): Promise<{ checkout_url: string; session_id: string }> {
  const response = await startCheckout(shop, customer, lang, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function successPage(shop: TestApp, customer: Customer, sessionId: string) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/checkout/success/?session_id=${encodeURIComponent(sessionId)}`,
    headers: { authorization: `Bearer ${customer.access}` },
  });
}

export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

const SHIPPING = {
  shipping_name: 'Ada Peeters',
  shipping_line1: 'Wetstraat 16',
  shipping_line2: 'Bus 3',
  shipping_postal_code: '1000',
  shipping_city: 'Brussel',
  shipping_country: 'BE',
};

/**
 * The delivery address the hosted page is given for goods delivered in each country the tests
 * deliver to (Belgium's is the default above).
 */
const HOSTED_PAGE_ADDRESSES = {
  BE: {},
  NL: {
    shipping_line1: 'Dorpsstraat 3',
    shipping_line2: '',
    shipping_postal_code: '1011 AB',
    shipping_city: 'Amsterdam',
    shipping_country: 'NL',
  },
  FR: {
    shipping_line1: '5 rue de Rivoli',
    shipping_line2: '',
    shipping_postal_code: '75001',
    shipping_city: 'Paris',
    shipping_country: 'FR',
  },
} satisfies Record<string, Partial<typeof SHIPPING>>;
export type HostedPageCountry = keyof typeof HOSTED_PAGE_ADDRESSES;

/** Fills in and submits the hosted payment page as a browser without script would. */
export async function payOnHostedPage(
  checkoutUrl: string,
  method: { card: string } | { iban: string },
  /** The delivery address's fields other than the default Brussels one (another country's). */
  shipping: Partial<typeof SHIPPING> = {},
): Promise<Response> {
  const submit = await openHostedPage(checkoutUrl);
  return submit(method, shipping);
}

/**
 * Loads the hosted payment page and returns its form's submit, so a test can submit a page
 * that was opened earlier (a customer with an old tab still open).
 */
export async function openHostedPage(
  checkoutUrl: string,
): Promise<
  (
    method: { card: string } | { iban: string },
    shipping?: Partial<typeof SHIPPING>,
  ) => Promise<Response>
> {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  expect(action, 'the hosted page has a form').toBeDefined();
  return (method, shipping) => submitHostedPage(checkoutUrl, action!, method, shipping);
}

function submitHostedPage(
  checkoutUrl: string,
  action: string,
  method: { card: string } | { iban: string },
  shipping: Partial<typeof SHIPPING> = {},
): Promise<Response> {
  const address = { ...SHIPPING, ...shipping };
  const fields =
    'card' in method
      ? {
          payment_method: 'card',
          card_number: method.card,
          card_expiry: '12 / 34',
          card_cvc: '123',
          card_name: 'Ada Peeters',
          ...address,
          terms_of_service: 'accepted',
        }
      : {
          payment_method: 'sepa_debit',
          iban: method.iban,
          account_holder_name: 'Ada Peeters',
          ...address,
          terms_of_service: 'accepted',
        };
  return fetch(new URL(action.replaceAll('&amp;', '&'), checkoutUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * Chooses Bancontact or iDEAL | Wero (at the ING) on the hosted page, then presses
 * "Authorize test payment" or "Fail test payment" on the sandbox's authorisation page, as
 * the customer does in Stripe's test mode. Answers the authorisation page's redirect.
 */
export async function payByBankRedirect(
  checkoutUrl: string,
  method: 'bancontact' | 'ideal',
  outcome: 'authorize' | 'fail' = 'authorize',
): Promise<Response> {
  const page = await fetch(checkoutUrl);
  const action = /<form[^>]*\saction="([^"]+)"/.exec(await page.text())?.[1];
  expect(action, 'the hosted page has a form').toBeDefined();
  const chosen = await fetch(new URL(action!.replaceAll('&amp;', '&'), checkoutUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      payment_method: method,
      ...(method === 'ideal' ? { ideal_bank: 'ing' } : {}),
      ...SHIPPING,
      terms_of_service: 'accepted',
    }).toString(),
    redirect: 'manual',
  });
  expect(chosen.status, 'the hosted page sends the customer to the bank').toBe(303);
  const authorisation = new URL(chosen.headers.get('location') ?? '', checkoutUrl);
  return fetch(authorisation, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Checks the customer's cart out in `language` and pays it by card on the hosted page; the paid
 * order's id and its lines (id and personalisation), in order.
 */
export async function payCart(
  shop: TestApp,
  customer: Customer,
  language = 'en',
): Promise<{ id: number; lines: { id: number; personalization: string }[] }> {
  const { orderId } = await checkoutAndPay(shop, customer, language);
  const { rows } = await shop.database.pool.query<{ id: number; personalization: string }>(
    'select id, personalization from order_items where order_id = $1 order by id',
    [orderId],
  );
  return { id: orderId, lines: rows };
}

export async function orderOfSession(shop: TestApp, sessionId: string) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    status: string;
    payment_intent_id: string | null;
    shipping_city: string | null;
  }>(
    'select id, status, payment_intent_id, shipping_city from orders where checkout_session_id = $1',
    [sessionId],
  );
  return rows[0];
}

export async function stockOf(shop: TestApp, productId: number): Promise<number | null> {
  const { rows } = await shop.database.pool.query<{ stock: number | null }>(
    'select stock from products where id = $1',
    [productId],
  );
  return rows[0]!.stock;
}

export async function cartSize(shop: TestApp, customer: Customer): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    'select count(*) as count from cart_items where user_id = $1',
    [customer.id],
  );
  return rows[0]!.count;
}

export async function confirmationMailsQueued(shop: TestApp, orderId: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ count: number }>(
    `select count(*) as count from pgboss.job
      where name = 'send-order-confirmation' and data->>'order_id' = $1`,
    [String(orderId)],
  );
  return rows[0]!.count;
}

export async function statusChanges(shop: TestApp, orderId: number) {
  const { rows } = await shop.database.pool.query<{
    from_status: string | null;
    to_status: string;
    reason: string;
  }>(
    'select from_status, to_status, reason from order_status_history where order_id = $1 order by id',
    [orderId],
  );
  return rows;
}

export function checkoutContext(shop: TestApp): CheckoutContext {
  return {
    pool: shop.database.pool,
    payments: shop.payments,
    jobs: shop.app.jobs,
    config: shop.config,
    log: shop.app.log,
  };
}

/** The events the sandbox generated for a session, oldest first, as Stripe lists them. */
export async function sandboxEvents(shop: TestApp, sessionId: string) {
  const response = await fetch(`${shop.sandbox!.url}/v1/events?limit=100`, {
    headers: { Authorization: 'Bearer sk_test_sandbox' },
  });
  const list = (await response.json()) as {
    data: { id: string; type: string; data: { object: { id: string } } }[];
  };
  return list.data.filter((event) => event.data.object.id === sessionId).reverse();
}

/** Signs a body as Stripe does: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export function postWebhook(shop: TestApp, body: string, stripeSignature: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature,
    },
    payload: body,
  });
}

/**
 * Checks the customer's cart out (with `body`, a company invoice for one) and pays by card on the
 * hosted page, giving it an address in `deliveredIn`; the paid order's id.
 */
export async function checkoutAndPay(
  shop: TestApp,
  customer: Customer,
  language = 'en',
  { body, deliveredIn = 'BE' }: { body?: CheckoutStart; deliveredIn?: HostedPageCountry } = {},
): Promise<{ orderId: number; sessionId: string }> {
  const session = await checkout(shop, customer, language, body);
  await payOnHostedPage(
    session.checkout_url,
    { card: CARD_PAYS },
    HOSTED_PAGE_ADDRESSES[deliveredIn],
  );
  const order = await waitFor(
    () => orderOfSession(shop, session.session_id),
    (row) => row?.status === 'processing',
    'the payment to reach the order',
  );
  return { orderId: order!.id, sessionId: session.session_id };
}
