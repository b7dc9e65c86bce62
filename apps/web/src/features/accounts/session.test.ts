import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setUnauthorizedHandler } from '../../lib/api-client';
import { createUnauthorizedHandler } from './session';

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

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const expired = () => json({ code: 'not_authenticated', detail: 'expired' }, 401);

/** A fake API: /api/token/refresh/ answers `refreshAnswer`; other paths want the fresh token. */
function fakeApi(refreshAnswer: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/token/refresh/')) return refreshAnswer();
    const auth = (init?.headers as Record<string, string>).Authorization;
    return auth === 'Bearer fresh-access' ? json({ ok: true }) : expired();
  });
}

describe('silent refresh', () => {
  let storage: Storage;
  const ended = vi.fn();

  beforeEach(() => {
    storage = memoryStorage({ access_token: 'old-access', refresh_token: 'old-refresh' });
    vi.stubGlobal('localStorage', storage);
    setUnauthorizedHandler(createUnauthorizedHandler(ended));
  });

  afterEach(() => {
    setUnauthorizedHandler(null);
    ended.mockReset();
    vi.unstubAllGlobals();
  });

  it('renews the tokens once, stores both and retries the request', async () => {
    const fetchMock = fakeApi(() => json({ access: 'fresh-access', refresh: 'fresh-refresh' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiClient.get('/api/cart/')).resolves.toEqual({ ok: true });
    expect(storage.getItem('access_token')).toBe('fresh-access');
    expect(storage.getItem('refresh_token')).toBe('fresh-refresh');
    const refreshCall = fetchMock.mock.calls.find(([url]) => String(url).includes('refresh'));
    expect(JSON.parse(String(refreshCall?.[1]?.body))).toEqual({ refresh: 'old-refresh' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('shares one renewal between requests refused at the same time', async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const requests = Promise.all([
      apiClient.get('/api/cart/'),
      apiClient.get('/api/users/me/'),
      apiClient.get('/api/checkout/orders/'),
    ]);
    await vi.waitFor(() => expect(answer).toBeDefined());
    // All three refusals are in before the renewal answers.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    answer!(json({ access: 'fresh-access', refresh: 'fresh-refresh' }));

    await expect(requests).resolves.toHaveLength(3);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).includes('refresh'));
    expect(refreshes).toHaveLength(1);
  });

  it('uses a token renewed meanwhile instead of refreshing again', async () => {
    const fetchMock = fakeApi(() => json({ access: 'unexpected', refresh: 'unexpected' }));
    vi.stubGlobal('fetch', fetchMock);
    // The request went out with the old token; another tab renewed before the 401 arrived.
    fetchMock.mockImplementationOnce(async () => {
      storage.setItem('access_token', 'fresh-access');
      return expired();
    });

    await expect(apiClient.get('/api/cart/')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('refresh'))).toBe(false);
  });

  it('ends the session when the refresh token is refused', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => json({ code: 'not_authenticated', detail: 'reused' }, 401)),
    );

    const error = await apiClient.get('/api/cart/').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends the session when there is no refresh token', async () => {
    storage.removeItem('refresh_token');
    vi.stubGlobal(
      'fetch',
      fakeApi(() => json({})),
    );

    await expect(apiClient.get('/api/cart/')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('access_token')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiClient.get('/api/cart/')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('refresh_token')).toBe('old-refresh');
    expect(ended).not.toHaveBeenCalled();
  });

  it('never refreshes for the sign-in call itself', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ detail: 'Invalid' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    const { login } = await import('./api/login');

    await expect(login({ email: 'a@b.be', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem('refresh_token')).toBe('old-refresh');
  });
});
