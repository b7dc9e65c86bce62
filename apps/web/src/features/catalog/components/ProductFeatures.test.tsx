import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import nl from '../../../locales/nl/translation.json';
import { ProductFeatures } from './ProductFeatures';

/** A gift card is mailed, never shipped: its page makes no home-delivery promise (issue 31). */
async function rendered(mailed: boolean): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'nl', resources: { nl: { translation: nl } } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ProductFeatures mailed={mailed} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');
}

describe('the reassurances under the buying buttons', () => {
  it('promise home delivery in 1–3 days for goods', async () => {
    expect(await rendered(false)).toContain(nl.product.features.delivery.body);
  });

  it('make no delivery promise for a gift card that is mailed', async () => {
    const text = await rendered(true);
    expect(text).not.toContain(nl.product.features.delivery.title);
    expect(text).not.toContain(nl.product.features.delivery.body);
    expect(text).toContain(nl.product.features.payment.title);
  });
});
