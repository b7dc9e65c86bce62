import type { TokenPair } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/** POST /api/token/refresh/: the refresh token rotates, so both tokens come back new. */
export async function refreshTokens(refresh: string): Promise<TokenPair> {
  const answer = apiClient.post(ACCOUNT_PATHS.tokenRefresh, { refresh }, { skipAuthRefresh: true });
  return parseAnswerLater((schemas) => schemas.tokenPairSchema, answer, ACCOUNT_PATHS.tokenRefresh);
}
