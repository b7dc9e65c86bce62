import { describe, expect, it } from 'vitest';
import { serverText } from './texts.js';

describe('serverText', () => {
  it('answers in the language asked for, placeholders filled in and not HTML-escaped', () => {
    expect(serverText('en', 'backInStock.subscribed', { email: "o'brien@example.be" })).toBe(
      "We will e-mail o'brien@example.be as soon as this product is available again.",
    );
    expect(serverText('nl', 'cart.lineLimit', { limit: 10 })).toBe(
      'Je kunt maximaal 10 van dit artikel in je winkelwagen hebben.',
    );
    expect(serverText('fr', 'forms.tooLong', { max: 100 })).toBe('100 caractères au maximum.');
  });

  it('chooses the plural form by count', () => {
    expect(serverText('en', 'contact.tooMany', { count: 1 })).toMatch(/in 1 minute\.$/);
    expect(serverText('en', 'contact.tooMany', { count: 12 })).toMatch(/in 12 minutes\.$/);
    expect(serverText('nl', 'contact.tooMany', { count: 1 })).toMatch(/over 1 minuut\.$/);
    expect(serverText('fr', 'contact.tooMany', { count: 5 })).toMatch(/dans 5 minutes\.$/);
  });
});
