import { describe, expect, it } from 'vitest';
import { countryList } from './use-shipping-countries';

describe('countryList', () => {
  it('names the countries and joins them in the language', () => {
    const codes = ['BE', 'FR', 'NL', 'DE', 'LU'];
    expect(countryList(codes, 'en')).toBe('Belgium, France, Netherlands, Germany and Luxembourg');
    expect(countryList(codes, 'nl')).toBe('België, Frankrijk, Nederland, Duitsland en Luxemburg');
    expect(countryList(codes, 'fr')).toBe('Belgique, France, Pays-Bas, Allemagne et Luxembourg');
    expect(countryList(['BE'], 'fr')).toBe('Belgique');
  });
});
