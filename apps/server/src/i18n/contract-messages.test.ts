import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signInAsDemoAdmin } from '../test/admin.js';
import { newCustomer, type Customer } from '../test/checkout.js';

/**
 * The contracts' field rules are message codes with parameters (issue 25): the server says them
 * in the request's language, beside a `detail` in that language, and in the English the API
 * always answered.
 */
let shop: TestApp;
let customer: Customer;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  customer = await newCustomer(shop);
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return shop.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

describe('the contracts’ field rules in the reader’s language', () => {
  it('says the largest quantity of a cart line in Dutch, French and English', async () => {
    const answers: Record<string, unknown> = {};
    for (const language of ['en', 'nl', 'fr']) {
      const response = await call(customer.access, 'POST', `/api/cart/add/?lang=${language}`, {
        product_id: 1,
        quantity: 11,
      });
      expect(response.statusCode).toBe(400);
      answers[language] = response.json();
    }
    expect(answers).toEqual({
      en: {
        code: 'validation_error',
        detail: 'Some fields are not valid.',
        quantity: ['The quantity is at most 10.'],
      },
      nl: {
        code: 'validation_error',
        detail: expect.any(String),
        quantity: ['Het aantal is hoogstens 10.'],
      },
      fr: {
        code: 'validation_error',
        detail: expect.any(String),
        quantity: ['La quantité est de 10 au maximum.'],
      },
    });
  });

  it('follows Accept-Language for the smallest quantity and an unknown product', async () => {
    const response = await call(
      customer.access,
      'POST',
      '/api/cart/add/',
      { product_id: 3_000_000_000, quantity: 0 },
      { 'accept-language': 'nl-BE,nl;q=0.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      product_id: ['Dit product bestaat niet.'],
      quantity: ['Het aantal is minstens 1.'],
    });
  });

  it('says an unknown cart line in French', async () => {
    const response = await call(customer.access, 'PUT', '/api/cart/update/3000000000/?lang=fr', {
      quantity: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      item_id: ['Cette ligne n’est pas dans votre panier.'],
    });
  });

  it('says the staff’s search rule in Dutch and keeps its English', async () => {
    const long = 'x'.repeat(101);
    const dutch = await call(admin, 'GET', `/api/admin/search/?q=${long}&lang=nl`);
    expect(dutch.json()).toMatchObject({ q: ['Dit veld bevat hoogstens 100 tekens.'] });
    const english = await call(admin, 'GET', `/api/admin/search/?q=${long}`);
    expect(english.json()).toMatchObject({
      q: ['Ensure this field has no more than 100 characters.'],
    });
  });

  it('names the allowed VAT categories in French', async () => {
    const response = await call(admin, 'POST', '/api/admin/products/?lang=fr', {
      vat_category: 'luxury',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      vat_category: ['Une catégorie de TVA est l’une de standard, intermediate, food, zero'],
    });
  });
});
