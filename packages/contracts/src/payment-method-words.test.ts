import { describe, expect, it } from 'vitest';
import { paymentMethodInWords } from './payment-method-words.js';

/** A stand-in for a locale file. */
const WORDS: Record<string, string> = {
  'paymentMethods.card': 'Card',
  'paymentMethods.bancontact': 'Bancontact',
  'paymentMethods.ideal': 'iDEAL | Wero',
  'paymentMethods.sepa_debit': 'SEPA Direct Debit',
  'paymentMethods.gift_card': 'Gift card',
  'paymentMethods.online': 'Online payment',
  'paymentMethods.brands.visa': 'Visa',
};
const translate = (key: string) => WORDS[key] ?? `missing:${key}`;
const method = (type: string, brand: string | null = null, last4: string | null = null) => ({
  type,
  brand,
  last4,
});

describe('paymentMethodInWords', () => {
  it('names each method as its customers know it', () => {
    expect(paymentMethodInWords(method('card', 'visa', '4242'), translate)).toBe('Visa •••• 4242');
    expect(paymentMethodInWords(method('bancontact'), translate)).toBe('Bancontact');
    expect(paymentMethodInWords(method('ideal'), translate)).toBe('iDEAL | Wero');
    expect(paymentMethodInWords(method('sepa_debit'), translate)).toBe('SEPA Direct Debit');
    expect(paymentMethodInWords(method('gift_card'), translate)).toBe('Gift card');
  });

  it('never shows a code: an unknown type is an online payment, an unknown brand a card', () => {
    expect(paymentMethodInWords(method('klarna'), translate)).toBe('Online payment');
    expect(paymentMethodInWords(method('card', 'newbrand', '0005'), translate)).toBe(
      'Card •••• 0005',
    );
    expect(paymentMethodInWords(method('card'), translate)).toBe('Card');
  });
});
