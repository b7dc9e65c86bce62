import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  cartSchema,
  cleanPlainText,
  graphemeLength,
  loginResponseSchema,
  moneyToApi,
  productDetailSchema,
  type Cart,
  type TextMessageKey,
} from '@shop/contracts';
import { serverText } from '../../i18n/texts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cartItems, products, users } from '../../db/schema.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
});
afterAll(() => shop.close());

let counter = 0;
/** A fresh customer, signed in through the API; answers the access token. */
async function newCustomer(): Promise<string> {
  counter += 1;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: `buyer${counter}`,
      email: `buyer${counter}@example.be`,
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
  expect(response.statusCode).toBe(201);
  return loginResponseSchema.parse(response.json()).access;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return shop.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

async function ok(response: Awaited<ReturnType<typeof call>>): Promise<Cart> {
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

async function productId(slug: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no demo product ${slug}`);
  return row.id;
}

async function priceOf(slug: string): Promise<string> {
  const [row] = await shop.database.db
    .select({ price: products.price })
    .from(products)
    .where(eq(products.slug, slug));
  return moneyToApi(row!.price);
}

// Demo products with the settings these tests rely on (see db/seed/demo-catalogue.ts).
const PLAIN = 'mothers-day-dried-flower-bouquet'; // not personalised, made to order
const ENGRAVED = 'engraved-oak-cutting-board'; // required, at most 30 characters
const OPTIONAL = 'engraved-wooden-wine-box'; // optional, 40 characters, 6 in stock
const FEW_LEFT = 'autumn-candle-set'; // not personalised, 3 in stock
const SOLD_OUT = 'engraved-name-necklace'; // unavailable

describe('cart API: sign-in', () => {
  it('answers 401 on every endpoint without a valid access token', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/cart/'],
      ['POST', '/api/cart/add/', { product_id: 1 }],
      ['PUT', '/api/cart/update/1/', { quantity: 1 }],
      ['DELETE', '/api/cart/remove/1/'],
      ['DELETE', '/api/cart/clear/'],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
      const forged = await call('not-a-token', method, url, payload);
      expect(forged.statusCode).toBe(401);
    }
  });

  it("refuses a deleted account's still-valid token on the cart read, which checks the account in its own query", async () => {
    const token = await newCustomer();
    const added = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }),
    );
    expect(added.item_count).toBe(1);
    const claims = await shop.app.tokens.verify(token, 'access');
    await shop.database.db.delete(users).where(eq(users.id, claims!.userId));

    const read = await call(token, 'GET', '/api/cart/');
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'not_authenticated' });
    expect(read.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});

describe('cart API: lines and totals', () => {
  it('starts empty with total 0.00 and count 0', async () => {
    const token = await newCustomer();
    expect(await ok(await call(token, 'GET', '/api/cart/'))).toEqual({
      items: [],
      total_price: '0.00',
      item_count: 0,
      vat_breakdown: [],
      gift: { is_gift: false, message: '', wrapping: false },
      wrapping_total: '0.00',
      delivery: null,
      delivery_total: '0.00',
      subtotal: '0.00',
      discount_total: '0.00',
      gift_card_total: '0.00',
      codes: [],
    });
  });

  it('adds with quantity 1 by default, prices from the database and ignores a client price', async () => {
    const token = await newCustomer();
    const id = await productId(PLAIN);
    const price = await priceOf(PLAIN);
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        price: '0.01',
        unit_price: '0.01',
        line_total: '0.01',
      }),
    );
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({
      quantity: 1,
      personalization: '',
      unit_price: price,
      line_total: price,
      product: {
        id,
        slug: PLAIN,
        price,
        is_available: true,
        personalization: { mode: 'none' },
      },
    });
    expect(line!.product.main_image_url).toMatch(/^\/media\/products\//);
    expect(cart.total_price).toBe(price);
    expect(cart.item_count).toBe(1);
  });

  it('sums line totals and quantities over lines', async () => {
    const token = await newCustomer();
    await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(PLAIN),
        quantity: 3,
      }),
    );
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(ENGRAVED),
        quantity: 2,
        personalization: 'Peeters',
      }),
    );
    const cents = (price: string) => Math.round(Number(price) * 100);
    const plain = cents(await priceOf(PLAIN));
    const engraved = cents(await priceOf(ENGRAVED));
    expect(cart.item_count).toBe(5);
    expect(cents(cart.total_price)).toBe(plain * 3 + engraved * 2);
    expect(cart.items.map((item) => cents(item.line_total))).toEqual([plain * 3, engraved * 2]);
  });

  it('says which lines may be withdrawn from: not an engraved one (made to the customer’s specifications), but a gift card with a message', async () => {
    const token = await newCustomer();
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }));
    await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(ENGRAVED),
        personalization: 'Peeters',
      }),
    );
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId('gift-card-25'),
        personalization: 'Happy birthday!',
      }),
    );
    expect(cart.items.map((item) => [item.product.slug, item.withdrawal_right])).toEqual([
      [PLAIN, true],
      [ENGRAVED, false],
      // A message on the card does not make a money gift card to specification (art. 16(c)).
      ['gift-card-25', true],
    ]);
  });

  it('names products and personalisation labels in the requested language', async () => {
    const token = await newCustomer();
    await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(ENGRAVED),
        personalization: 'Anna',
      }),
    );
    const fr = await ok(await call(token, 'GET', '/api/cart/?lang=fr'));
    expect(fr.items[0]!.product.name).toBe('Planche à découper en chêne gravée');
    expect(fr.items[0]!.product.personalization).toEqual({
      mode: 'required',
      label: 'Nom ou courte phrase à graver',
      max_length: 30,
    });
    const nl = await ok(
      await call(token, 'GET', '/api/cart/', undefined, { 'accept-language': 'nl-BE,nl;q=0.9' }),
    );
    expect(nl.items[0]!.product.name).toBe('Gegraveerde eikenhouten snijplank');
    const en = await ok(await call(token, 'GET', '/api/cart/'));
    expect(en.items[0]!.product.personalization.label).toBe('Name or short line to engrave');
  });
});

describe('cart API: personalisation', () => {
  it('merges the same text (after normalising spaces) and splits different texts', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: id, personalization: 'Anna' }),
    );
    const merged = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        quantity: 2,
        personalization: '  Anna ',
      }),
    );
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 3, personalization: 'Anna' });

    const split = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        personalization: 'Ben  en  Lies',
      }),
    );
    expect(split.items.map((item) => [item.personalization, item.quantity])).toEqual([
      ['Anna', 3],
      ['Ben en Lies', 1],
    ]);
    expect(split.item_count).toBe(4);
  });

  it('refuses a required text that is missing or blank with a field message', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    for (const payload of [{ product_id: id }, { product_id: id, personalization: '   ' }]) {
      const response = await call(token, 'POST', '/api/cart/add/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        personalization: ['Please fill in the personalisation for this product.'],
      });
    }
    const french = await call(token, 'POST', '/api/cart/add/?lang=fr', { product_id: id });
    expect(french.json().personalization).toEqual([
      'Veuillez remplir la personnalisation de ce produit.',
    ]);
    expect((await ok(await call(token, 'GET', '/api/cart/'))).items).toEqual([]);
  });

  it("refuses a text longer than the product's maximum, and accepts one at the maximum", async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    const tooLong = await call(token, 'POST', '/api/cart/add/', {
      product_id: id,
      personalization: 'x'.repeat(31),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_error',
      personalization: ['The personalisation is at most 30 characters.'],
    });
    const longest = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        personalization: 'x'.repeat(30),
      }),
    );
    expect(longest.items[0]!.personalization).toBe('x'.repeat(30));
    const huge = await call(token, 'POST', '/api/cart/add/', {
      product_id: id,
      personalization: 'x'.repeat(500),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('personalization');
  });

  it('accepts an optional product with or without a text, as separate lines', async () => {
    const token = await newCustomer();
    const id = await productId(OPTIONAL);
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: id }));
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        personalization: 'Marc & Sofie',
      }),
    );
    expect(cart.items.map((item) => item.personalization)).toEqual(['', 'Marc & Sofie']);
  });

  it('refuses a text for a product that is not personalised', async () => {
    const token = await newCustomer();
    const response = await call(token, 'POST', '/api/cart/add/', {
      product_id: await productId(PLAIN),
      personalization: 'Rex',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('personalization');
  });
});

describe('cart API: personalisation texts follow the free-text rule (issue 14)', () => {
  const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';

  it('stores the NFC form, so a composed and a decomposed text are one line', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        personalization: 'Rene\u0301',
      }),
    );
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: id, personalization: 'Ren\u00e9' }),
    );
    expect(cart.items.map((item) => [item.personalization, item.quantity])).toEqual([
      ['Ren\u00e9', 2],
    ]);
    const [row] = await shop.database.db
      .select({ text: cartItems.personalization })
      .from(cartItems)
      .where(eq(cartItems.id, cart.items[0]!.id));
    expect(row!.text).toBe('Ren\u00e9');
  });

  it('counts the length as people see characters: 30 family emoji fit in 30', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    const fits = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: id,
        personalization: FAMILY.repeat(30),
      }),
    );
    expect(fits.items[0]!.personalization).toBe(FAMILY.repeat(30));
    const tooLong = await call(token, 'POST', '/api/cart/add/?lang=nl', {
      product_id: id,
      personalization: FAMILY.repeat(31),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().personalization).toEqual([
      'De personalisatie is maximaal 30 tekens lang.',
    ]);
  });

  it('refuses hidden characters with a message per kind, in the request language', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    const cases: [string, TextMessageKey][] = [
      ['Anna\u202Eanna', 'textDirectionCharacter'],
      ['\u2066Anna\u2069', 'textDirectionCharacter'],
      ['An\u200Bna', 'textInvisibleCharacter'],
      ['\uFEFFAnna', 'textInvisibleCharacter'],
      ['An\u200Dna', 'textInvisibleCharacter'],
      ['Anna\u0007', 'textControlCharacter'],
      ['Anna\nBen', 'textControlCharacter'],
      ['Anna\uD800', 'textBrokenCharacter'],
    ];
    for (const [text, key] of cases) {
      for (const language of ['en', 'nl', 'fr'] as const) {
        const response = await call(token, 'POST', `/api/cart/add/?lang=${language}`, {
          product_id: id,
          personalization: text,
        });
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_error',
          personalization: [serverText(language, `validation.${key}`)],
        });
      }
    }
    const nothingVisible = await call(token, 'POST', '/api/cart/add/?lang=fr', {
      product_id: id,
      personalization: '\u0301\u0301',
    });
    expect(nothingVisible.json().personalization).toEqual([
      serverText('fr', 'validation.textNothingVisible'),
    ]);
    expect((await ok(await call(token, 'GET', '/api/cart/'))).items).toEqual([]);
  });

  it('answers any typed text with the stored normal form or a 400 with a field message, never a 500', async () => {
    const token = await newCustomer();
    const id = await productId(OPTIONAL); // optional, at most 40 characters
    const tricky = fc.constantFrom(
      'a',
      'é',
      'e\u0301',
      ' ',
      '\u00a0',
      '\n',
      '\t',
      '\u0000',
      '\u0085',
      '\u200b',
      '\u200d',
      '\u202e',
      '\u2067',
      '\ufeff',
      '\u00ad',
      '\ud800',
      '\udfff',
      FAMILY,
      '\u{1F468}',
      '\u{1F3F4}',
      '\u{E0067}',
      '\u{E007F}',
      '\u0301',
      '\u{1D49C}',
      '<',
      '&',
    );
    const typed = fc.oneof(
      fc.string({ unit: tricky, maxLength: 45 }),
      fc.string({ unit: 'grapheme', maxLength: 45 }),
      fc.string({ unit: 'binary', maxLength: 45 }),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const response = await call(token, 'POST', '/api/cart/add/', {
          product_id: id,
          personalization: text,
        });
        expect(response.statusCode, JSON.stringify(text)).toBeLessThan(500);
        if (response.statusCode === 400) {
          const body = response.json() as { personalization?: unknown };
          expect(body.personalization, JSON.stringify(text)).toEqual([expect.any(String)]);
          expect(JSON.stringify(body.personalization)).not.toMatch(/\btext[A-Z]/);
          return;
        }
        const cart = await ok(response);
        const stored = cart.items[0]!.personalization;
        const cleaned = cleanPlainText(text);
        expect(cleaned.ok && cleaned.text, JSON.stringify(text)).toBe(stored);
        expect(stored).toBe(stored.normalize('NFC'));
        expect(stored).not.toMatch(/[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069\u200b\ufeff]/u);
        expect(stored).toBe(stored.trim());
        expect(graphemeLength(stored)).toBeLessThanOrEqual(40);
        await ok(await call(token, 'DELETE', '/api/cart/clear/'));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('cart API: quantities and stock', () => {
  it('keeps a line between 1 and 10', async () => {
    const token = await newCustomer();
    const id = await productId(PLAIN);
    for (const quantity of [0, -1, 11, 2.5]) {
      const response = await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity });
      expect(response.statusCode, `quantity ${quantity}`).toBe(400);
      expect(response.json()).toHaveProperty('quantity');
    }
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 8 }),
    );
    const beyond = await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 3 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      code: 'conflict',
      quantity: ['You can add at most 2 more of this item.'],
    });
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 2 }));
    const full = await call(token, 'POST', '/api/cart/add/', { product_id: id });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toContain('(10)');

    const lineId = cart.items[0]!.id;
    const tooMany = await call(token, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    const set = await ok(await call(token, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 4 }));
    expect(set.items[0]!.quantity).toBe(4);
    expect(set.item_count).toBe(4);
  });

  it('removes a line updated to 0 or less', async () => {
    const token = await newCustomer();
    const first = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }),
    );
    const zero = await ok(
      await call(token, 'PUT', `/api/cart/update/${first.items[0]!.id}/`, { quantity: 0 }),
    );
    expect(zero).toEqual({
      items: [],
      total_price: '0.00',
      item_count: 0,
      vat_breakdown: [],
      gift: { is_gift: false, message: '', wrapping: false },
      wrapping_total: '0.00',
      delivery: null,
      delivery_total: '0.00',
      subtotal: '0.00',
      discount_total: '0.00',
      gift_card_total: '0.00',
      codes: [],
    });
    const again = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }),
    );
    const negative = await ok(
      await call(token, 'PUT', `/api/cart/update/${again.items[0]!.id}/`, { quantity: -3 }),
    );
    expect(negative.items).toEqual([]);
  });

  it('never lets the lines of a product go above its stock', async () => {
    const token = await newCustomer();
    const id = await productId(FEW_LEFT); // 3 in stock
    const cart = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 2 }),
    );
    const beyond = await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 2 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().quantity).toEqual(['You can add at most 1 more of this item.']);
    const update = await call(token, 'PUT', `/api/cart/update/${cart.items[0]!.id}/`, {
      quantity: 4,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().quantity).toEqual(['You can have at most 3 of this item in your cart.']);
    const three = await ok(
      await call(token, 'PUT', `/api/cart/update/${cart.items[0]!.id}/`, { quantity: 3 }),
    );
    expect(three.items[0]!.quantity).toBe(3);

    // Stock counts over every line of the product, whatever their texts.
    const wine = await productId(OPTIONAL); // 6 in stock
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: wine, quantity: 4 }));
    const second = await call(token, 'POST', '/api/cart/add/', {
      product_id: wine,
      quantity: 3,
      personalization: 'Proost!',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().quantity).toEqual(['You can add at most 2 more of this item.']);
  });

  it('ends 20 concurrent identical adds as one line of 10, refusing the rest without a 500', async () => {
    const token = await newCustomer();
    const id = await productId(ENGRAVED);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(token, 'POST', '/api/cart/add/', { product_id: id, personalization: 'Lotte' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const cart = await ok(await call(token, 'GET', '/api/cart/'));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 10, personalization: 'Lotte' });

    const rows = await shop.database.db.select().from(cartItems).where(eq(cartItems.productId, id));
    expect(rows.filter((row) => row.personalization === 'Lotte')).toHaveLength(1);
  });

  it('sums 5 concurrent adds of 2 into one line', async () => {
    const token = await newCustomer();
    const id = await productId(PLAIN);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 2 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = await ok(await call(token, 'GET', '/api/cart/'));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(10);
  });
});

describe('cart API: availability', () => {
  it('refuses an unavailable product and an unknown one', async () => {
    const token = await newCustomer();
    const soldOut = await call(token, 'POST', '/api/cart/add/', {
      product_id: await productId(SOLD_OUT),
      personalization: 'Emma',
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({
      code: 'conflict',
      detail: 'This product is not available at the moment.',
    });
    const unknown = await call(token, 'POST', '/api/cart/add/', { product_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const invalid = await call(token, 'POST', '/api/cart/add/', { product_id: 'abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('product_id');
  });

  it('keeps a line whose product became unavailable or archived visible, lowerable but not raisable', async () => {
    const token = await newCustomer();
    const slug = 'saint-nicholas-treats-box';
    const id = await productId(slug);
    const added = await ok(
      await call(token, 'POST', '/api/cart/add/', { product_id: id, quantity: 3 }),
    );
    const lineId = added.items[0]!.id;
    const db = shop.database.db;
    try {
      await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
      const cart = await ok(await call(token, 'GET', '/api/cart/'));
      expect(cart.items[0]).toMatchObject({ quantity: 3, product: { is_available: false } });
      expect((await call(token, 'POST', '/api/cart/add/', { product_id: id })).statusCode).toBe(
        409,
      );
      const raise = await call(token, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 4 });
      expect(raise.statusCode).toBe(409);
      const lower = await ok(
        await call(token, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 1 }),
      );
      expect(lower.items[0]!.quantity).toBe(1);
    } finally {
      await db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    }
  });
});

describe('cart API: ownership, remove and clear', () => {
  it("answers 404 on another customer's line and leaves it alone", async () => {
    const anna = await newCustomer();
    const ben = await newCustomer();
    const annaCart = await ok(
      await call(anna, 'POST', '/api/cart/add/', {
        product_id: await productId(PLAIN),
        quantity: 2,
      }),
    );
    const lineId = annaCart.items[0]!.id;

    expect((await ok(await call(ben, 'GET', '/api/cart/'))).items).toEqual([]);
    const update = await call(ben, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 5 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'not_found' });
    expect(
      (await call(ben, 'PUT', `/api/cart/update/${lineId}/`, { quantity: 0 })).statusCode,
    ).toBe(404);
    expect((await call(ben, 'DELETE', `/api/cart/remove/${lineId}/`)).statusCode).toBe(404);
    await ok(await call(ben, 'DELETE', '/api/cart/clear/'));

    const after = await ok(await call(anna, 'GET', '/api/cart/'));
    expect(after.items).toEqual(annaCart.items);
  });

  it('removes one line and answers the rest of the cart; an unknown line is 404', async () => {
    const token = await newCustomer();
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }));
    const both = await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(ENGRAVED),
        quantity: 2,
        personalization: 'Jan',
      }),
    );
    const [first, second] = both.items;
    const rest = await ok(await call(token, 'DELETE', `/api/cart/remove/${first!.id}/`));
    expect(rest.items).toEqual([second]);
    expect(rest.item_count).toBe(2);
    expect(rest.total_price).toBe(second!.line_total);
    expect((await call(token, 'DELETE', `/api/cart/remove/${first!.id}/`)).statusCode).toBe(404);
    expect((await call(token, 'PUT', '/api/cart/update/999999/', { quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(token, 'DELETE', '/api/cart/remove/abc/')).statusCode).toBe(400);
  });

  it('clears every line', async () => {
    const token = await newCustomer();
    await ok(await call(token, 'POST', '/api/cart/add/', { product_id: await productId(PLAIN) }));
    await ok(
      await call(token, 'POST', '/api/cart/add/', {
        product_id: await productId(OPTIONAL),
        personalization: 'Proost',
      }),
    );
    expect(await ok(await call(token, 'DELETE', '/api/cart/clear/'))).toEqual({
      items: [],
      total_price: '0.00',
      item_count: 0,
      vat_breakdown: [],
      gift: { is_gift: false, message: '', wrapping: false },
      wrapping_total: '0.00',
      delivery: null,
      delivery_total: '0.00',
      subtotal: '0.00',
      discount_total: '0.00',
      gift_card_total: '0.00',
      codes: [],
    });
    expect((await ok(await call(token, 'GET', '/api/cart/'))).items).toEqual([]);
  });
});

describe('catalogue: personalisation settings', () => {
  it('shows the settings on the product detail and list in the requested language', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${ENGRAVED}/?lang=nl`,
    });
    expect(productDetailSchema.parse(response.json()).personalization).toEqual({
      mode: 'required',
      label: 'Naam of korte tekst om te graveren',
      max_length: 30,
    });
    const list = await shop.app.inject({ method: 'GET', url: '/api/products/?lang=fr' });
    const items = list.json() as { slug: string; personalization: { mode: string } }[];
    expect(items.find((item) => item.slug === PLAIN)?.personalization.mode).toBe('none');
    expect(items.find((item) => item.slug === OPTIONAL)?.personalization).toMatchObject({
      mode: 'optional',
      label: 'Noms, date ou quelques mots à graver',
    });
  });

  it('leaves archived products out of the list and the product pages', async () => {
    const id = await productId(FEW_LEFT);
    const db = shop.database.db;
    try {
      await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
      const list = await shop.app.inject({ method: 'GET', url: '/api/products/' });
      expect((list.json() as { slug: string }[]).map((item) => item.slug)).not.toContain(FEW_LEFT);
      const detail = await shop.app.inject({ method: 'GET', url: `/api/products/${FEW_LEFT}/` });
      expect(detail.statusCode).toBe(404);
    } finally {
      await db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    }
  });
});
