import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSuccessSchema } from '@shop/contracts';
import type { TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  NO_PAYMENT_PAGE_DETAILS,
  openHostedPage,
  payOnHostedPage,
  successPage,
  type Customer,
  chooseDeliveryUnlessChosen,
} from '../test/checkout.js';
import { cancelAsStaff, createShopWithStaff } from '../test/admin.js';
import { applyCode, newDiscountCode, newGiftCard } from '../test/codes.js';
import { pdfText as readPdf } from '../test/pdf-text.js';

/** Issue 24, "Documents that name the right people" (ADR 0048). */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

async function pdfText(url: string, access: string): Promise<string> {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.statusCode).toBe(200);
  return (await readPdf(response.rawPayload)).replace(/\s+/g, ' ');
}

/** Pays a customer's cart on the hosted page as `payer`, sending it to `recipient`. */
async function payAs(
  customer: Customer,
  lang: string,
  payer: string,
  recipient: { name: string; line1: string; postalCode: string; city: string },
  body?: object,
) {
  await chooseDeliveryUnlessChosen(shop.database.pool, customer.id);
  const started = await shop.app.inject({
    method: 'POST',
    url: `/api/checkout/create-checkout-session/?lang=${lang}`,
    headers: { authorization: `Bearer ${customer.access}` },
    ...(body ? { payload: body } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const page = started.json() as { checkout_url: string; session_id: string };
  const html = await (await fetch(page.checkout_url)).text();
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)![1]!;
  await fetch(new URL(action.replaceAll('&amp;', '&'), page.checkout_url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      payment_method: 'card',
      card_number: CARD_PAYS,
      card_expiry: '12 / 34',
      card_cvc: '123',
      card_name: payer,
      shipping_name: recipient.name,
      shipping_line1: recipient.line1,
      shipping_line2: '',
      shipping_postal_code: recipient.postalCode,
      shipping_city: recipient.city,
      shipping_country: 'BE',
      terms_of_service: 'accepted',
    }).toString(),
    redirect: 'manual',
  });
  const paid = checkoutSuccessSchema.parse(
    (await successPage(shop, customer, page.session_id)).json(),
  );
  return { ...paid, sessionId: page.session_id };
}

describe('whom an invoice names', () => {
  it('names the buyer, not the gift’s recipient, whose address stands apart as the delivery address', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '30.00' }));
    await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { is_gift: true, message: 'Gelukkige verjaardag', wrapping: false },
    });
    const paid = await payAs(customer, 'nl', 'Bram Janssens', {
      name: 'Lotte Maes',
      line1: 'Kerkstraat 5',
      postalCode: '9000',
      city: 'Gent',
    });
    const text = await pdfText(paid.invoice!.url, customer.access);
    const buyer = text.indexOf('Klant Bram Janssens');
    const delivery = text.indexOf('Leveringsadres Lotte Maes Kerkstraat 5 9000 Gent');
    expect(buyer, text).toBeGreaterThan(-1);
    expect(delivery, text).toBeGreaterThan(buyer);
    // The recipient's name appears only under the delivery address.
    expect(text.indexOf('Lotte Maes')).toBe(delivery + 'Leveringsadres '.length);
  });

  it('a gift the gift cards pay whole (no payment page): the account, never the recipient, is the buyer', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00' }));
    await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/gift/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { is_gift: true, message: 'Proficiat', wrapping: false },
    });
    expect((await applyCode(shop, customer, await newGiftCard(shop, '50.00'))).statusCode).toBe(
      200,
    );
    const page = await checkout(shop, customer, 'en', NO_PAYMENT_PAGE_DETAILS);
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const { rows } = await shop.database.pool.query<{ username: string }>(
      'select username from users where id = $1',
      [customer.id],
    );
    const text = await pdfText(paid.invoice!.url, customer.access);
    expect(text).toContain(`Customer ${rows[0]!.username} ${customer.email}`);
    expect(text).toContain('Delivery address Lotte Janssens Meir 12 Bus 4 2000 Antwerpen BE');
    expect(text.indexOf('Lotte Janssens')).toBe(text.indexOf('Delivery address') + 17);
  });
});

describe('what an invoice states', () => {
  it('a total VAT line, the discount without VAT, and the date of supply said to be the invoice date', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '24.50' }), 2);
    const code = await newDiscountCode(shop, { kind: 'percent', value: '10', maxRedemptions: 5 });
    const applied = await applyCode(shop, customer, code);
    expect(applied.statusCode, applied.body).toBe(200);
    const page = await checkout(shop, customer);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const text = await pdfText(paid.invoice!.url, customer.access);
    // 2 × 24.50 = 49.00 incl. 21 %, 10 % off: 44.10, of which VAT 7.65.
    expect(text).toContain('Date of supply: same as invoice date');
    expect(text).toContain(`Discount ${code}: -€4.05 excl. VAT`);
    expect(text).toContain('€20.25'); // unit price excl. VAT
    expect(text).toContain('€36.45'); // 2 × 20.25 − 4.05
    expect(text).toContain('Total excl. VAT: €36.45');
    expect(text).toContain('Total VAT: €7.65');
    expect(text).toContain('Total incl. VAT: €44.10');
    expect(text).not.toContain('−€4.90');
    // The seller's legal form, register and bank account (CCA art. 2:20, CEL III.25).
    expect(text).toContain('Legal form: BV (example data)');
    expect(text).toContain('RPR/RPM Brussel (example data)');
    expect(text).toContain('Bank account: IBAN BE71 0961 2345 6769 BIC DEMOBEBB');
  });
});

describe('a line whose unit price without VAT rounds up', () => {
  it('is paid and invoiced: 2 × 10.00 at 21 % (8.26 a unit without VAT, 16.53 for the line)', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '10.00' }), 2);
    const page = await checkout(shop, customer);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    expect(paid.invoice).not.toBeNull();
    const text = await pdfText(paid.invoice!.url, customer.access);
    expect(text).toContain('€8.26'); // unit price excl. VAT
    expect(text).toContain('Total excl. VAT: €16.53');
    expect(text).toContain('Total VAT: €3.47');
    expect(text).toContain('Total incl. VAT: €20.00');
    expect(text).not.toContain('Discount');
  });
});

describe('credit notes', () => {
  async function cancelled(customer: Customer, orderId: number, sessionId: string) {
    await cancelAsStaff(shop, admin, orderId);
    return checkoutSuccessSchema.parse((await successPage(shop, customer, sessionId)).json());
  }

  it('correcting a company invoice: the corrected invoice’s number and date, and the statutory mention', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '30.00' }));
    const paid = await payAs(
      customer,
      'fr',
      'Jeanne Dupont',
      { name: 'Jeanne Dupont', line1: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles' },
      {
        company_invoice: {
          company_name: 'Atelier Dupont SRL',
          street: 'Rue Neuve 1',
          postal_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
          vat_number: 'BE0123456749',
        },
      },
    );
    const after = await cancelled(customer, paid.order_id, paid.sessionId);
    const { rows } = await shop.database.pool.query<{ day: string }>(
      `select to_char(issued_at at time zone 'Europe/Brussels', 'DD/MM/YYYY') as day
       from invoices where order_id = $1`,
      [paid.order_id],
    );
    const text = await pdfText(after.credit_notes[0]!.url, customer.access);
    expect(text).toContain(`Rectifie la facture: ${paid.invoice!.number} du ${rows[0]!.day}`);
    expect(text).toContain(
      "TVA à reverser à l'État dans la mesure où elle a été initialement déduite.",
    );
  });

  it('correcting a consumer’s invoice: its number and date, without the mention', async () => {
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '12.00' }));
    const page = await checkout(shop, customer, 'nl');
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const after = await cancelled(customer, paid.order_id, page.session_id);
    const text = await pdfText(after.credit_notes[0]!.url, customer.access);
    expect(text).toMatch(
      new RegExp(`Verbetert factuur: ${paid.invoice!.number} van \\d{2}/\\d{2}/\\d{4}`),
    );
    expect(text).not.toContain('terug te storten');
  });
});

describe('invoice numbers', () => {
  it('twenty payments at once: the numbers follow the order of the invoices’ dates', async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const customer = await newCustomer(shop);
        await addToCart(shop, customer, await newProduct(shop, { price: '5.00' }));
        const page = await checkout(shop, customer);
        return { customer, page, submit: await openHostedPage(page.checkout_url) };
      }),
    );
    await Promise.all(pages.map(({ submit }) => submit({ card: CARD_PAYS })));
    await Promise.all(
      pages.map(async ({ customer, page }) =>
        expect(
          checkoutSuccessSchema.parse((await successPage(shop, customer, page.session_id)).json())
            .invoice,
        ).not.toBeNull(),
      ),
    );
    const { rows } = await shop.database.pool.query<{ number: string; issued_at: Date }>(
      'select number, issued_at from invoices order by number',
    );
    for (let index = 1; index < rows.length; index++) {
      expect(
        rows[index]!.issued_at.getTime(),
        `${rows[index]!.number} is dated before ${rows[index - 1]!.number}`,
      ).toBeGreaterThanOrEqual(rows[index - 1]!.issued_at.getTime());
    }
  });
});
