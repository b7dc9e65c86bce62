import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { DeferredOpenable, lazyOpenable } from '../../../components/ui/deferred-trigger';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';
import { openAuthPanel, selectIsAuthenticated } from '../auth-slice';
import { useProfile } from '../hooks/use-profile';
import { preloadAuthPanels } from './AuthPanels';

export const USER_MENU_TRIGGER_CLASSES =
  'inline-flex h-10 max-w-48 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-900 transition-colors hover:bg-cream-200 data-[state=open]:bg-cream-200';

/** The user menu's button content, the same before and after the menu's code has loaded. */
export function UserMenuTriggerContent() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  return (
    <>
      <UserIcon className="size-5 shrink-0" />
      <span className="truncate">{user?.username ?? t('accounts.menu.account')}</span>
      <ChevronDownIcon className="size-4 shrink-0 text-ink-600" />
    </>
  );
}

const userMenu = lazyOpenable<object>(async () => (await import('./UserMenu')).UserMenu);

/**
 * The header's account corner on wide screens (spec §2): the user menu when signed in,
 * "sign in" and "start for free" otherwise. The menu's code loads on the first press.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  if (!isAuthenticated) {
    return (
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onPointerEnter={preloadAuthPanels}
          onFocus={preloadAuthPanels}
          onClick={() => dispatch(openAuthPanel('login'))}
        >
          {t('accounts.menu.signIn')}
        </Button>
        {/* Below xl the header has no room for both in every language; the login panel
            links to signup. */}
        <Button
          size="sm"
          className="max-xl:hidden"
          onPointerEnter={preloadAuthPanels}
          onFocus={preloadAuthPanels}
          onClick={() => dispatch(openAuthPanel('signup'))}
        >
          {t('accounts.menu.startForFree')}
        </Button>
      </div>
    );
  }

  return (
    <DeferredOpenable
      openable={userMenu}
      props={{}}
      popup="menu"
      trigger={{
        'aria-label': t('accounts.menu.label'),
        className: USER_MENU_TRIGGER_CLASSES,
        children: <UserMenuTriggerContent />,
      }}
    />
  );
}
