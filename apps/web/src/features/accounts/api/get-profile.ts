import { userProfileSchema, type UserProfile } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** GET /api/users/me/. */
export async function getProfile(options: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  const data = await apiClient.get(ACCOUNT_PATHS.me, { signal: options.signal });
  return parseAnswer(userProfileSchema, data, ACCOUNT_PATHS.me);
}
