import {
  passwordResetResponseSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/password-reset/: asks for a reset link. The server answers the same whether an
     * account exists or not, so the form can only say "if an account exists...".
     */
    requestPasswordReset: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (request) => ({
        url: ACCOUNT_PATHS.passwordReset,
        method: 'POST',
        body: request,
        skipAuthRefresh: true,
        check: (data) =>
          parseAnswer(passwordResetResponseSchema, data, ACCOUNT_PATHS.passwordReset),
      }),
    }),
    /**
     * POST /api/password-reset/confirm/: sets the new password with the token from the mail's
     * link. A used or expired link is a 400 with a `detail`; a weak password a 400 on
     * `password`.
     */
    confirmPasswordReset: build.mutation<PasswordResetResponse, PasswordResetConfirm>({
      query: (confirm) => ({
        url: ACCOUNT_PATHS.passwordResetConfirm,
        method: 'POST',
        body: confirm,
        skipAuthRefresh: true,
        check: (data) =>
          parseAnswer(passwordResetResponseSchema, data, ACCOUNT_PATHS.passwordResetConfirm),
      }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } =
  passwordResetApi;
