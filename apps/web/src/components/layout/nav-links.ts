import { STOREFRONT_ROUTES } from '@shop/contracts';

/** The main menu (spec §2), shared by the desktop header and the small-screen sheet. */
export const MAIN_NAV_LINKS = [
  { to: STOREFRONT_ROUTES.home, labelKey: 'nav.home', end: true },
  { to: STOREFRONT_ROUTES.products, labelKey: 'nav.products', end: false },
  { to: STOREFRONT_ROUTES.about, labelKey: 'nav.about', end: false },
  { to: STOREFRONT_ROUTES.contact, labelKey: 'nav.contact', end: false },
] as const;
