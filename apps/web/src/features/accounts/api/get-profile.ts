import type { UserProfile } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** GET /api/users/me/. */
export async function getProfile(options: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  const answer = apiClient.get(ACCOUNT_PATHS.me, { signal: options.signal });
  return parseAnswerLater((schemas) => schemas.userProfileSchema, answer, ACCOUNT_PATHS.me);
}
