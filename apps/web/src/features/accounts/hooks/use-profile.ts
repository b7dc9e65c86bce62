import { useAppSelector } from '../../../app/hooks';
import { useGetProfileQuery } from '../api/profile-api';
import { selectIsAuthenticated } from '../auth-slice';

/**
 * Spec §3: the signed-in customer's profile, loaded once when signed in and kept while
 * anything shows it (the header does, on every page); skipped while signed out, so signing
 * out drops it. A failed load is asked again by the next screen that shows it (the profile
 * page also offers a retry).
 */
export function useProfile() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return useGetProfileQuery(undefined, { skip: !isAuthenticated });
}
