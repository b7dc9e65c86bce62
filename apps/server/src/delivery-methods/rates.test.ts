import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRatesSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';

/** GET /api/delivery/rates/: what the shipping page and the terms say (issue 27, ADR 0091). */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ demo: true, env: { SHIPPING_COUNTRIES: 'BE,NL,FR,DE' } });
});
afterAll(() => shop.close());

async function rates(lang: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/delivery/rates/?lang=${lang}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return deliveryRatesSchema.parse(response.json());
}

describe('GET /api/delivery/rates/', () => {
  it('answers each active method with its price per delivery country, the estimate in working days and the workshop', async () => {
    const answer = await rates('nl');
    expect(answer.methods.map((method) => method.name)).toEqual([
      'Levering aan huis',
      'Afhaalpunt of pakketautomaat',
      'Afhalen in het atelier',
    ]);
    // In the shop's order of countries; Luxembourg is not delivered here, so left out.
    expect(answer.methods[0]).toEqual({
      code: 'home',
      kind: 'home',
      name: 'Levering aan huis',
      estimate_days: { from: 1, to: 3 },
      rates: [
        { country: 'BE', price: '4.95', free_from: '50.00' },
        { country: 'NL', price: '7.95', free_from: null },
        { country: 'FR', price: '11.95', free_from: null },
        { country: 'DE', price: '10.95', free_from: null },
      ],
    });
    expect(answer.workshop).toEqual({
      address: 'Voorbeeldstraat 1\n1000 Brussel',
      hours: 'Woensdag tot zaterdag, 10.00 tot 17.00 uur',
    });
  });

  it('leaves out a method staff deactivated', async () => {
    await shop.database.pool.query(
      `update delivery_methods set active = false where code = 'pickup-point'`,
    );
    const answer = await rates('fr');
    expect(answer.methods.map((method) => method.code)).toEqual(['home', 'collection']);
    expect(answer.workshop.hours).toBe('Du mercredi au samedi, de 10 h à 17 h');
  });
});
