import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * The server's answers come from the locale files in the request's language (issue 15: one
 * home for texts), including the errors thrown where the language is not at hand
 * (authentication) and the ones that used to live in the contracts and in checkout.
 */
let shop: TestApp;
let token: string;
beforeAll(async () => {
  shop = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: 'lotte',
      email: 'lotte@example.be',
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
  token = loginResponseSchema.parse(response.json()).access;
});
afterAll(() => shop.close());

describe('answers in the request language', () => {
  it('asks for credentials in Dutch and French, in English by default', async () => {
    const details: Record<string, string> = {};
    for (const language of ['en', 'nl', 'fr']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/users/me/?lang=${language}`,
      });
      expect(response.statusCode).toBe(401);
      details[language] = response.json().detail;
    }
    expect(details).toEqual({
      en: 'Authentication credentials were not provided.',
      nl: 'Er zijn geen aanmeldgegevens meegestuurd.',
      fr: 'Les informations d’authentification n’ont pas été fournies.',
    });
  });

  it('refuses a bad token in the language of Accept-Language', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: 'Bearer not-a-token', 'accept-language': 'fr-BE,fr;q=0.9' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Le jeton d’accès est invalide ou a expiré.');
  });

  it('says a field rule of the shared schemas in French', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/register/?lang=fr',
      payload: { username: 'x', email: 'nope', phone_number: '+32470123456', password: 'a' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      email: ['Veuillez saisir une adresse e-mail valide'],
      username: ["Le nom d'utilisateur doit contenir au moins 3 caractères"],
    });
  });

  it('answers an empty cart at checkout in Dutch', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session/?lang=nl',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      error: 'Je winkelwagen is leeg.',
      detail: 'Je winkelwagen is leeg.',
    });
  });
});
