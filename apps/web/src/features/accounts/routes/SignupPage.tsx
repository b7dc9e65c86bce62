import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { openAuthPanel, selectIsAuthenticated } from '../auth-slice';

/** /signup (linked from the cart when signed out): the home page with the signup panel open. */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) dispatch(openAuthPanel('signup'));
  }, [isAuthenticated, dispatch]);

  return <Navigate to="/" replace />;
}
