import type { Dispatch } from 'redux';
import { isApiError, setUnauthorizedHandler, type UnauthorizedHandler } from '../../lib/api-client';
import {
  ACCESS_TOKEN_KEY,
  accessTokenExpiring,
  clearTokens,
  getAccessToken,
  getRefreshToken,
  setTokens,
} from '../../lib/auth-tokens';
import { refreshTokens } from './api/refresh-tokens';
import { checkAuth, sessionEnded } from './auth-slice';

/** The name of the Web Lock that lets one tab at a time rotate the shared refresh token. */
const REFRESH_LOCK = 'giftshop-token-refresh';

/**
 * A token another tab stored is retried only when it still has this long to live: the retry is
 * the request's last, and a token that expires on the way turns it into an error page.
 */
const TAKEN_OVER_TOKEN_MIN_LIFE_MS = 1_000;

async function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, work) : work();
}

/**
 * The silent refresh of spec §7. On a 401 the API client asks this handler; it renews the
 * tokens once and the request is retried with the new access token.
 *
 * Refresh tokens rotate and a reused one ends the whole sign-in (server rule), so two
 * renewals must never send the same refresh token: concurrent 401s in this tab share one
 * renewal, other tabs wait for the Web Lock, and whoever gets there second finds a new access
 * token already stored and simply uses it, unless it is about to expire too.
 */
export function createUnauthorizedHandler(
  onSessionEnded: () => void | Promise<void>,
): UnauthorizedHandler {
  let renewal: Promise<boolean> | null = null;

  async function renew(refusedAccessToken: string | null): Promise<boolean> {
    return withRefreshLock(async () => {
      const current = getAccessToken();
      if (
        current !== null &&
        current !== refusedAccessToken &&
        !accessTokenExpiring(current, Date.now(), TAKEN_OVER_TOKEN_MIN_LIFE_MS)
      ) {
        return true;
      }
      const refresh = getRefreshToken();
      if (refresh === null) {
        await endSession();
        return false;
      }
      try {
        setTokens(await refreshTokens(refresh));
        return true;
      } catch (error) {
        // Refused (expired, revoked, reused): the sign-in is over. A network failure is not
        // a verdict on the session, so the tokens stay for the next attempt.
        if (isApiError(error) && error.kind === 'http' && error.status < 500) await endSession();
        return false;
      }
    });
  }

  async function endSession(): Promise<void> {
    clearTokens();
    await onSessionEnded();
  }

  return ({ accessToken }) => {
    renewal ??= renew(accessToken).finally(() => {
      renewal = null;
    });
    return renewal;
  };
}

export interface SessionOptions {
  dispatch: Dispatch;
  /** Spec §7: after a failed refresh the browser goes to /login. */
  goToLogin: () => Promise<void>;
}

/**
 * Wires accounts into the app at start-up: the API client's 401 handler, and the auth state
 * following sign-ins and sign-outs made in other tabs (they share localStorage).
 */
export function installSession({ dispatch, goToLogin }: SessionOptions): () => void {
  setUnauthorizedHandler(
    createUnauthorizedHandler(async () => {
      dispatch(sessionEnded());
      await goToLogin();
    }),
  );
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) dispatch(checkAuth());
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    setUnauthorizedHandler(null);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
