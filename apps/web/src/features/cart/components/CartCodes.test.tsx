import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contracts';
import { createAppStore } from '../../../app/store';
import nl from '../../../locales/nl/translation.json';
import { cartApi } from '../api/cart-api';
import { cartReducer, type CartError } from '../cart-slice';
import { TEST_CART } from '../test-cart';
import { CartCodes } from './CartCodes';

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'nl', resources: { nl: { translation: nl } }, showSupportNotice: false });

/** The field as a signed-in shopper sees it with this cart (in Dutch) and this failure. */
function render(cart: Partial<Cart>, error: CartError | null = null): string {
  const store = createAppStore({
    preloadedState: {
      auth: { isAuthenticated: true, panel: null, returnTo: null, signOutReason: null },
      cart: { ...cartReducer(undefined, { type: 'init' }), error },
    },
  });
  store.dispatch(
    cartApi.util.upsertQueryEntries([
      { endpointName: 'getCart', arg: 'nl', value: { ...TEST_CART, ...cart } },
    ]),
  );
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CartCodes />
      </I18nextProvider>
    </Provider>,
  );
}

describe('the cart’s codes field (issue 17)', () => {
  it('is labelled in the shopper’s language, with an Apply button', () => {
    const html = render({});
    expect(html).toMatch(/<label[^>]*>Cadeaubon of kortingscode<\/label>/);
    expect(html).toContain('>Toepassen</button>');
    expect(html).not.toContain('data-testid="cart-code"');
  });

  it('lists a gift card masked but for its last four, with its balance left, and a discount code', () => {
    const html = render({
      codes: [
        { code: 'SUMMER10', kind: 'discount', amount: '4.90', balance_after: null },
        {
          code: 'ABCD-EFGH-JKMN-PQRS',
          kind: 'gift_card',
          amount: '20.00',
          balance_after: '5.00',
        },
      ],
    });
    expect(html).toContain('Kortingscode SUMMER10');
    expect(html).toContain('Cadeaubon ••••-••••-••••-PQRS');
    expect(html).not.toContain('ABCD');
    expect(html).toContain('Na deze bestelling blijft er 5,00\u00a0€ op de bon');
    expect(html).toContain('aria-label="••••-••••-••••-PQRS verwijderen"');
  });

  it('shows the server’s refusal under the field, announced', () => {
    const html = render(
      {},
      {
        action: 'codes',
        message: 'De code NOPE bestaat niet. Controleer hem en probeer opnieuw.',
        fields: {},
        status: 400,
        fallback: false,
      },
    );
    expect(html).toMatch(/role="alert"[^>]*>De code NOPE bestaat niet/);
    expect(html).toContain('aria-invalid="true"');
  });
});
