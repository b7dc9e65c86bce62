import type { AuthProvider } from 'react-admin';
import type { LoginResponse, UserProfile } from '@shop/contracts';
import { isShopAdmin } from '@shop/contracts/roles';
import { httpClient } from './http';
import { clearTokens, getAccessToken, setTokens, REFRESH_TOKEN_KEY } from './tokens';

/** Message keys: react-admin translates what it notifies into the staff member's language. */
export const NOT_AN_ADMIN = 'shop.auth.not_an_admin';
const PLEASE_SIGN_IN = 'shop.auth.please_sign_in';

async function currentProfile(): Promise<UserProfile> {
  const { json } = await httpClient('/api/users/me/');
  return json as UserProfile;
}

/** Signs in with the storefront's accounts and tokens; only staff superusers get in. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<LoginResponse> & {
      detail?: string;
    };
    if (!response.ok || !body.access || !body.refresh || !body.user) {
      throw new Error(body.detail ?? 'shop.auth.sign_in_failed');
    }
    // A customer's tokens are not kept: signing in here must not sign them in on the shop.
    if (!isShopAdmin(body.user)) throw new Error(NOT_AN_ADMIN);
    setTokens({ access: body.access, refresh: body.refresh });
  },

  async logout() {
    const refresh = localStorage.getItem(REFRESH_TOKEN_KEY);
    clearTokens();
    if (refresh) {
      await fetch('/api/token/revoke/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      }).catch(() => undefined);
    }
  },

  async checkAuth() {
    if (!getAccessToken() && !localStorage.getItem(REFRESH_TOKEN_KEY)) {
      throw new Error(PLEASE_SIGN_IN);
    }
    const profile = await currentProfile().catch(() => {
      throw new Error(PLEASE_SIGN_IN);
    });
    // Signed in on the shop as a customer: the login page says why, the shop's sign-in stays.
    if (!isShopAdmin(profile)) throw { message: NOT_AN_ADMIN, logoutUser: false };
  },

  async checkError(error: { status?: number }) {
    if (error.status === 401) throw new Error('shop.auth.session_ended');
    if (error.status === 403) throw { message: NOT_AN_ADMIN, logoutUser: false };
  },

  async getIdentity() {
    const profile = await currentProfile();
    return { id: profile.email, fullName: profile.username };
  },
};
