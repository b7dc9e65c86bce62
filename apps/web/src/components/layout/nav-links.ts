import { STOREFRONT_ROUTES } from '@shop/contracts';
import { cn } from '../../lib/cn';

/** The main menu (spec §2), shared by the desktop header and the small-screen sheet. */
export const MAIN_NAV_LINKS = [
  { to: STOREFRONT_ROUTES.home, labelKey: 'nav.home', end: true },
  { to: STOREFRONT_ROUTES.products, labelKey: 'nav.products', end: false },
  { to: STOREFRONT_ROUTES.about, labelKey: 'nav.about', end: false },
  { to: STOREFRONT_ROUTES.contact, labelKey: 'nav.contact', end: false },
] as const;

/** A link of the small-screen menu (the sheet, and its plain-HTML stand-in before the take-over). */
export const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-lg font-medium transition-colors',
    isActive ? 'bg-clay-50 text-clay-700' : 'text-ink-900 hover:bg-cream-200',
  );
