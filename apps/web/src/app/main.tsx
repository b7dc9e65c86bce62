import './jitless-zod';
import './preact-effects';
import '../index.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import i18n, { languageToRestore } from './i18n';
import { checkAuth, installSession } from '../features/accounts';
import { authReducer } from '../features/accounts/auth-slice';
import { pageQueriesReceived } from '../lib/api';
import { readInitialData } from '../lib/initial-data';
import { hydrateInParts, nextTask, whenAllHydrated } from '../components/ui/hydrate-later';
import { routes } from './routes';
import { createAppStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');

/** Set when the server rendered this page: the browser takes it over instead of drawing it. */
const initialData = readInitialData();

// The server renders every page signed out (it is the same page for everyone, cached): the
// browser takes it over signed out too, then shows the visitor's signed-in parts.
const store = createAppStore(
  initialData
    ? {
        preloadedState: {
          auth: { ...authReducer(undefined, { type: 'start' }), isAuthenticated: false },
        },
      }
    : undefined,
);
// The API answers the page was rendered from, in the cache before the first render: the
// components read them as the server did, and their queries find them answered (ADR 29).
if (initialData) store.dispatch(pageQueriesReceived(initialData.api));

/**
 * The route modules of the current page, loaded before hydration: a lazy route not loaded yet
 * would render the layout's fallback instead of the server's HTML.
 */
async function loadCurrentRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** When the page became the app's, read by `npm run lighthouse` (tools/lighthouse/run.ts). */
const TAKEN_OVER_MARK = 'shop:taken-over';

/**
 * Runs once the page is the browser's: effects run after the hydrating render is committed, and
 * this one waits for the parts hydrated later (HydrateLater, ADR 0104) too.
 */
function AfterFirstRender() {
  useEffect(() => {
    void whenAllHydrated().then(() => {
      // The server rendered the page signed out and in its address's language: every part is
      // hydrated as it was rendered before the state changes (a part still waiting would
      // otherwise be hydrated signed in over signed-out elements).
      if (initialData) {
        store.dispatch(checkAuth());
        if (languageToRestore) void i18n.changeLanguage(languageToRestore);
      }
      // Links now navigate in the page (tests and styles can tell the page has been taken
      // over), and the boot script hands over what the shopper did before: after the sign-in
      // is known, so that a tap on Add to Cart made signed in does not ask to sign in, and
      // once every part is hydrated, so that a tap on one is not lost.
      performance.mark(TAKEN_OVER_MARK);
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/**
 * Takes the page over. Not awaited at the top level of this module: the current page's chunk,
 * loaded first, imports from the chunk this module is in (vite.config.ts), and would wait for
 * it to finish evaluating while it waits for the page's chunk.
 */
async function start(root: HTMLElement): Promise<void> {
  if (initialData) {
    await loadCurrentRoutes(routes);
    // Evaluating the app's modules, making the router and hydrating are tasks of their own, not
    // one long one (ADR 0104): the route's chunk is usually in already, so its promise would
    // settle in the same task.
    await nextTask();
  }
  // Its first read of the session's storage (view transitions) waits on the browser.
  const router = createBrowserRouter(routes);

  installSession({
    dispatch: store.dispatch,
    goToLogin: () => {
      const { pathname, search } = router.state.location;
      const from = pathname === STOREFRONT_ROUTES.login ? undefined : `${pathname}${search}`;
      return router.navigate(STOREFRONT_ROUTES.login, { state: { from, sessionExpired: true } });
    },
  });

  const app = (
    <StrictMode>
      <Provider store={store}>
        <AfterFirstRender />
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );

  // Taken over as a transition (ADR 0045): React hydrated in slices, yielding to the browser
  // between them. Preact's compat layer (ADR 0085) runs the transition at once, in one task:
  // the parts marked HydrateLater (the header, the footer, a product's description) follow
  // in tasks of their own (ADR 0104). It stays a transition for what React code expects of it.
  if (initialData) {
    await nextTask();
    hydrateInParts(() => startTransition(() => void hydrateRoot(root, app)));
  } else createRoot(root).render(app);
}

void start(container);
