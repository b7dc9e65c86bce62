import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('refreshes instead of using a token renewed meanwhile that is about to expire', async () => {
    const fetchMock = fakeApi(() => json({ access: 'fresh-access', refresh: 'fresh-refresh' }));
    vi.stubGlobal('fetch', fetchMock);
    const claims = { sub: '7', exp: Math.floor(Date.now() / 1000) };
    const expiring = `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
    // Another tab renewed before the 401 arrived, but its token has (almost) no life left.
    fetchMock.mockImplementationOnce(async () => {
      storage.setItem('access_token', expiring);
      return expired();
    });

    await expect(apiClient.get('/api/cart/')).resolves.toEqual({ ok: true });
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).includes('refresh'));
    expect(refreshes).toHaveLength(1);
    expect(storage.getItem('access_token')).toBe('fresh-access');
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

  it('never refreshes for the sign-in call itself, and a refused one signs nobody in', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ detail: 'Invalid' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    // The base query logs every failure in development builds, which tests run as: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const { createAppStore } = await import('../../app/store');
    const { sessionApi } = await import('./api/session-api');
    const store = createAppStore({
      preloadedState: {
        auth: { isAuthenticated: false, panel: 'login', returnTo: null, signOutReason: null },
      },
    });

    const login = sessionApi.endpoints.login.initiate({ email: 'a@b.be', password: 'x' });
    const { error } = await store.dispatch(login);
    expect(error).toMatchObject({ kind: 'refused', status: 401, message: 'Invalid' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem('refresh_token')).toBe('old-refresh');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, panel: 'login' });
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      '/api/token/ failed',
      expect.objectContaining({ kind: 'http', status: 401 }),
    );
  });
});

describe('signing in and out', () => {
  const user = (name: string) => ({
    username: name,
    email: `${name}@example.be`,
    phone_number: '+32470123456',
    is_staff: false,
    is_superuser: false,
  });
  /** A fake API: /api/token/ signs `who` in; /api/users/me/ answers the token's user. */
  function fakeAccounts(who: () => string) {
    return vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/token/')) {
        const name = who();
        return json({ access: `access-${name}`, refresh: `refresh-${name}`, user: user(name) });
      }
      const auth = (init?.headers as Record<string, string>).Authorization ?? '';
      const name = /^Bearer access-(\w+)$/.exec(auth)?.[1];
      return name ? json(user(name)) : expired();
    });
  }

  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  async function signedOutStore() {
    const { createAppStore } = await import('../../app/store');
    return createAppStore({
      preloadedState: {
        auth: { isAuthenticated: false, panel: 'login', returnTo: null, signOutReason: null },
      },
    });
  }

  it('stores the tokens, keeps the answer’s user as the profile, then signs in', async () => {
    const fetchMock = fakeAccounts(() => 'ann');
    vi.stubGlobal('fetch', fetchMock);
    const { sessionApi } = await import('./api/session-api');
    const { profileApi } = await import('./api/profile-api');
    const store = await signedOutStore();

    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'ann@x.be', password: 'x' }));
    await vi.waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(store.getState().auth.panel).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('access-ann');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-ann');
    const profile = profileApi.endpoints.getProfile.select()(store.getState());
    expect(profile.data?.username).toBe('ann');

    // Spec §3: loaded once. Shown by the header, the profile is not asked for again.
    const shown = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await shown;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/token/']);
    shown.unsubscribe();
  });

  it('drops the profile once signed out, so the next customer never sees it', async () => {
    let who = 'ann';
    vi.stubGlobal(
      'fetch',
      fakeAccounts(() => who),
    );
    const { sessionApi } = await import('./api/session-api');
    const { profileApi } = await import('./api/profile-api');
    const { signedOut, checkAuth } = await import('./auth-slice');
    const store = await signedOutStore();
    const profileIn = () => profileApi.endpoints.getProfile.select()(store.getState()).data;

    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'ann@x.be', password: 'x' }));
    const header = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await header;
    expect(profileIn()?.username).toBe('ann');

    // Signed out: the screens showing the profile skip it (useProfile), and it goes.
    localStorage.clear();
    store.dispatch(signedOut());
    header.unsubscribe();
    await vi.waitFor(() => expect(profileIn()).toBeUndefined());

    // Another customer signs in, in another tab: this one asks for their profile.
    who = 'bob';
    localStorage.setItem('access_token', 'access-bob');
    store.dispatch(checkAuth());
    const again = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await again;
    expect(profileIn()?.username).toBe('bob');
    again.unsubscribe();
  });
});
