import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { selectIsAuthenticated } from '../auth-slice';
import { fetchProfile, selectProfile } from '../profile-slice';

/**
 * Spec §3: the profile is loaded once when signed in and not loaded yet. A failed load is
 * not retried on its own (the profile page offers a retry).
 */
export function useProfileLoader(): void {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { isProfileLoaded, loading, error } = useAppSelector(selectProfile);

  useEffect(() => {
    if (isAuthenticated && !isProfileLoaded && !loading && !error) void dispatch(fetchProfile());
  }, [isAuthenticated, isProfileLoaded, loading, error, dispatch]);
}
