import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEntrySchema,
  adminDeliveryMethodSchema,
  deliveryMethodListSchema,
  type AdminDeliveryMethod,
} from '@shop/contracts';
import { createShopWithStaff } from '../../test/admin.js';
import { injectAs, type TestApp } from '../../test/app.js';
import {
  addToCart,
  checkout,
  chooseHomeDelivery,
  newCustomer,
  newProduct,
} from '../../test/checkout.js';

/** Staff configure delivery methods and their rates in the admin (issue 27, ADR 0091). */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

let counter = 0;
function courier(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    code: `courier-${counter}`,
    kind: 'home',
    name: 'Evening courier',
    name_nl: 'Avondkoerier',
    name_fr: 'Coursier du soir',
    estimate_from_days: 1,
    estimate_to_days: 2,
    active: true,
    position: 5,
    rates: [
      { country: 'BE', price: '8.50', free_from: '100.00' },
      { country: 'NL', price: 12.5 },
    ],
    ...overrides,
  };
}

async function created(payload: Record<string, unknown>): Promise<AdminDeliveryMethod> {
  const response = await injectAs(shop, admin, 'POST', '/api/admin/delivery-methods/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return adminDeliveryMethodSchema.parse(response.json());
}

async function offeredIn(country: string, lang = 'en') {
  const response = await injectAs(
    shop,
    null,
    'GET',
    `/api/delivery/methods/?country=${country}&lang=${lang}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return deliveryMethodListSchema.parse(response.json());
}

async function lastAudit(entityId: number) {
  const response = await injectAs(
    shop,
    admin,
    'GET',
    `/api/admin/audit-log/?filter=${encodeURIComponent(
      JSON.stringify({ entity: 'delivery_method', entity_id: String(entityId) }),
    )}`,
  );
  return adminAuditEntrySchema.array().parse(response.json())[0];
}

describe('delivery methods in the admin', () => {
  it('lists the demo methods with their rates per country', async () => {
    const response = await injectAs(shop, admin, 'GET', '/api/admin/delivery-methods/');
    expect(response.statusCode, response.body).toBe(200);
    const methods = adminDeliveryMethodSchema.array().parse(response.json());
    expect(methods.map((method) => method.code)).toEqual(['home', 'pickup-point', 'collection']);
    expect(methods[1]).toMatchObject({
      kind: 'pickup_point',
      name_nl: 'Afhaalpunt of pakketautomaat',
      rates: [{ country: 'BE', price: '3.95', free_from: null }],
    });
    expect(methods[0]!.rates).toContainEqual({ country: 'BE', price: '4.95', free_from: '50.00' });
  });

  it('creates a method the shop then offers in its countries, in each language, with an audit entry', async () => {
    const method = await created(courier());
    expect(method).toMatchObject({
      kind: 'home',
      name_fr: 'Coursier du soir',
      rates: [
        { country: 'BE', price: '8.50', free_from: '100.00' },
        { country: 'NL', price: '12.50', free_from: null },
      ],
    });
    expect(await offeredIn('NL', 'nl')).toContainEqual(
      expect.objectContaining({ code: method.code, name: 'Avondkoerier', price: '12.50' }),
    );
    expect(await offeredIn('BE', 'fr')).toContainEqual(
      expect.objectContaining({ name: 'Coursier du soir', price: '8.50', free_from: '100.00' }),
    );
    // No rate in Germany: not offered there.
    expect((await offeredIn('DE')).map((offered) => offered.code)).not.toContain(method.code);
    expect(await lastAudit(method.id)).toMatchObject({ action: 'created', before: null });
  });

  it('changes the pick-up point price and the public list answers the new price at once', async () => {
    const list = adminDeliveryMethodSchema
      .array()
      .parse(
        (
          await injectAs(shop, admin, 'GET', '/api/admin/delivery-methods/?filter={"q":"pickup"}')
        ).json(),
      );
    const pickup = list[0]!;
    const { id, code, ...fields } = pickup;
    const response = await injectAs(shop, admin, 'PUT', `/api/admin/delivery-methods/${id}/`, {
      ...fields,
      rates: [{ country: 'BE', price: '2.95', free_from: '' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await offeredIn('BE')).toContainEqual(
      expect.objectContaining({ code, price: '2.95', free_from: null }),
    );
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({
      action: 'updated',
      before: { rates: [{ price: '3.95' }] },
      after: { rates: [{ price: '2.95' }] },
    });
  });

  it('refuses bad input with a message per field, in the staff member’s language', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-methods/?lang=nl',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
      payload: courier({
        name_nl: '   ',
        rates: [{ country: 'BE', price: '-1.00' }],
      }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      name_nl: ['Dit veld is verplicht.'],
      'rates.0.price': ['Gebruik een prijs zoals 24.99.'],
    });

    // Fields each well formed, but not together.
    const together = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-methods/',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
      payload: courier({
        estimate_from_days: 4,
        estimate_to_days: 2,
        rates: [
          { country: 'BE', price: '5.00' },
          { country: 'BE', price: '5.00', free_from: '0' },
        ],
      }),
    });
    expect(together.statusCode, together.body).toBe(400);
    expect(together.json()).toMatchObject({
      estimate_to_days: ['De laatste dag kan niet vóór de eerste komen.'],
      'rates.1.country': ['Dit land heeft al een prijs voor deze leveringswijze.'],
      'rates.1.free_from': ['Laat de drempel leeg, of geef een bedrag boven 0.'],
    });

    // The shape is right but the country is one the shop does not deliver to.
    const country = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/delivery-methods/',
      courier({ rates: [{ country: 'us', price: '20.00' }] }),
    );
    expect(country.statusCode, country.body).toBe(400);
    expect(country.json()).toMatchObject({
      'rates.0.country': ['We do not deliver to this country.'],
    });

    const taken = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/delivery-methods/',
      courier({ code: 'home' }),
    );
    expect(taken.statusCode, taken.body).toBe(400);
    // A field named `code` is the answer's `detail` (the envelope has its own `code`, ADR 0040).
    expect(taken.json()).toMatchObject({
      code: 'validation_error',
      detail: 'Another delivery method already has this code.',
    });
  });

  it('deactivates a method (no longer offered) and deletes only one no order used', async () => {
    const method = await created(courier());
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00' }));
    const choice = await shop.app.inject({
      method: 'PUT',
      url: '/api/cart/delivery/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { method: method.code, country: 'BE' },
    });
    expect(choice.statusCode, choice.body).toBe(200);
    await checkout(shop, customer);

    const remove = (id: number) =>
      injectAs(shop, admin, 'DELETE', `/api/admin/delivery-methods/${id}/`);
    const refused = await remove(method.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Orders were delivered by “Evening courier”: deactivate it instead of deleting it.',
    });

    const { id, code, ...fields } = method;
    const off = await injectAs(shop, admin, 'PUT', `/api/admin/delivery-methods/${id}/`, {
      ...fields,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await offeredIn('BE')).map((offered) => offered.code)).not.toContain(code);

    const unused = await created(courier());
    const deleted = await remove(unused.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await injectAs(shop, admin, 'GET', `/api/admin/delivery-methods/${unused.id}/`)).statusCode,
    ).toBe(404);
    expect(await lastAudit(unused.id)).toMatchObject({ action: 'deleted', after: null });
  });

  it('is for staff only', async () => {
    const customer = await newCustomer(shop);
    const refused = await injectAs(
      shop,
      customer.access,
      'POST',
      '/api/admin/delivery-methods/',
      courier(),
    );
    expect(refused.statusCode).toBe(403);
    expect((await injectAs(shop, null, 'GET', '/api/admin/delivery-methods/')).statusCode).toBe(
      401,
    );
  });
});

describe('the workshop in the settings', () => {
  it('saves the address and opening hours in three languages, and keeps them when left out', async () => {
    const saved = await injectAs(shop, admin, 'PUT', '/api/admin/settings/1/', {
      gift_wrapping_price: '3.50',
      workshop_address: 'Veldstraat 10\n9000 Gent',
      workshop_hours_en: 'Tuesday to Friday, 9:00 to 18:00',
      workshop_hours_nl: 'Dinsdag tot vrijdag, 9.00 tot 18.00 uur',
      workshop_hours_fr: 'Du mardi au vendredi, de 9 h à 18 h',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const wrappingOnly = await injectAs(shop, admin, 'PUT', '/api/admin/settings/1/', {
      gift_wrapping_price: '4.00',
    });
    expect(wrappingOnly.json()).toMatchObject({
      gift_wrapping_price: '4.00',
      workshop_address: 'Veldstraat 10\n9000 Gent',
      workshop_hours_nl: 'Dinsdag tot vrijdag, 9.00 tot 18.00 uur',
    });
  });
});

describe('a "free delivery" discount code staff create', () => {
  it('is made in the admin without a value and makes the cart’s delivery free', async () => {
    const made = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'SHIPFREE',
      kind: 'free_delivery',
      value: '',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'SHIPFREE', kind: 'free_delivery', value: '' });
    const customer = await newCustomer(shop);
    await addToCart(shop, customer, await newProduct(shop, { price: '20.00' }));
    await chooseHomeDelivery(shop, customer, 'NL');
    const cart = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/codes/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { code: 'shipfree' },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json()).toMatchObject({ delivery_total: '0.00', total_price: '20.00' });
  });
});
