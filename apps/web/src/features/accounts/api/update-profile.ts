import type { ProfileUpdate, UserProfile } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** PUT /api/users/me/: e-mail, phone number and, when given, a new password. */
export async function updateProfile(update: ProfileUpdate): Promise<UserProfile> {
  const answer = apiClient.put(ACCOUNT_PATHS.me, update);
  return parseAnswerLater((schemas) => schemas.userProfileSchema, answer, ACCOUNT_PATHS.me);
}
