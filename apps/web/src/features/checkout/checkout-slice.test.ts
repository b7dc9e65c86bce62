import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import type { AuthPanel } from '../accounts';
import { checkoutPageRestored, dismissCheckoutAlert, startCheckout } from './checkout-slice';

function makeStore({ signedIn }: { signedIn: boolean }) {
  return createAppStore({
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

const withLines = { language: 'en', cartEmpty: false } as const;

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
    const store = makeStore({ signedIn: false });
    expect(await startCheckout(store, withLines)).toBeNull();
    expect(store.getState().auth.panel).toBe<AuthPanel>('login');
    expect(store.getState().checkout).toEqual({ processing: false, alert: null, fieldErrors: {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts on an empty cart without creating a session', async () => {
    const fetchMock = answer({}, 200);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: true });
    expect(await startCheckout(store, { language: 'en', cartEmpty: true })).toBeNull();
    expect(store.getState().checkout.alert).toEqual({ reason: 'emptyCart' });
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(dismissCheckoutAlert());
    expect(store.getState().checkout.alert).toBeNull();
  });

  it('is processing while the session is created and resolves with the payment page', async () => {
    let respond!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ signedIn: true });
    const started = startCheckout(store, { ...withLines, language: 'fr' });
    expect(store.getState().checkout.processing).toBe(true);

    // A second click meanwhile starts nothing.
    expect(await startCheckout(store, withLines)).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/checkout/create-checkout-session/?lang=fr');
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
    expect(await started).toBe('http://127.0.0.1:9/c/pay/cs_test_1');
    // The browser is on its way to the payment page: the buttons keep waiting...
    expect(store.getState().checkout.processing).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    // ...until it comes back to this page from the browser's cache.
    store.dispatch(checkoutPageRestored());
    expect(store.getState().checkout.processing).toBe(false);
  });

  it("shows the server's text for a refused session", async () => {
    vi.stubGlobal(
      'fetch',
      answer({ code: 'product_unavailable', detail: 'Star map is no longer available.' }, 400),
    );
    const store = makeStore({ signedIn: true });
    expect(await startCheckout(store, withLines)).toBeNull();
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
    const store = makeStore({ signedIn: true });
    const company = {
      company_name: 'Atelier Dupont SRL',
      street: 'Rue Neuve 1',
      postal_code: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vat_number: 'BE0123456748',
    };
    await startCheckout(store, { ...withLines, start: { company_invoice: company } });
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

  it('alerts the generic text for a server fault, and asks to sign in on a 401', async () => {
    vi.stubGlobal('fetch', answer({ code: 'server_error', detail: 'x' }, 500));
    const store = makeStore({ signedIn: true });
    await startCheckout(store, withLines);
    expect(store.getState().checkout.alert).toEqual({ reason: 'generic' });
    // The refresh-and-retry seam is not installed here: the 401 comes back as it is.
    vi.stubGlobal('fetch', answer({ code: 'not_authenticated', detail: 'Sign in.' }, 401));
    await startCheckout(store, withLines);
    expect(store.getState().checkout.alert).toEqual({ reason: 'signIn' });
  });
});
