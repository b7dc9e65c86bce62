import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    openAuthPanel: {
      reducer(state, action: PayloadAction<{ panel: AuthPanel; returnTo: string | null }>) {
        state.panel = action.payload.panel;
        state.returnTo = action.payload.returnTo ?? state.returnTo;
      },
      prepare: (panel: AuthPanel, returnTo: string | null = null) => ({
        payload: { panel, returnTo },
      }),
    },
    /** One close shuts both panels (spec §2); the pending destination is dropped with them. */
    closeAuthPanels(state) {
      state.panel = null;
      state.returnTo = null;
    },
    /** The destination was reached. */
    returnReached(state) {
      state.returnTo = null;
    },
    /** Spec §4 "check": re-reads the stored token (another tab may have signed in or out). */
    checkAuth: {
      reducer(state, action: PayloadAction<boolean>) {
        if (state.isAuthenticated && !action.payload) state.signOutReason = 'elsewhere';
        if (action.payload) {
          state.panel = null;
          state.signOutReason = null;
        }
        state.isAuthenticated = action.payload;
      },
      prepare: () => ({ payload: getAccessToken() !== null }),
    },
    /**
     * Spec §4 "login": signed in with a session answer whose tokens are stored already
     * (api/session-api.ts). Spec §2: the panels close once the user is authenticated.
     */
    signedIn(state) {
      state.isAuthenticated = true;
      state.panel = null;
      state.signOutReason = null;
    },
    /** Spec §4 "logout": signed out here on purpose; the tokens are gone already (use-logout). */
    signedOut(state) {
      state.isAuthenticated = false;
      state.panel = null;
      state.returnTo = null;
      state.signOutReason = 'logout';
    },
    /** The refresh token was refused: the tokens are gone already (session.ts). */
    sessionEnded(state) {
      state.isAuthenticated = false;
      state.panel = null;
      state.signOutReason = 'expired';
    },
  },
});

export const {
  openAuthPanel,
  closeAuthPanels,
  returnReached,
  checkAuth,
  signedIn,
  signedOut,
  sessionEnded,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectAuthPanel = (state: WithAuth) => state.auth.panel;
export const selectReturnTo = (state: WithAuth) => state.auth.returnTo;
export const selectSignOutReason = (state: WithAuth) => state.auth.signOutReason;
