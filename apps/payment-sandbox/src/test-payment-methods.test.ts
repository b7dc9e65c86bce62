import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardOutcome,
  isValidIban,
  normaliseIban,
  passesLuhn,
  sepaOutcome,
} from './test-payment-methods.js';

describe('card numbers', () => {
  it('checks Luhn’s digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('gives Stripe’s outcome for its test cards and declines every other number', () => {
    expect(cardOutcome('4242424242424242')).toEqual({
      kind: 'approved',
      card: { brand: 'visa', funding: 'credit', country: 'US' },
    });
    expect(cardOutcome('4000000000000002')).toMatchObject({
      kind: 'declined',
      reason: 'generic_decline',
    });
    expect(cardOutcome('4000000000009995')).toMatchObject({
      kind: 'declined',
      reason: 'insufficient_funds',
    });
    expect(cardOutcome('4111111111111111')).toMatchObject({
      kind: 'declined',
      reason: 'not_a_test_card',
    });
  });
});

describe('IBANs', () => {
  it('checks the ISO 13616 check digits', () => {
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('BE68539007547035')).toBe(false);
    expect(isValidIban('BE68')).toBe(false);
  });

  it('normalises spaces and case as people type them', () => {
    expect(normaliseIban('at61 1904 3002 3457 3201')).toBe('AT611904300234573201');
  });

  it('knows Stripe’s test IBANs and nothing else', () => {
    expect(sepaOutcome('AT611904300234573201')).toBe('succeeded');
    expect(sepaOutcome('AT861904300235473202')).toBe('failed');
    expect(sepaOutcome('BE68539007547034')).toBeNull();
  });
});
