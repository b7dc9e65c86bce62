import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import type { OpenableProps } from '../../../components/ui/deferred-trigger';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { ADMIN_PANEL_PATH, canOpenAdmin } from '../admin-link';
import { useLogout } from '../hooks/use-logout';
import { useProfile } from '../hooks/use-profile';
import { USER_MENU_TRIGGER_CLASSES, UserMenuTriggerContent } from './AccountMenu';

/**
 * The signed-in user's menu (Radix dropdown menu): account, orders, admin, log out. Loaded by
 * `AccountMenu` on the first press of its button.
 */
export function UserMenu({ defaultOpen }: OpenableProps) {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  const logout = useLogout();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('accounts.menu.label')}
        className={USER_MENU_TRIGGER_CLASSES}
      >
        <UserMenuTriggerContent />
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
        {canOpenAdmin(user) ? (
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
