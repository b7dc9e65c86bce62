import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { ADMIN_PANEL_PATH } from '../admin-link';
import { openAuthPanel, selectIsAuthenticated } from '../auth-slice';
import { useLogout } from '../hooks/use-logout';
import { selectCanOpenAdmin, selectUser } from '../profile-slice';
import { UserIcon } from '../../../components/ui/icons';

/**
 * The header's account corner on wide screens (spec §2): the user menu when signed in,
 * "sign in" and "start for free" otherwise.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const canOpenAdmin = useAppSelector(selectCanOpenAdmin);
  const logout = useLogout();

  if (!isAuthenticated) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => dispatch(openAuthPanel('login'))}>
          {t('accounts.menu.signIn')}
        </Button>
        {/* Below xl the header has no room for both in every language; the login panel
            links to signup. */}
        <Button
          size="sm"
          className="max-xl:hidden"
          onClick={() => dispatch(openAuthPanel('signup'))}
        >
          {t('accounts.menu.startForFree')}
        </Button>
      </div>
    );
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('accounts.menu.label')}
        className="inline-flex h-10 max-w-48 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-900 transition-colors hover:bg-cream-200 data-[state=open]:bg-cream-200"
      >
        <UserIcon className="size-5 shrink-0" />
        <span className="truncate">{user?.username ?? t('accounts.menu.account')}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-ink-600" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user ? (
          <DropdownMenuLabel className="normal-case tracking-normal">
            {user.email}
          </DropdownMenuLabel>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={STOREFRONT_ROUTES.profile}>{t('accounts.menu.myAccount')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={STOREFRONT_ROUTES.myOrders}>{t('accounts.menu.myOrders')}</Link>
        </DropdownMenuItem>
        {canOpenAdmin ? (
          <DropdownMenuItem asChild>
            <a href={ADMIN_PANEL_PATH} target="_blank" rel="noopener noreferrer">
              {t('accounts.menu.adminPanel')}
              <span className="sr-only"> {t('accounts.menu.opensInNewTab')}</span>
            </a>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          {t('accounts.menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
