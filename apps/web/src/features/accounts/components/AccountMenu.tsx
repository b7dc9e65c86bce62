import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClasses } from '../../../components/ui/button';
import {
  DeferredOpenable,
  lazyOpenable,
  usePreloadWhenIdle,
} from '../../../components/ui/deferred-trigger';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';
import { openAuthPanel, selectIsAuthenticated, type AuthPanel } from '../auth-slice';
import { useProfile } from '../hooks/use-profile';
import { preloadAuthPanels } from './AuthPanels';
import { isPlainClick } from '../../../lib/plain-click';

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
 *
 * Signed out, both are links to the sign-in and sign-up pages, so they work before the app has
 * taken the page over (and without JavaScript); once it has, a click opens the panel instead,
 * whose code is fetched at idle: Add to Cart opens it too when signed out (ADR 0102).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  usePreloadWhenIdle(preloadAuthPanels, !isAuthenticated);

  if (!isAuthenticated) {
    const openPanel = (panel: AuthPanel) => (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      dispatch(openAuthPanel(panel));
    };
    return (
      <div className="flex items-center gap-2">
        <a
          href={STOREFRONT_ROUTES.login}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          onPointerEnter={preloadAuthPanels}
          onFocus={preloadAuthPanels}
          onClick={openPanel('login')}
        >
          {t('accounts.menu.signIn')}
        </a>
        {/* Below xl the header has no room for both in every language; the login panel
            links to signup. */}
        <a
          href={STOREFRONT_ROUTES.signup}
          className={buttonClasses({ size: 'sm', className: 'max-xl:hidden' })}
          onPointerEnter={preloadAuthPanels}
          onFocus={preloadAuthPanels}
          onClick={openPanel('signup')}
        >
          {t('accounts.menu.startForFree')}
        </a>
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
