import type { LoginFormValues, LoginResponse, RegistrationPayload } from '@shop/contracts';
import type { ApiDispatch } from '../../../lib/server-state/server-state';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { setTokens } from '../../../lib/auth-tokens';
import { signedIn } from '../auth-slice';
import { ACCOUNT_PATHS } from './paths';
import { profileReceived } from './profile-api';

/** A sign-in call: it needs no token, and answers a session (tokens and the user). */
function sessionRequest(url: string, body: unknown) {
  return withLazySchemas({ url, method: 'POST', body, skipAuthRefresh: true }, (schemas, data) =>
    parseAnswer(schemas.loginResponseSchema, data, url),
  );
}

/**
 * Spec §4 "login": a session answer stores both tokens (where auth-slice and the other tabs
 * read them), keeps the user it came with as the profile (loaded once), and only then marks
 * the visitor signed in, so the signed-in parts find both. The header's `useProfile` takes the
 * entry over as it renders signed in, before an unread entry's removal (`keepUnusedDataFor: 0`,
 * a timer) runs; were it later, the profile would only be asked for once more.
 */
async function signIn(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: LoginResponse }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return; // The form shows the failure.
  setTokens(answer.data);
  dispatch(profileReceived(answer.data.user));
  dispatch(signedIn());
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/token/: the e-mail address goes in `username` (spec §7). */
    login: build.mutation<LoginResponse, LoginFormValues>({
      query: ({ email, password }) =>
        sessionRequest(ACCOUNT_PATHS.token, { username: email, password }),
      onQueryStarted: signIn,
    }),
    /** POST /api/register/: creates the account and answers a session, signed in straight away. */
    register: build.mutation<LoginResponse, RegistrationPayload>({
      query: (payload) => sessionRequest(ACCOUNT_PATHS.register, payload),
      onQueryStarted: signIn,
    }),
    /** POST /api/token/revoke/: ends the sign-in on the server too, so the refresh token is dead. */
    revokeToken: build.mutation<unknown, string>({
      query: (refresh) => ({
        url: ACCOUNT_PATHS.tokenRevoke,
        method: 'POST',
        body: { refresh },
        skipAuthRefresh: true,
      }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = sessionApi;
