import { describe, expect, it } from 'vitest';
import { setQueryLanguage } from './language';

const written = (search: string, language: Parameters<typeof setQueryLanguage>[1]) =>
  setQueryLanguage(new URLSearchParams(search), language).toString();

describe('setQueryLanguage: the one writer of `?lang=` into an address', () => {
  it('names the language, keeping the other parameters', () => {
    expect(written('', 'nl')).toBe('lang=nl');
    expect(written('?category=seasonal', 'fr')).toBe('category=seasonal&lang=fr');
    expect(written('?lang=nl&search=oak+board', 'en')).toBe('lang=en&search=oak+board');
  });

  it('leaves the parameter out for null, keeping the others', () => {
    expect(written('?category=seasonal&lang=nl', null)).toBe('category=seasonal');
    expect(written('?lang=nl', null)).toBe('');
  });
});
