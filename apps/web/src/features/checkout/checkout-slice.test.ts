import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { openAuthPanel, type AuthPanel } from '../accounts';
import { checkoutReducer, dismissCheckoutAlert, startCheckout } from './checkout-slice';

type Cart = { items: unknown[]; item_count: number } | undefined;

interface Auth {
  isAuthenticated: boolean;
  panel: AuthPanel | null;
  returnTo: string | null;
  signOutReason: null;
}

/** The part of the accounts feature checkout relies on: its state and the panel action. */
function authReducer(state: Auth | undefined, action: { type: string }): Auth {
  const current = state ?? {
    isAuthenticated: false,
    panel: null,
    returnTo: null,
    signOutReason: null,
  };
  return openAuthPanel.match(action) ? { ...current, panel: action.payload.panel } : current;
}

function makeStore({ signedIn, cart }: { signedIn: boolean; cart?: Cart }) {
  return configureStore({
    reducer: {
      auth: authReducer,
      checkout: checkoutReducer,
      ...(cart ? { cart: (state: Cart = cart) => state } : {}),
    },
    preloadedState: {
      auth: { isAuthenticated: signedIn, panel: null, returnTo: null, signOutReason: null },
    },
  });
}

function answer(body: unknown, status: number) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const oneLine = { items: [{ id: 1 }], item_count: 2 };

// Failures are logged in development builds; the assertions look at the state instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startCheckout', () => {
  it('opens the login panel for a signed-out visitor and asks nothing of the server', async () => {
    const fetchMock = answer({}, 200);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: false, cart: oneLine });
    await store.dispatch(startCheckout());
    expect(store.getState().auth.panel).toBe('login');
    expect(store.getState().checkout).toEqual({ processing: false, alert: null, fieldErrors: {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts on an empty cart without creating a session', async () => {
    const fetchMock = answer({}, 200);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: true, cart: { items: [], item_count: 0 } });
    await store.dispatch(startCheckout());
    expect(store.getState().checkout.alert).toEqual({ reason: 'emptyCart' });
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(dismissCheckoutAlert());
    expect(store.getState().checkout.alert).toBeNull();
  });

  it('is processing while the session is created and resolves with the payment page', async () => {
    let respond!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: true, cart: oneLine });
    const started = store.dispatch(startCheckout());
    expect(store.getState().checkout.processing).toBe(true);

    // A second click meanwhile starts nothing.
    await store.dispatch(startCheckout());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/checkout/create-checkout-session/?lang=en');
    expect(init?.method).toBe('POST');

    respond(
      new Response(
        JSON.stringify({
          checkout_url: 'http://127.0.0.1:9/c/pay/cs_test_1',
          session_id: 'cs_test_1',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const result = await started;
    expect(result.payload).toBe('http://127.0.0.1:9/c/pay/cs_test_1');
    // The browser is on its way to the payment page: the buttons keep waiting.
    expect(store.getState().checkout.processing).toBe(true);
  });

  it("shows the server's text for a refused session", async () => {
    vi.stubGlobal(
      'fetch',
      answer({ code: 'product_unavailable', detail: 'Star map is no longer available.' }, 400),
    );
    const store = makeStore({ signedIn: true, cart: oneLine });
    await store.dispatch(startCheckout());
    expect(store.getState().checkout).toEqual({
      processing: false,
      alert: { reason: 'serverMessage', message: 'Star map is no longer available.' },
      fieldErrors: {},
    });
  });

  it('sends the company invoice and keeps its refused fields beside them, not in an alert', async () => {
    const fetchMock = answer(
      {
        code: 'validation_error',
        detail: 'Please correct the fields below.',
        'company_invoice.vat_number': ['Enter a valid EU VAT number with its country code.'],
      },
      400,
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: true, cart: oneLine });
    const company = {
      company_name: 'Atelier Dupont SRL',
      street: 'Rue Neuve 1',
      postal_code: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vat_number: 'BE0123456748',
    };
    await store.dispatch(startCheckout({ company_invoice: company }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      company_invoice: company,
    });
    expect(store.getState().checkout).toEqual({
      processing: false,
      alert: null,
      fieldErrors: {
        'company_invoice.vat_number': ['Enter a valid EU VAT number with its country code.'],
      },
    });
  });

  it('leaves the empty-cart check to the server when no cart is loaded', async () => {
    vi.stubGlobal('fetch', answer({ code: 'server_error', detail: 'x' }, 500));
    const store = makeStore({ signedIn: true });
    await store.dispatch(startCheckout());
    expect(store.getState().checkout.alert).toEqual({ reason: 'generic' });
  });
});
