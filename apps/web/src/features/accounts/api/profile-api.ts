import type { ProfileUpdate, ProfileUpdateResponse, UserProfile } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/users/me/ (spec §3): loaded once when signed in, skipped while signed out
     * (`useProfile`). It belongs to one customer: once nobody reads it, which is at sign-out,
     * the entry is dropped, so no one signing in after another sees the previous profile.
     */
    getProfile: build.query<UserProfile, void>({
      query: () =>
        withLazySchemas({ url: ACCOUNT_PATHS.me }, (schemas, data) =>
          parseAnswer(schemas.userProfileSchema, data, ACCOUNT_PATHS.me),
        ),
      providesTags: ['Profile'],
      keepUnusedDataFor: 0,
    }),
    /**
     * PUT /api/users/me/: phone number, and with the current password a new password or e-mail
     * address. A new address comes back as `email_change`: it applies once its link is
     * followed. The answer is the stored profile: it replaces the cached one.
     */
    updateProfile: build.mutation<ProfileUpdateResponse, ProfileUpdate>({
      query: (update) =>
        withLazySchemas({ url: ACCOUNT_PATHS.me, method: 'PUT', body: update }, (schemas, data) =>
          parseAnswer(schemas.profileUpdateResponseSchema, data, ACCOUNT_PATHS.me),
        ),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return; // The form shows the failure.
        const { email_change: _pending, ...user } = answer.data;
        dispatch(profileReceived(user));
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;

/** Stores the signed-in customer's profile as the answer of `getProfile`. */
export function profileReceived(user: UserProfile) {
  return profileApi.util.upsertQueryEntries([
    { endpointName: 'getProfile', arg: undefined, value: user },
  ]);
}
