import type { ProfileUpdate, ProfileUpdateResponse } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/**
 * PUT /api/users/me/: phone number, and with the current password a new password or e-mail
 * address. A new address comes back as `email_change`: it applies once its link is followed.
 */
export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResponse> {
  const answer = apiClient.put(ACCOUNT_PATHS.me, update);
  return parseAnswerLater(
    (schemas) => schemas.profileUpdateResponseSchema,
    answer,
    ACCOUNT_PATHS.me,
  );
}
