import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileAccountLinks } from '../../features/accounts';
import { Button } from '../../components/ui/button';
import type { OpenableProps } from '../../components/ui/deferred-trigger';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { MOBILE_MENU_BUTTON_CLASSES } from './Header';
import { LanguageRow } from '../../components/layout/LanguageSelector';
import { MAIN_NAV_LINKS, mobileLinkClasses } from '../../components/layout/nav-links';

/**
 * The small-screen menu: a top sheet with the main links, the account links and the language
 * links (spec §2). Loaded by the header's menu button on its first press, or at idle once the
 * app has taken the page over (Header.tsx, ADR 0102).
 */
export function MobileMenuSheet({ defaultOpen = false }: OpenableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <button type="button" className={MOBILE_MENU_BUTTON_CLASSES} aria-label={t('nav.openMenu')}>
          <MenuIcon className="size-6" />
        </button>
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

        <LanguageRow />
      </SheetContent>
    </Sheet>
  );
}
