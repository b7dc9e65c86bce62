import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupPointsResponseSchema } from '@shop/contracts';
import { findPickupPoint } from '../../carriers/index.js';
import { serverText } from '../../i18n/texts.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});

function search(query: string, lang = 'en') {
  return shop.app.inject({
    method: 'GET',
    url: `/api/delivery/pickup-points/?${query}&lang=${lang}`,
  });
}

describe('GET /api/delivery/pickup-points/', () => {
  it('lists the points near Brussels 1000 nearest first, with address, hours and distance', async () => {
    const response = await search('country=BE&postal_code=1000');
    expect(response.statusCode).toBe(200);
    const { results } = pickupPointsResponseSchema.parse(response.json());
    expect(results.length).toBeGreaterThanOrEqual(4);
    expect(results.every((point) => point.country === 'BE')).toBe(true);
    const distances = results.map((point) => point.distance_m ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(results.map((point) => point.carrier))).toEqual(
      new Set(['bpost', 'dpd', 'mondial_relay', 'postnl']),
    );
    const postOffice = results.find((point) => point.name.includes('De Brouckère'));
    expect(postOffice).toMatchObject({
      carrier: 'bpost',
      street: 'Boulevard Anspach',
      house_number: '1',
      postal_code: '1000',
      city: 'Bruxelles',
      opening_hours: {
        monday: ['09:00 - 12:30', '13:30 - 17:00'],
        saturday: ['09:30 - 12:00'],
        sunday: [],
      },
    });
    // Nothing from Antwerp or Ghent, 40 km away.
    expect(results.some((point) => point.city === 'Antwerpen' || point.city === 'Gent')).toBe(
      false,
    );
  });

  it('finds Dutch points near Utrecht', async () => {
    const response = await search('country=nl&postal_code=3511%20CE');
    const { results } = pickupPointsResponseSchema.parse(response.json());
    expect(results.map((point) => point.city)).toContain('Utrecht');
    expect(results.every((point) => point.country === 'NL')).toBe(true);
  });

  it('answers 400 with a message per field for a bad country or postal code', async () => {
    const badCountry = await search('country=XX&postal_code=1000', 'nl');
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().country).toEqual([serverText('nl', 'validation.countryInvalid')]);

    const badPostalCode = await search('country=BE&postal_code=10000', 'fr');
    expect(badPostalCode.statusCode).toBe(400);
    expect(badPostalCode.json().postal_code).toEqual([
      serverText('fr', 'validation.postalCodeInvalid'),
    ]);

    const missing = await search('country=BE');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().postal_code).toEqual([serverText('en', 'validation.postalCodeRequired')]);
  });

  it('checks a chosen point by its id and country', async () => {
    const { results } = pickupPointsResponseSchema.parse(
      (await search('country=BE&postal_code=9000')).json(),
    );
    const chosen = results[0]!;
    expect(await findPickupPoint('BE', chosen.id)).toMatchObject({
      id: chosen.id,
      name: chosen.name,
      distance_m: null,
    });
    expect(await findPickupPoint('NL', chosen.id)).toBeNull();
    expect(await findPickupPoint('BE', '999999')).toBeNull();
    expect(await findPickupPoint('BE', 'not-an-id')).toBeNull();
  });
});
