/**
 * The storefront's sign-in, shared: the same localStorage keys as apps/web/src/lib/auth-tokens.ts
 * (same origin), so an admin signed in on the storefront is signed in here, and signing out
 * here signs out there.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** The storefront's Web Lock name: one tab at a time rotates the shared refresh token. */
const REFRESH_LOCK = 'giftshop-token-refresh';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function setTokens(tokens: { access: string; refresh?: string }): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access);
  if (tokens.refresh !== undefined) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

let renewal: Promise<boolean> | null = null;

/**
 * Renews the access token after a 401. Refresh tokens rotate and a reused one ends the whole
 * sign-in, so renewals in this tab share one request and other tabs (the storefront's too)
 * wait for the same Web Lock; whoever comes second finds a new access token stored already.
 */
export function renewAccessToken(refusedAccessToken: string | null): Promise<boolean> {
  renewal ??= withLock(async () => {
    const current = getAccessToken();
    if (current !== null && current !== refusedAccessToken) return true;
    const refresh = localStorage.getItem(REFRESH_TOKEN_KEY);
    if (refresh === null) return false;
    const response = await fetch('/api/token/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) {
      if (response.status < 500) clearTokens();
      return false;
    }
    setTokens((await response.json()) as { access: string; refresh: string });
    return true;
  }).finally(() => {
    renewal = null;
  });
  return renewal;
}

async function withLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, work) : work();
}
