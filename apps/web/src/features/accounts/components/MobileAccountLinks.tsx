import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ADMIN_PANEL_PATH, canOpenAdmin } from '../admin-link';
import { openAuthPanel, selectIsAuthenticated } from '../auth-slice';
import { useLogout } from '../hooks/use-logout';
import { useProfile } from '../hooks/use-profile';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-lg font-medium transition-colors',
    isActive ? 'bg-clay-50 text-clay-700' : 'text-ink-900 hover:bg-cream-200',
  );

/**
 * The account part of the small-screen top sheet (spec §2): cart, my account, my orders,
 * admin and log out when signed in; sign in and sign up otherwise. `onNavigate` closes the
 * sheet.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data: user } = useProfile();
  const logout = useLogout();

  if (!isAuthenticated) {
    return (
      <div className="mt-4 grid grid-cols-2 gap-3 border-t border-cream-200 pt-4">
        <Button
          variant="outline"
          onClick={() => {
            onNavigate();
            dispatch(openAuthPanel('login'));
          }}
        >
          {t('accounts.menu.signIn')}
        </Button>
        <Button
          onClick={() => {
            onNavigate();
            dispatch(openAuthPanel('signup'));
          }}
        >
          {t('accounts.menu.signUp')}
        </Button>
      </div>
    );
  }

  return (
    <nav aria-label={t('accounts.menu.label')} className="mt-4 border-t border-cream-200 pt-4">
      {user ? <p className="px-4 pb-2 text-sm text-ink-600">{user.email}</p> : null}
      <ul className="space-y-1">
        <li>
          <NavLink to={STOREFRONT_ROUTES.cart} className={linkClasses} onClick={onNavigate}>
            {t('accounts.menu.cart')}
          </NavLink>
        </li>
        <li>
          <NavLink to={STOREFRONT_ROUTES.profile} className={linkClasses} onClick={onNavigate}>
            {t('accounts.menu.myAccount')}
          </NavLink>
        </li>
        <li>
          <NavLink to={STOREFRONT_ROUTES.myOrders} className={linkClasses} onClick={onNavigate}>
            {t('accounts.menu.myOrders')}
          </NavLink>
        </li>
        {canOpenAdmin(user) ? (
          <li>
            <a
              href={ADMIN_PANEL_PATH}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses({ isActive: false })}
              onClick={onNavigate}
            >
              {t('accounts.menu.adminPanel')}
              <span className="sr-only"> {t('accounts.menu.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={cn(linkClasses({ isActive: false }), 'w-full cursor-pointer text-left')}
            onClick={() => {
              onNavigate();
              void logout();
            }}
          >
            {t('accounts.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
