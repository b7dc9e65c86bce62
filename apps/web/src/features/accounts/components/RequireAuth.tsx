import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { openAuthPanel, selectIsAuthenticated, selectSignOutReason } from '../auth-slice';

/**
 * Spec §2: a signed-out visitor on a protected page goes to / with the login panel open,
 * and lands on the page they asked for once signed in.
 *
 * Signing out on a protected page is different: logging out goes to / and a refused refresh
 * to /login, and those navigations render after the sign-out does. Until they arrive the
 * page simply renders nothing, instead of redirecting to / with the login panel.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const signOutReason = useAppSelector(selectSignOutReason);
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const [openedSignedIn] = useState(isAuthenticated);
  const leaving = !isAuthenticated && openedSignedIn && signOutReason !== 'elsewhere';

  useEffect(() => {
    if (!isAuthenticated && !leaving) {
      dispatch(openAuthPanel('login', `${pathname}${search}${hash}`));
    }
  }, [isAuthenticated, leaving, pathname, search, hash, dispatch]);

  if (isAuthenticated) return <Outlet />;
  return leaving ? null : <Navigate to="/" replace />;
}
