import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckoutAlertDialog } from '../../features/checkout';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { keepsScroll } from '../../lib/keep-scroll';
import { Footer } from './Footer';
import { Header } from './Header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * New pages start at the top; back/forward (POP) keeps the browser's own position, and a
 * change within a page (KEEP_SCROLL) leaves it to the page.
 */
function useScrollToTopOnNavigation(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const withinPage = keepsScroll(state);
  useEffect(() => {
    if (navigationType === 'POP' || hash || withinPage) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, navigationType, withinPage]);
}

/** A thin bar at the top while the next page's code is loading (lazy routes). */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-clay-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-clay-600" />
    </div>
  );
}

/** The shell: skip link, header, the page in <main>, footer. `children` replaces the routed page. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useScrollToTopOnNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-full bg-clay-600 px-5 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      {/* Their own tasks after the page's (ADR 0104): their controls work without the app. */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <CheckoutAlertDialog />
    </div>
  );
}

/**
 * Shown in <main> while the first page's code loads. The shell around it is the real one from
 * the start, so the header and footer paint at once and stay the same elements when the page
 * arrives: a tap on the header meanwhile (the language menu) is not lost in a swap.
 */
export function PageFallback() {
  return <div className="min-h-[60vh]" aria-hidden="true" />;
}
