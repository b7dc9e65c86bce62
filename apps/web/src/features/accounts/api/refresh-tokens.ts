import { tokenPairSchema, type TokenPair } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/token/refresh/: the refresh token rotates, so both tokens come back new. */
export async function refreshTokens(refresh: string): Promise<TokenPair> {
  const data = await apiClient.post(
    ACCOUNT_PATHS.tokenRefresh,
    { refresh },
    { skipAuthRefresh: true },
  );
  return parseAnswer(tokenPairSchema, data, ACCOUNT_PATHS.tokenRefresh);
}
