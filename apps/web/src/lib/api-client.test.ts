import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, setUnauthorizedHandler } from './api-client';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function respond(body: string, init: ResponseInit & { contentType?: string } = {}) {
  const { contentType = 'application/json', ...rest } = init;
  return new Response(body, { status: 200, ...rest, headers: { 'content-type': contentType } });
}

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', memoryStorage({ language: 'fr' }));
  });

  afterEach(() => {
    fetchMock.mockReset();
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('adds lang to product and order URLs only, keeping an explicit one', () => {
    expect(buildUrl('/api/products/', { category: 'seasonal' })).toBe(
      '/api/products/?category=seasonal&lang=fr',
    );
    expect(buildUrl('/api/products/mug/')).toBe('/api/products/mug/?lang=fr');
    expect(buildUrl('/api/checkout/orders/', { page: 2 })).toBe(
      '/api/checkout/orders/?page=2&lang=fr',
    );
    expect(buildUrl('/api/products/', { lang: 'nl' })).toBe('/api/products/?lang=nl');
    expect(buildUrl('/api/cart/', { missing: undefined })).toBe('/api/cart/');
  });

  it('sends JSON with the bearer token when one is stored', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ access_token: 'abc' }));
    fetchMock.mockResolvedValue(respond('{"ok":true}'));

    await expect(apiClient.post('/api/cart/add/', { product_id: 1 })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/api/cart/add/');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"product_id":1}');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(respond('[]'));
    await apiClient.get('/api/products/');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('throws an http ApiError with status and parsed body', async () => {
    fetchMock.mockResolvedValue(
      respond('{"code":"not_found","detail":"No such product"}', { status: 404 }),
    );
    const error = await apiClient.get('/api/products/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect((error as ApiError).errorResponse?.code).toBe('not_found');
    expect((error as ApiError).serverMessage).toBe('No such product');
  });

  it('flags an HTML answer, even with a success status', async () => {
    fetchMock.mockResolvedValue(
      respond('<!doctype html><html></html>', { contentType: 'text/html' }),
    );
    const error = await apiClient.get('/api/products/').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'html', isHtml: true, status: 200 });
  });

  it('flags a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/api/products/').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', isNetworkError: true, status: 0 });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiClient.get('/api/products/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ kind: 'timeout', isTimeout: true });
  });

  it('asks for answers in the interface language', async () => {
    fetchMock.mockResolvedValue(respond('{}'));
    await apiClient.post('/api/register/', {});
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('fr');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/register/');
  });

  it('tells the unauthorized handler which token was refused, and gives up when it cannot help', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ access_token: 'stale' }));
    const handler = vi.fn(async () => false);
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      respond('{"code":"not_authenticated","detail":"expired"}', { status: 401 }),
    );

    const error = await apiClient.get('/api/cart/').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(handler).toHaveBeenCalledWith({ accessToken: 'stale' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not call the unauthorized handler for calls that opt out', async () => {
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(respond('{"detail":"wrong"}', { status: 401 }));
    await expect(
      apiClient.post('/api/token/', {}, { skipAuthRefresh: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('retries once after a 401 when the unauthorized handler refreshed the token', async () => {
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    fetchMock
      .mockResolvedValueOnce(
        respond('{"code":"not_authenticated","detail":"expired"}', { status: 401 }),
      )
      .mockResolvedValueOnce(respond('{"items":[]}'));

    await expect(apiClient.get('/api/cart/')).resolves.toEqual({ items: [] });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
