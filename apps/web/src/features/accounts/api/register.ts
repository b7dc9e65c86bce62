import type { LoginResponse, RegistrationPayload } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/register/: creates the account and answers tokens, so the customer is signed in. */
export async function register(payload: RegistrationPayload): Promise<LoginResponse> {
  const answer = apiClient.post(ACCOUNT_PATHS.register, payload, { skipAuthRefresh: true });
  return parseAnswerLater((schemas) => schemas.loginResponseSchema, answer, ACCOUNT_PATHS.register);
}
