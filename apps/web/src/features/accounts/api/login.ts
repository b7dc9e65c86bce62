import { loginResponseSchema, type LoginFormValues, type LoginResponse } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/token/: the e-mail address goes in `username` (spec §7). */
export async function login({ email, password }: LoginFormValues): Promise<LoginResponse> {
  const data = await apiClient.post(
    ACCOUNT_PATHS.token,
    { username: email, password },
    { skipAuthRefresh: true },
  );
  return parseAnswer(loginResponseSchema, data, ACCOUNT_PATHS.token);
}
