import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { personalizationTextSchema, type PersonalizationSettings } from '@shop/contracts';
import en from '../../../locales/en/translation.json';
import { PersonalizationField, personalizationLength } from './ProductPurchase';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
const settings: PersonalizationSettings = { mode: 'required', label: 'Name', max_length: 3 };

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: en } }, showSupportNotice: false });

/** The counter the shopper sees under the field, e.g. "1/3". */
function counterFor(value: string): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PersonalizationField
        settings={settings}
        value={value}
        onChange={() => {}}
        error={undefined}
      />
    </I18nextProvider>,
  );
  const counter = /data-testid="personalization-counter"[^>]*>([^<]*)</.exec(html)?.[1];
  if (counter === undefined) throw new Error(`no counter in ${html}`);
  return counter;
}

/** The length the server counts: what the shared schema stores, in graphemes. */
function serverLength(value: string): number {
  return [
    ...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(
      personalizationTextSchema.parse(value),
    ),
  ].length;
}

describe('personalisation counter', () => {
  it('counts as the server does: a family emoji is 1, é composed or decomposed is 1', () => {
    const cases: [string, number][] = [
      [FAMILY, 1],
      ['\u00e9', 1],
      ['e\u0301', 1],
      ['🇧🇪', 1],
      ['  Ann  ', 3],
      [`${FAMILY} e\u0301`, 3],
    ];
    for (const [value, length] of cases) {
      expect(counterFor(value), JSON.stringify(value)).toBe(`${length}/3`);
      expect(personalizationLength(value)).toBe(length);
      expect(serverLength(value), JSON.stringify(value)).toBe(length);
    }
  });

  it('marks the field invalid past the maximum instead of cutting an emoji in half', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <PersonalizationField
          settings={settings}
          value={FAMILY.repeat(4)}
          onChange={() => {}}
          error={undefined}
        />
      </I18nextProvider>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('maxLength');
    expect(html).not.toMatch(/maxlength/i);
    expect(counterFor(FAMILY.repeat(3))).toBe('3/3');
  });
});
