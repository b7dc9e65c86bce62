/**
 * The contracts' field rules are message codes with parameters (issue 25, ADR 0064): a form
 * checking them in the browser says them from the web's own `validation.*` texts, in the
 * interface language, as the server says the same codes in its answers.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  addToCartSchema,
  cartCodeRequestSchema,
  cartItemParamsSchema,
  withdrawalParamsSchema,
} from '@shop/contracts';
import en from './en/translation.json';
import fr from './fr/translation.json';
import nl from './nl/translation.json';

const i18n = createInstance();
await i18n.init({
  lng: 'nl',
  resources: { en: { translation: en }, nl: { translation: nl }, fr: { translation: fr } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

interface Issue {
  message: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

/** Each field's messages, said in `language` as a form says them. */
function said(language: 'en' | 'nl' | 'fr', result: { error?: { issues: readonly object[] } }) {
  const t = i18n.getFixedT(language);
  const fields: Record<string, string[]> = {};
  for (const issue of (result.error?.issues ?? []) as Issue[]) {
    // Any code of the web's `validation` texts (one of them names the type).
    const key = `validation.${issue.message}` as 'validation.quantityTooHigh';
    expect(i18n.exists(key, { lng: language }), key).toBe(true);
    const text = t(key, { min: Number(issue.minimum), max: Number(issue.maximum) });
    (fields[issue.path.join('.')] ??= []).push(text);
  }
  return fields;
}

describe('the contracts’ field rules in the storefront’s words', () => {
  it('say a cart line’s quantity and an unknown product in Dutch, French and English', () => {
    const tooMany = addToCartSchema.safeParse({ product_id: 3_000_000_000, quantity: 11 });
    expect(said('nl', tooMany)).toEqual({
      product_id: ['Dit product bestaat niet.'],
      quantity: ['Het aantal is hoogstens 10.'],
    });
    expect(said('fr', tooMany)).toEqual({
      product_id: ['Ce produit n’existe pas.'],
      quantity: ['La quantité est de 10 au maximum.'],
    });
    expect(said('en', tooMany)).toEqual({
      product_id: ['No such product.'],
      quantity: ['The quantity is at most 10.'],
    });
    expect(said('nl', addToCartSchema.safeParse({ product_id: 1, quantity: 0 }))).toEqual({
      quantity: ['Het aantal is minstens 1.'],
    });
  });

  it('ask for a code and name unknown lines and orders in Dutch', () => {
    expect(said('nl', cartCodeRequestSchema.safeParse({ code: ' - ' }))).toEqual({
      code: ['Vul een code in.'],
    });
    expect(said('nl', cartCodeRequestSchema.safeParse({ code: 'X'.repeat(65) }))).toEqual({
      code: ['Deze code is te lang.'],
    });
    expect(said('nl', cartItemParamsSchema.safeParse({ item_id: '3000000000' }))).toEqual({
      item_id: ['Deze lijn staat niet in je winkelmandje.'],
    });
    expect(said('nl', withdrawalParamsSchema.safeParse({ order_id: '3000000000' }))).toEqual({
      order_id: ['Deze bestelling bestaat niet.'],
    });
  });
});
