import type { LoginFormValues, LoginResponse } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/token/: the e-mail address goes in `username` (spec §7). */
export async function login({ email, password }: LoginFormValues): Promise<LoginResponse> {
  const answer = apiClient.post(
    ACCOUNT_PATHS.token,
    { username: email, password },
    { skipAuthRefresh: true },
  );
  return parseAnswerLater((schemas) => schemas.loginResponseSchema, answer, ACCOUNT_PATHS.token);
}
