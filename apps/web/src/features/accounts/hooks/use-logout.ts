import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { clearTokens, getRefreshToken } from '../../../lib/auth-tokens';
import { sessionApi } from '../api/session-api';
import { signedOut } from '../auth-slice';

/**
 * Spec §2/§4 "logout": removes both tokens, marks the visitor signed out (the profile goes
 * with the last screen showing it), then goes to /. The server is told too, so the refresh
 * token stops working; signing out never waits for it or fails on it.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const refresh = getRefreshToken();
    clearTokens();
    dispatch(signedOut());
    if (refresh)
      void dispatch(sessionApi.endpoints.revokeToken.initiate(refresh, { track: false }));
    await navigate('/');
  }, [dispatch, navigate]);
}
