import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginFormValues, LoginResponse, SignupFormValues } from '@shop/contracts';
import { loadLazyContracts } from '../../lib/api-client';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from '../../lib/auth-tokens';
import { login } from './api/login';
import { register } from './api/register';
import { revokeToken } from './api/revoke-token';
import { describeFailure, type AccountFailure } from './account-failure';
import { describeApiFailure } from '../../lib/api-failure';

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

/** Spec §4 "login": stores both tokens and marks the visitor signed in. */
export const loginUser = createAsyncThunk<
  LoginResponse,
  LoginFormValues,
  { rejectValue: AccountFailure }
>('auth/login', async (credentials, { rejectWithValue }) => {
  try {
    const session = await login(credentials);
    setTokens(session);
    return session;
  } catch (error) {
    return rejectWithValue(describeFailure(describeApiFailure(error), 'login'));
  }
});

/** Creates the account; the answer signs the new customer in straight away. */
export const registerUser = createAsyncThunk<
  LoginResponse,
  SignupFormValues,
  { rejectValue: AccountFailure }
>('auth/register', async (form, { rejectWithValue }) => {
  try {
    // Loaded lazily: contracts' account module builds zod schemas (see lib/lazy-contracts.ts).
    const { toRegistrationPayload } = await loadLazyContracts();
    const session = await register(toRegistrationPayload(form));
    setTokens(session);
    return session;
  } catch (error) {
    return rejectWithValue(describeFailure(describeApiFailure(error), 'signup'));
  }
});

/**
 * Spec §4 "logout": removes both tokens and marks the visitor signed out. The server is told
 * too, so the refresh token stops working; signing out never waits for it or fails on it.
 */
export const logoutUser = createAsyncThunk('auth/logout', async () => {
  const refresh = getRefreshToken();
  clearTokens();
  if (refresh) void revokeToken(refresh).catch(() => undefined);
});

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
    /** The refresh token was refused: the tokens are gone already (session.ts). */
    sessionEnded(state) {
      state.isAuthenticated = false;
      state.panel = null;
      state.signOutReason = 'expired';
    },
  },
  extraReducers: (builder) => {
    const signedIn = (state: AuthState) => {
      state.isAuthenticated = true;
      // Spec §2: the panels close once the user is authenticated.
      state.panel = null;
      state.signOutReason = null;
    };
    builder
      .addCase(loginUser.fulfilled, signedIn)
      .addCase(registerUser.fulfilled, signedIn)
      .addCase(logoutUser.fulfilled, (state) => {
        state.isAuthenticated = false;
        state.panel = null;
        state.returnTo = null;
        state.signOutReason = 'logout';
      });
  },
});

export const { openAuthPanel, closeAuthPanels, returnReached, checkAuth, sessionEnded } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectAuthPanel = (state: WithAuth) => state.auth.panel;
export const selectReturnTo = (state: WithAuth) => state.auth.returnTo;
export const selectSignOutReason = (state: WithAuth) => state.auth.signOutReason;
