import { describe, expect, it } from 'vitest';
import en from './en/translation.json';
import fr from './fr/translation.json';
import nl from './nl/translation.json';
import { pickTexts, TEXT_GROUPS } from './text-groups';

/**
 * The groups of texts the storefront loads per part (ADR 0101) are cut from the whole locale
 * files at build time: each must exist in every language and carry what its texts refer to.
 */
describe('text groups', () => {
  it('names only texts every locale file has', () => {
    for (const [group, paths] of Object.entries(TEXT_GROUPS)) {
      for (const texts of [en, nl, fr]) {
        expect(() => pickTexts(texts, paths), group).not.toThrow();
      }
    }
  });

  it('cuts a sub-section out in the file’s shape, leaving the rest of its section', () => {
    const picked = pickTexts(en, ['cart.card', 'nav']) as typeof en;
    expect(picked.nav).toEqual(en.nav);
    expect(picked.cart).toEqual({ card: en.cart.card });
    expect(Object.keys(picked).sort()).toEqual(['cart', 'nav']);
  });

  it('brings the texts a text refers to ($t(…)), so the terms read whole', () => {
    const terms = pickTexts(en, TEXT_GROUPS.terms) as Partial<typeof en>;
    expect(JSON.stringify(en.terms)).toContain('$t(withdrawalRules.');
    expect(terms.withdrawalRules?.period).toBe(en.withdrawalRules.period);
  });

  it('refuses a path the file lacks, so a typo breaks the build and not a page', () => {
    expect(() => pickTexts(en, ['cart.nothingHere'])).toThrow(/cart\.nothingHere/);
  });
});
