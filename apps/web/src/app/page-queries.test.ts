import { afterEach, describe, expect, it, vi } from 'vitest';
import { productApi } from '../features/catalog/api/product-api';
import { api, pageQueriesOf, pageQueriesReceived } from '../lib/api';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a server-rendered page’s entries (ADR 29)', () => {
  it('are read through the server’s reader, sent settled, and answer the browser’s store without a request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A product that is not there: a 404 is an answer (null), not a failure (product-api.ts).
    const readApi = vi.fn(async () => ({ status: 404, body: { detail: 'Not found.' } }));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const serverStore = createAppStore({ server: { readApi } });
    const { getProduct } = productApi.endpoints;
    const arg = { slug: 'gone', lang: 'nl' } as const;
    const read = serverStore.dispatch(getProduct.initiate(arg, { subscribe: false }));
    // A request still under way is not sent with the page.
    expect(pageQueriesOf(serverStore.getState()).queries).toEqual({});
    await read;
    expect(readApi).toHaveBeenCalledWith('/api/products/gone/?lang=nl');
    const page = JSON.parse(JSON.stringify(pageQueriesOf(serverStore.getState())));
    serverStore.dispatch(api.util.resetApiState());
    expect(pageQueriesOf(serverStore.getState()).queries).toEqual({});

    const browserStore = createAppStore();
    browserStore.dispatch(pageQueriesReceived(page));
    const reader = browserStore.dispatch(getProduct.initiate(arg));
    expect(await reader).toEqual({ data: null });
    expect(getProduct.select(arg)(browserStore.getState())).toMatchObject({ status: 'fulfilled' });
    expect(fetchMock).not.toHaveBeenCalled();
    reader.unsubscribe();
  });
});
