import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shop/contracts';
import en from '../../locales/en/translation.json';
import fr from '../../locales/fr/translation.json';
import nl from '../../locales/nl/translation.json';

/**
 * The withdrawal information the terms, the returns page and the help FAQ give (Directive
 * 2011/83/EU arts. 6(1)(h)-(i), 13, 14, 16(c); ADR 0046), read as a visitor reads it: with the
 * shared sentences filled in, in every language.
 */

const texts: Record<Language, TFunction> = {} as Record<Language, TFunction>;
beforeAll(async () => {
  for (const language of LANGUAGES) {
    const i18n = createInstance();
    await i18n.init({
      lng: language,
      resources: { en: { translation: en }, nl: { translation: nl }, fr: { translation: fr } },
      fallbackLng: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    texts[language] = i18n.t;
  }
});

/** What a visitor reads about withdrawing on each page, keyed by page. */
function pages(t: TFunction): Record<string, string> {
  return {
    terms: (['body', 'handling', 'howTo', 'refund', 'returnCosts'] as const)
      .map((key) => t(`terms.sections.withdrawal.${key}`))
      .join(' '),
    returns: (
      [
        'returns.personalised.body',
        'returns.standard.body',
        'returns.standard.howTo',
        'returns.standard.refund',
        'returns.costs.body',
      ] as const
    )
      .map((key) => t(key))
      .join(' '),
    faq: (['personalisedReturn', 'standardReturn', 'returnCosts'] as const)
      .map((key) => t(`help.faq.${key}.answer`))
      .join(' '),
  };
}

/** The old condition on the right itself, in each language. */
const CONDITIONS: Record<Language, RegExp> = {
  en: /unused|original condition|as long as/i,
  nl: /ongebruikt|originele staat|op voorwaarde/i,
  fr: /non utilisé|état d.origine|à condition/i,
};

describe.each(LANGUAGES)('the withdrawal information in %s', (language) => {
  it('never makes the right depend on unused goods in their original condition and packaging', () => {
    const t = texts[language];
    for (const [page, text] of Object.entries(pages(t))) {
      expect(text, page).not.toMatch(CONDITIONS[language]);
      expect(text, page).not.toContain('$t(');
    }
  });

  it('says the consumer answers only for a diminished value from handling beyond establishing the goods (art. 14(2)), on every page', () => {
    const t = texts[language];
    const handling = t('withdrawalRules.handling');
    expect(handling.length).toBeGreaterThan(100);
    for (const [page, text] of Object.entries(pages(t))) expect(text, page).toContain(handling);
  });

  it('counts the refund from the day the shop is informed, with its withholding and the same means of payment (art. 13)', () => {
    const t = texts[language];
    const refund = t('withdrawalRules.refund');
    for (const text of Object.values(pages(t))) expect(text).toContain(refund);
  });

  it('states the return costs once, the same in the terms, the returns page and the FAQ (art. 6(1)(i))', () => {
    const t = texts[language];
    const costs = t('withdrawalRules.returnCosts');
    expect(t('terms.sections.withdrawal.returnCosts')).toBe(costs);
    expect(t('returns.costs.body')).toBe(costs);
    expect(t('help.faq.returnCosts.answer')).toBe(costs);
  });

  it('says the 48-hour request does not limit the two-year legal guarantee', () => {
    const t = texts[language];
    const guarantee = t('withdrawalRules.guarantee');
    expect(guarantee).toMatch(/2|two|twee|deux/);
    expect(t('returns.special.guarantee')).toBe(guarantee);
    expect(t('help.faq.damaged.answer')).toContain(guarantee);
  });

  it('keeps the right for a gift card with a message, and states the rule for wrapping and delivery', () => {
    const t = texts[language];
    expect(t('terms.sections.withdrawal.refund')).toContain(t('withdrawalRules.extras'));
    expect(t('returns.personalised.body')).toMatch(/gift card|cadeaubon|carte cadeau/i);
  });
});

describe('the wording in English', () => {
  it('reads as the law says', () => {
    const t = texts.en;
    expect(t('withdrawalRules.handling')).toContain(
      'You are only liable for a diminished value of the goods resulting from handling beyond that',
    );
    expect(t('withdrawalRules.refund')).toContain(
      'at the latest within 14 days of the day we are informed of your withdrawal',
    );
    expect(t('withdrawalRules.returnCosts')).toContain(
      'you bear the direct cost of sending the goods back',
    );
  });
});
