import {
  passwordResetResponseSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/**
 * POST /api/password-reset/: asks for a reset link. The server answers the same whether an
 * account exists or not, so the form can only say "if an account exists...".
 */
export async function requestPasswordReset(
  request: PasswordResetRequest,
): Promise<PasswordResetResponse> {
  const data = await apiClient.post(ACCOUNT_PATHS.passwordReset, request, {
    skipAuthRefresh: true,
  });
  return parseAnswer(passwordResetResponseSchema, data, ACCOUNT_PATHS.passwordReset);
}

/**
 * POST /api/password-reset/confirm/: sets the new password with the token from the mail's
 * link. A used or expired link is a 400 with a `detail`; a weak password a 400 on `password`.
 */
export async function confirmPasswordReset(
  confirm: PasswordResetConfirm,
): Promise<PasswordResetResponse> {
  const data = await apiClient.post(ACCOUNT_PATHS.passwordResetConfirm, confirm, {
    skipAuthRefresh: true,
  });
  return parseAnswer(passwordResetResponseSchema, data, ACCOUNT_PATHS.passwordResetConfirm);
}
