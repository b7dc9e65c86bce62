import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/translation.json';
import fr from '../../../locales/fr/translation.json';
import nl from '../../../locales/nl/translation.json';
import { SaleReference } from './SaleReference';

/**
 * The reference price of a reduction is the lowest of the 30 days before it started (art. 6a
 * Directive 98/6/EC, ADR 0037, 0048): "in the last 30 days" turns false once a sale runs longer.
 */
async function rendered(language: 'en' | 'nl' | 'fr'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: en }, nl: { translation: nl }, fr: { translation: fr } },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SaleReference product={{ price: '15.00', lowest_price_30_days: '20.00' }} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');
}

describe('the sale label', () => {
  it.each([
    ['en', 'Lowest price in the 30 days before the reduction:'],
    ['nl', 'Laagste prijs in de 30 dagen vóór de korting:'],
    ['fr', 'Prix le plus bas des 30 jours précédant la réduction :'],
  ] as const)('names the 30 days before the reduction (%s)', async (language, label) => {
    const text = await rendered(language);
    expect(text).toContain(label);
    expect(text).not.toMatch(/last 30 days|laatste 30 dagen|30 derniers jours/);
  });
});
