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
