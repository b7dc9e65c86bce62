import type { EmailChangeConfirmResponse } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

export const confirmEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/email-change/confirm/: makes the new address the account's with the token from
     * the mail's link. Needs no sign-in; a used, replaced or expired link is a 400 with
     * `detail`. A signed-in customer's profile is asked again: its address may be this one.
     */
    confirmEmailChange: build.mutation<EmailChangeConfirmResponse, string>({
      query: (token) =>
        withLazySchemas(
          {
            url: ACCOUNT_PATHS.emailChangeConfirm,
            method: 'POST',
            body: { token },
            skipAuthRefresh: true,
          },
          (schemas, data) =>
            parseAnswer(
              schemas.emailChangeConfirmResponseSchema,
              data,
              ACCOUNT_PATHS.emailChangeConfirm,
            ),
        ),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useConfirmEmailChangeMutation } = confirmEmailApi;
