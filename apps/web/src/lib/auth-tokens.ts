import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * Where the JWTs live (spec §3: both tokens in localStorage). The accounts feature owns
 * signing in and out; everything else only asks for the access token through here.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export function getAccessToken(): string | null {
  return readStorage(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return readStorage(REFRESH_TOKEN_KEY);
}

export function setTokens(tokens: { access: string; refresh?: string }): void {
  writeStorage(ACCESS_TOKEN_KEY, tokens.access);
  if (tokens.refresh !== undefined) writeStorage(REFRESH_TOKEN_KEY, tokens.refresh);
}

export function clearTokens(): void {
  removeStorage(ACCESS_TOKEN_KEY);
  removeStorage(REFRESH_TOKEN_KEY);
}

/**
 * True when `token` is a JWT whose `exp` (seconds) is not at least `marginMs` ahead of `now`.
 * A token whose claims cannot be read counts as still valid: only the server can refuse it.
 */
export function accessTokenExpiring(token: string, now: number, marginMs: number): boolean {
  const payload = token.split('.')[1];
  if (payload === undefined) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && exp * 1000 - now < marginMs;
  } catch {
    return false;
  }
}
