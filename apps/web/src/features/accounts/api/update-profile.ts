import { userProfileSchema, type ProfileUpdate, type UserProfile } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** PUT /api/users/me/: e-mail, phone number and, when given, a new password. */
export async function updateProfile(update: ProfileUpdate): Promise<UserProfile> {
  const data = await apiClient.put(ACCOUNT_PATHS.me, update);
  return parseAnswer(userProfileSchema, data, ACCOUNT_PATHS.me);
}
