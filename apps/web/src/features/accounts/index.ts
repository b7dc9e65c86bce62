/**
 * What the rest of the storefront uses from accounts: the auth state and the action that
 * opens a panel, the header pieces, the guard for protected routes and the session wiring.
 * (The store registers the auth slice from its own file; the profile is in the API cache.)
 */
export {
  checkAuth,
  closeAuthPanels,
  openAuthPanel,
  selectIsAuthenticated,
  type AuthPanel,
} from './auth-slice';
export { installSession } from './session';
export { AccountMenu } from './components/AccountMenu';
export { AuthPanels } from './components/AuthPanels';
export { MobileAccountLinks } from './components/MobileAccountLinks';
export { RequireAuth } from './components/RequireAuth';
export { useProfile } from './hooks/use-profile';
