import type { EmailChangeConfirmResponse } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/**
 * POST /api/email-change/confirm/: makes the new address the account's with the token from
 * the mail's link. Needs no sign-in; a used, replaced or expired link is a 400 with `detail`.
 */
export async function confirmEmailChange(token: string): Promise<EmailChangeConfirmResponse> {
  const answer = apiClient.post(
    ACCOUNT_PATHS.emailChangeConfirm,
    { token },
    { skipAuthRefresh: true },
  );
  return parseAnswerLater(
    (schemas) => schemas.emailChangeConfirmResponseSchema,
    answer,
    ACCOUNT_PATHS.emailChangeConfirm,
  );
}
