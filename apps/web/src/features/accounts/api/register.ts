import { loginResponseSchema, type LoginResponse, type RegistrationPayload } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/register/: creates the account and answers tokens, so the customer is signed in. */
export async function register(payload: RegistrationPayload): Promise<LoginResponse> {
  const data = await apiClient.post(ACCOUNT_PATHS.register, payload, { skipAuthRefresh: true });
  return parseAnswer(loginResponseSchema, data, ACCOUNT_PATHS.register);
}
