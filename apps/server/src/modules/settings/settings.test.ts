import { afterEach, describe, expect, it } from 'vitest';
import { publicSettingsSchema } from '@shop/contracts';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { OPERATOR_SELLER_ENV } from '../../test/seller.js';

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
      seller: {
        legal_name: 'DEMO Giftshop BV (example data)',
        address: {
          street: 'Voorbeeldstraat 1',
          postal_code: '1000',
          city: 'Brussel',
          country: 'BE',
        },
        enterprise_number: '0000.000.097',
        vat_number: 'BE0000000097',
        email: 'demo-seller@example.com',
        phone: '+32 2 000 00 00',
        legal_form: 'BV (example data)',
        register_court: 'Brussel (example data)',
        iban: 'BE71 0961 2345 6769',
        bic: 'DEMOBEBB',
      },
      gift_wrapping: { price: '3.50' },
    });
  });

  it("names the seller as configured, numbers written the KBO's way", async () => {
    shop = await createTestApp({
      env: {
        ...OPERATOR_SELLER_ENV,
        SELLER_ENTERPRISE_NUMBER: '0123456749',
        SELLER_VAT_NUMBER: 'be 0123.456.749',
        SELLER_IBAN: 'be13012345678939',
        SELLER_BIC: 'gebabebb',
      },
    });
    const response = await shop.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(response.json().seller).toEqual({
      legal_name: 'Atelier Cadeau BV',
      address: { street: 'Kerkstraat 12', postal_code: '9000', city: 'Gent', country: 'BE' },
      enterprise_number: '0123.456.749',
      vat_number: 'BE0123456749',
      email: 'hello@ateliercadeau.be',
      phone: '+32 9 123 45 67',
      legal_form: 'BV',
      register_court: 'Gent, afdeling Gent',
      iban: 'BE13 0123 4567 8939',
      bic: 'GEBABEBB',
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

describe('the seller', () => {
  it('refuses an enterprise number with wrong check digits, and a VAT number of another business', () => {
    expect(() =>
      loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_ENTERPRISE_NUMBER: '0123.456.748' }),
    ).toThrow(/SELLER_ENTERPRISE_NUMBER: must be a Belgian enterprise number/);
    expect(() => loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_VAT_NUMBER: 'BE0000000097' })).toThrow(
      /SELLER_VAT_NUMBER: must be BE followed by the digits of SELLER_ENTERPRISE_NUMBER/,
    );
    expect(() =>
      loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_LEGAL_NAME: 'Atelier\u202ECadeau' }),
    ).toThrow(/SELLER_LEGAL_NAME/);
  });

  it('refuses an IBAN whose mod-97 check digits are wrong, and a malformed BIC', () => {
    expect(() =>
      loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_IBAN: 'BE14 0123 4567 8939' }),
    ).toThrow(/SELLER_IBAN: must be an IBAN like BE71 0961 2345 6769, check digits included/);
    expect(() =>
      loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_IBAN: 'BE13 0123 4567 8938' }),
    ).toThrow(/SELLER_IBAN/);
    expect(() => loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_BIC: 'GEBA BE' })).toThrow(
      /SELLER_BIC: must be a BIC/,
    );
    expect(
      loadConfig({ ...OPERATOR_SELLER_ENV, SELLER_IBAN: 'NL91ABNA0417164300' }).seller.iban,
    ).toBe('NL91 ABNA 0417 1643 00');
  });

  it('stops a production start that still has a demo value, naming each variable', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    for (const name of [
      'SELLER_LEGAL_NAME',
      'SELLER_STREET',
      'SELLER_ENTERPRISE_NUMBER',
      'SELLER_VAT_NUMBER',
      'SELLER_EMAIL',
      'SELLER_PHONE',
      'SELLER_LEGAL_FORM',
      'SELLER_REGISTER_COURT',
      'SELLER_IBAN',
      'SELLER_BIC',
    ]) {
      expect(attempt).toThrow(new RegExp(`${name}: must be set in production`));
    }
    // Written another way, the demo enterprise number is still the demo's.
    expect(() =>
      loadConfig({
        ...OPERATOR_SELLER_ENV,
        NODE_ENV: 'production',
        SELLER_ENTERPRISE_NUMBER: '0000000097',
        SELLER_VAT_NUMBER: 'BE0000000097',
      }),
    ).toThrow(/SELLER_ENTERPRISE_NUMBER: must be set in production/);
    expect(() => loadConfig({ ...OPERATOR_SELLER_ENV, NODE_ENV: 'production' })).not.toThrow();
  });
});
