import { useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '../ui/sheet';
import {
  AccountMenu,
  AuthPanels,
  MobileAccountLinks,
  useProfileLoader,
} from '../../features/accounts';
import { CartDropdown } from '../../features/cart';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MAIN_NAV_LINKS } from './nav-links';

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

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-lg font-medium transition-colors',
    isActive ? 'bg-clay-50 text-clay-700' : 'text-ink-900 hover:bg-cream-200',
  );

interface HeaderProps {
  /**
   * False while the first page's code loads (the layout fallback): that header is replaced
   * by the real one a moment later, so it offers nothing that keeps state, such as a
   * half-typed sign-in form that would be lost in the swap.
   */
  withAccount?: boolean;
}

export function Header({ withAccount = true }: HeaderProps) {
  const { t } = useTranslation();
  const scrolled = useIsScrolled();
  // The header is on every page: it loads the profile once signed in (spec §3).
  useProfileLoader();

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
          <div className="hidden lg:block">
            <LanguageSelector />
          </div>

          {/* The cart dropdown shows only when signed in (spec §2). */}
          {withAccount ? <CartDropdown /> : null}

          {withAccount ? (
            <>
              <div className="hidden lg:block">
                <AccountMenu />
              </div>
              <MobileMenu />
            </>
          ) : null}
        </div>
      </div>
      {withAccount ? <AuthPanels /> : null}
    </header>
  );
}

/** Small screens: a menu button opening a top sheet with the same links (spec §2). */
function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('nav.openMenu')}>
          <MenuIcon className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent className="px-4 pt-4 pb-6 sm:px-6">
        <div className="flex items-center justify-between">
          <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
              <CloseIcon className="size-6" />
            </Button>
          </SheetClose>
        </div>

        <nav aria-label={t('nav.mainLabel')} className="mt-4">
          <ul className="space-y-1">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={mobileLinkClasses}
                  onClick={() => setOpen(false)}
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <MobileAccountLinks onNavigate={() => setOpen(false)} />

        <div className="mt-4 flex items-center justify-between border-t border-cream-200 pt-4">
          <span className="text-sm font-medium text-ink-600">{t('language.label')}</span>
          <LanguageSelector />
        </div>
      </SheetContent>
    </Sheet>
  );
}
