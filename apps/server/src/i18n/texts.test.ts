import { describe, expect, it } from 'vitest';
import { serverText, tooManyAttemptsText, validationText } from './texts.js';

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

describe('validationText', () => {
  it("says the contracts' message codes in the language asked for, with their values", () => {
    expect(validationText('nl', 'textTooLong', { max: 30 })).toBe('Hoogstens 30 tekens.');
    expect(validationText('fr', 'textInvisibleCharacter')).toMatch(
      /^Ce texte contient un caractère invisible/,
    );
    expect(validationText('fr', 'emailInvalid')).toBe('Veuillez saisir une adresse e-mail valide');
    expect(validationText('en', 'usernameInvalid')).toBe(
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    );
  });

  it('passes a message that is not a code through unchanged', () => {
    expect(validationText('nl', 'Invalid input: expected string')).toBe(
      'Invalid input: expected string',
    );
  });
});

describe('tooManyAttemptsText', () => {
  it('rounds up to whole seconds and uses the singular for one second', () => {
    expect(tooManyAttemptsText('en', 42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(tooManyAttemptsText('nl', 0.2)).toBe(
      'Te veel pogingen. Probeer het opnieuw over 1 seconde.',
    );
    expect(tooManyAttemptsText('fr', 1.5)).toBe('Trop de tentatives. Réessayez dans 2 secondes.');
  });
});
