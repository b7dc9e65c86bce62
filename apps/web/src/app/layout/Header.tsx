import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../components/ui/button';
import {
  DeferredOpenable,
  lazyOpenable,
  usePreloadWhenIdle,
} from '../../components/ui/deferred-trigger';
import { MenuIcon } from '../../components/ui/icons';
import { AccountMenu, AuthPanels, useProfile } from '../../features/accounts';
import { CartDropdown } from '../../features/cart';
import { LanguageRow, LanguageSelector } from '../../components/layout/LanguageSelector';
import { Logo } from '../../components/layout/Logo';
import { MAIN_NAV_LINKS, mobileLinkClasses } from '../../components/layout/nav-links';
import { HeaderSearch } from './HeaderSearch';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Spec §2: the header changes style once the page is scrolled (position above 0). */
function useIsScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > 0,
    () => false,
  );
}

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative rounded-full px-4 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-clay-50 text-clay-700' : 'text-ink-700 hover:bg-cream-200 hover:text-ink-900',
  );

/** The small-screen menu button, the same before and after the sheet's code has loaded. */
export const MOBILE_MENU_BUTTON_CLASSES = buttonClasses({
  variant: 'ghost',
  size: 'icon',
  className: 'lg:hidden',
});

export function Header() {
  const { t } = useTranslation();
  const scrolled = useIsScrolled();
  // The header is on every page: it loads the profile once signed in (spec §3).
  useProfile();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled
          ? 'border-cream-200 bg-white shadow-md shadow-ink-900/5'
          : 'border-transparent bg-cream-50/80 backdrop-blur-sm',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-200 sm:px-6 lg:px-8',
          scrolled ? 'h-16' : 'h-20',
        )}
      >
        <Logo />

        {/* From lg up: below it, the links, language and account corner do not fit side by
            side in every language, so they move to the menu sheet. */}
        <nav aria-label={t('nav.mainLabel')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={desktopLinkClasses}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <div className="hidden lg:block">
            <LanguageSelector />
          </div>

          {/* The cart (a link to the cart page while signed out, issue 31) and the account
              corner change once the visitor's sign-in is known, after the page has been
              taken over: from lg up they keep the signed-in width (cart button and the
              widest user menu) from the start, so the menu links beside them do not move
              then. */}
          <div className="flex items-center justify-end gap-1 sm:gap-2 lg:min-w-60">
            <CartDropdown />
            <div className="hidden lg:block">
              <AccountMenu />
            </div>
          </div>
          <MobileMenu />
        </div>
      </div>
      <AuthPanels />
    </header>
  );
}

const mobileMenu = lazyOpenable<object>(
  async () => (await import('./MobileMenuSheet')).MobileMenuSheet,
);

/**
 * Small screens: a menu button opening a top sheet with the same links (spec §2). The sheet's
 * code (Radix Dialog, the account links) loads at idle once the app has taken the page over
 * (ADR 0102), or on the first press if that comes sooner.
 *
 * Until the app has taken the page over (and without JavaScript) the button is a `<details>`
 * disclosure of plain links, the main menu, the languages and Sign in, so a tap works at once
 * (ADR 0102). Open when the app takes over, it hands over to the sheet, opened.
 */
function MobileMenu() {
  const { t } = useTranslation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Null on the server and while the app takes the page over (its first effect sets it).
  const [takenOver, setTakenOver] = useState<{ open: boolean } | null>(null);
  useEffect(() => setTakenOver({ open: disclosure.current?.open === true }), []);
  usePreloadWhenIdle(mobileMenu.preload);

  if (takenOver) {
    return (
      <DeferredOpenable
        openable={mobileMenu}
        props={{}}
        popup="dialog"
        initiallyPressed={takenOver.open}
        trigger={{
          'aria-label': t('nav.openMenu'),
          className: MOBILE_MENU_BUTTON_CLASSES,
          children: <MenuIcon className="size-6" />,
        }}
      />
    );
  }
  return (
    <details ref={disclosure} className="lg:hidden">
      <summary
        aria-label={t('nav.openMenu')}
        className={cn(
          MOBILE_MENU_BUTTON_CLASSES,
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <MenuIcon className="size-6" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-cream-200 bg-white px-4 pt-4 pb-6 shadow-md sm:px-6">
        <nav aria-label={t('nav.mainLabel')}>
          <ul className="space-y-1">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={mobileLinkClasses}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-cream-200 pt-4">
          <a
            href={STOREFRONT_ROUTES.login}
            className={buttonClasses({ variant: 'outline', className: 'w-full' })}
          >
            {t('accounts.menu.signIn')}
          </a>
        </div>
        <LanguageRow />
      </div>
    </details>
  );
}
