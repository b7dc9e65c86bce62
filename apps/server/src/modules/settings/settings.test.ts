import { afterEach, describe, expect, it } from 'vitest';
import { publicSettingsSchema } from '@shop/contracts';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

describe('GET /api/settings/', () => {
  it('names the default delivery countries and the currency', async () => {
    shop = await createTestApp();
    const response = await shop.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(response.statusCode).toBe(200);
    expect(publicSettingsSchema.parse(response.json())).toEqual({
      shipping_countries: ['BE', 'FR', 'NL', 'DE', 'LU'],
      currency: 'EUR',
    });
  });

  it('names the countries configured in SHIPPING_COUNTRIES, in that order', async () => {
    shop = await createTestApp({ env: { SHIPPING_COUNTRIES: ' lu, be ' } });
    const response = await shop.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json().shipping_countries).toEqual(['LU', 'BE']);
  });
});

describe('SHIPPING_COUNTRIES', () => {
  it.each([
    ['BE,XX', /ISO 3166-1/],
    ['Belgium', /ISO 3166-1/],
    ['BE,BE', /each country once/],
    [' , ', /at least one country/],
  ])('refuses %j', (value, message) => {
    expect(() => loadConfig({ SHIPPING_COUNTRIES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SHIPPING_COUNTRIES: value })).toThrow(message);
    expect(() => loadConfig({ SHIPPING_COUNTRIES: value })).toThrow(/SHIPPING_COUNTRIES/);
  });
});
