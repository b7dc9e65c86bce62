import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import { withTexts } from '../../../lib/texts';
import {
  returnReached,
  selectAuthPanel,
  selectIsAuthenticated,
  selectReturnTo,
} from '../auth-slice';

/**
 * The panels' forms bring react-hook-form, its zod resolver and the form schemas (with zod):
 * about 45 KB compressed that no page needs until a visitor opens a panel.
 */
const loadAuthPanelSheet = () => withTexts('accounts', import('./AuthPanelSheet'));
const AuthPanelSheet = lazy(async () => ({ default: (await loadAuthPanelSheet()).AuthPanelSheet }));

/** Starts loading the panels early (pointer over or focus on a button that opens one). */
export function preloadAuthPanels(): void {
  // A failure here is reported, and retried, by the panel's own load when it opens.
  loadAuthPanelSheet().catch(() => undefined);
}

/**
 * The login, signup and 'forgot password' panels (spec §2, issue 8), mounted once by the
 * header. The panels themselves load when one first opens; after signing in this takes the
 * visitor to the protected page they asked for, if any.
 */
export function AuthPanels() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const panel = useAppSelector(selectAuthPanel);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const returnTo = useAppSelector(selectReturnTo);
  const panelWanted = useHasBeenTrue(panel !== null && !isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated || returnTo === null) return;
    dispatch(returnReached());
    void navigate(returnTo, { replace: true });
  }, [isAuthenticated, returnTo, dispatch, navigate]);

  if (!panelWanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthPanelSheet />
    </Suspense>
  );
}
