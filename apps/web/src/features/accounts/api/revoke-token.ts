import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/token/revoke/: ends the sign-in on the server too, so the refresh token is dead. */
export async function revokeToken(refresh: string): Promise<void> {
  await apiClient.post(ACCOUNT_PATHS.tokenRevoke, { refresh }, { skipAuthRefresh: true });
}
