import type { UnknownAction } from 'redux';
import { actionOf, preparedActionOf } from '../../lib/actions';
import { getAccessToken } from '../../lib/auth-tokens';

/** The side panels: sign in, sign up, and 'forgot password' (asks for a reset link). */
export type AuthPanel = 'login' | 'signup' | 'forgotPassword';

export interface AuthState {
  /** Spec §3: derived from the presence of a stored access token. */
  isAuthenticated: boolean;
  /** The open side panel; one value, so login and signup can never be open together. */
  panel: AuthPanel | null;
  /** Where to go once signed in (a protected page the visitor asked for). */
  returnTo: string | null;
  /** How the last sign-out happened: here on purpose, by a refused refresh, or in another tab. */
  signOutReason: 'logout' | 'expired' | 'elsewhere' | null;
}

const initialState: AuthState = {
  isAuthenticated: getAccessToken() !== null,
  panel: null,
  returnTo: null,
  signOutReason: null,
};

export const openAuthPanel = preparedActionOf(
  'auth/openAuthPanel',
  (panel: AuthPanel, returnTo: string | null = null) => ({ panel, returnTo }),
);
/** One close shuts both panels (spec §2); the pending destination is dropped with them. */
export const closeAuthPanels = actionOf('auth/closeAuthPanels');
/** The destination was reached. */
export const returnReached = actionOf('auth/returnReached');
/** Spec §4 "check": re-reads the stored token (another tab may have signed in or out). */
export const checkAuth = preparedActionOf('auth/checkAuth', () => getAccessToken() !== null);
/**
 * Spec §4 "login": signed in with a session answer whose tokens are stored already
 * (api/session-api.ts). Spec §2: the panels close once the user is authenticated.
 */
export const signedIn = actionOf('auth/signedIn');
/** Spec §4 "logout": signed out here on purpose; the tokens are gone already (use-logout). */
export const signedOut = actionOf('auth/signedOut');
/** The refresh token was refused: the tokens are gone already (session.ts). */
export const sessionEnded = actionOf('auth/sessionEnded');

export function authReducer(state = initialState, action: UnknownAction): AuthState {
  if (openAuthPanel.match(action)) {
    const { panel, returnTo } = action.payload;
    return { ...state, panel, returnTo: returnTo ?? state.returnTo };
  }
  if (closeAuthPanels.match(action)) return { ...state, panel: null, returnTo: null };
  if (returnReached.match(action)) return { ...state, returnTo: null };
  if (checkAuth.match(action)) {
    const isAuthenticated = action.payload;
    return {
      ...state,
      isAuthenticated,
      ...(state.isAuthenticated && !isAuthenticated ? { signOutReason: 'elsewhere' } : {}),
      ...(isAuthenticated ? { panel: null, signOutReason: null } : {}),
    };
  }
  if (signedIn.match(action))
    return { ...state, isAuthenticated: true, panel: null, signOutReason: null };
  if (signedOut.match(action))
    return { isAuthenticated: false, panel: null, returnTo: null, signOutReason: 'logout' };
  if (sessionEnded.match(action))
    return { ...state, isAuthenticated: false, panel: null, signOutReason: 'expired' };
  return state;
}

interface WithAuth {
  auth: AuthState;
}
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectAuthPanel = (state: WithAuth) => state.auth.panel;
export const selectReturnTo = (state: WithAuth) => state.auth.returnTo;
export const selectSignOutReason = (state: WithAuth) => state.auth.signOutReason;
