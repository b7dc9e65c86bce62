import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileFormValues, ProfileUpdateResponse, UserProfile } from '@shop/contracts';
import { loadLazyContracts } from '../../lib/api-client';
import { getProfile } from './api/get-profile';
import { updateProfile as putProfile } from './api/update-profile';
import { describeFailure, type AccountFailure } from './account-failure';
import { checkAuth, loginUser, logoutUser, registerUser, sessionEnded } from './auth-slice';
import { describeApiFailure } from '../../lib/api-failure';

/** Spec §3 "Profile state". */
export interface ProfileState {
  user: UserProfile | null;
  loading: boolean;
  error: AccountFailure | null;
  isProfileLoaded: boolean;
}

const initialState: ProfileState = {
  user: null,
  loading: false,
  error: null,
  isProfileLoaded: false,
};

export const fetchProfile = createAsyncThunk<UserProfile, void, { rejectValue: AccountFailure }>(
  'profile/fetch',
  async (_, { signal, rejectWithValue }) => {
    try {
      return await getProfile({ signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return rejectWithValue(describeFailure(describeApiFailure(error), 'profile'));
    }
  },
  {
    // Spec §3: loaded once when signed in and not loaded yet.
    condition: (_, { getState }) => {
      const { profile } = getState() as { profile: ProfileState };
      return !profile.loading && !profile.isProfileLoaded;
    },
  },
);

export const updateProfile = createAsyncThunk<
  ProfileUpdateResponse,
  ProfileFormValues,
  { rejectValue: AccountFailure }
>('profile/update', async (form, { rejectWithValue }) => {
  try {
    // Loaded lazily: contracts' account module builds zod schemas (see lib/lazy-contracts.ts).
    const { toProfileUpdate } = await loadLazyContracts();
    return await putProfile(toProfileUpdate(form));
  } catch (error) {
    return rejectWithValue(describeFailure(describeApiFailure(error), 'profile'));
  }
});

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<UserProfile>) {
      state.user = action.payload;
      state.isProfileLoaded = true;
    },
    clearUser() {
      return initialState;
    },
    clearProfileError(state) {
      state.error = null;
    },
    /** The stored profile changed elsewhere (a confirmed e-mail address): load it again. */
    profileOutdated(state) {
      state.isProfileLoaded = false;
    },
  },
  extraReducers: (builder) => {
    const storeSessionUser = (
      state: ProfileState,
      action: PayloadAction<{ user: UserProfile }>,
    ) => {
      state.user = action.payload.user;
      state.isProfileLoaded = true;
      state.error = null;
    };
    builder
      .addCase(fetchProfile.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        state.loading = false;
        state.user = action.payload;
        state.isProfileLoaded = true;
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        state.loading = false;
        state.isProfileLoaded = false;
        if (!action.meta.aborted)
          state.error = action.payload ?? describeFailure(describeApiFailure(null), 'profile');
      })
      .addCase(updateProfile.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        state.loading = false;
        const { email_change: _pending, ...user } = action.payload;
        state.user = user;
      })
      .addCase(updateProfile.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? describeFailure(describeApiFailure(null), 'profile');
      })
      .addCase(loginUser.fulfilled, storeSessionUser)
      .addCase(registerUser.fulfilled, storeSessionUser)
      .addCase(logoutUser.fulfilled, () => initialState)
      .addCase(sessionEnded, () => initialState)
      // Signed out in another tab: this tab forgets the user too.
      .addCase(checkAuth, (state, action) => (action.payload ? state : initialState));
  },
});

export const { setUser, clearUser, clearProfileError, profileOutdated } = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

interface WithProfile {
  profile: ProfileState;
}
export const selectProfile = (state: WithProfile) => state.profile;
export const selectUser = (state: WithProfile) => state.profile.user;
/** Spec §2/§6: the Admin Panel entry is for users who are both staff and superuser. */
export const selectCanOpenAdmin = (state: WithProfile) =>
  Boolean(state.profile.user?.is_staff && state.profile.user.is_superuser);
