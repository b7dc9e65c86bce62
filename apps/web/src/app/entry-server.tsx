import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createInstance, type i18n as I18n } from 'i18next';
import {
  LANGUAGES,
  matchStorefrontPath,
  requestTargetUrl,
  type Language,
  type PageCode,
} from '@shop/contracts';
import { api, pageQueriesOf, type ServerAnswer } from '../lib/api';
import { imagePreloadLinks, ImagePreloadsContext, type ImagePreload } from '../lib/image-preloads';
import {
  INITIAL_DATA_ELEMENT_ID,
  serialiseInitialData,
  type InitialData,
} from '../lib/initial-data';
import en from '../locales/en/translation.json';
import fr from '../locales/fr/translation.json';
import nl from '../locales/nl/translation.json';
import { isServerRendered, loadPageData } from './page-data';
import { routes, type RouteHandle } from './routes';
import { createAppStore } from './store';

/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist-ssr/ and loaded
 * by the server's storefront plugin). It renders a page with the same routes and components
 * the browser uses, from the API answers the page needs, which go along with the HTML so the
 * browser takes the page over without asking again (lib/initial-data.ts, ADR 29).
 */

/** One i18next per language, with every text in memory: rendering never waits for a file. */
const translators = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const instance = createInstance({
      lng: language,
      resources: { [language]: { translation: { en, nl, fr }[language] } },
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      showSupportNotice: false,
      initAsync: false,
    });
    void instance.init();
    return [language, instance];
  }),
);

export interface PageRenderRequest {
  /** Path and query, as the browser asked. */
  url: string;
  language: Language;
  /** Reads one of the shop's own API answers (the server passes its own router). */
  readApi: (path: string) => Promise<ServerAnswer>;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` element with the data the page was rendered from. */
  dataScript: string;
  /**
   * The page's own modules and texts: the server names their chunks to the page's first
   * script, which fetches them with the app (apps/web/src/app/boot.ts).
   */
  page: PageCode | null;
}

/** The page's code: named in the handle of the deepest matched route that has one. */
function pageCodeOf(matches: readonly { route: { handle?: unknown } }[]): PageCode | null {
  const pages = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.page);
  return pages.findLast((page) => page !== undefined) ?? null;
}

/** Renders a public page; null for a page the browser renders itself (signed-in pages). */
export async function renderPage({
  url,
  language,
  readApi,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const address = requestTargetUrl(url, 'http://storefront.invalid');
  const match = matchStorefrontPath(address.pathname);
  if (!isServerRendered(match?.route ?? null)) return null;

  // The page's store, whose API calls read through the server's own router.
  const store = createAppStore({ server: { readApi } });
  await loadPageData(store, match?.route ?? null, {
    params: match?.params ?? {},
    query: address.searchParams,
    language,
  });
  const initialData: InitialData = { language, api: pageQueriesOf(store.getState()) };

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  // No route of ours redirects or answers by itself; such a page is left to the browser.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const translator = translators.get(language);
  if (!translator) return null;

  // Filled while rendering by the pictures the page asks for first; put ahead of its HTML,
  // where the server takes links into the head (page-rendering.ts).
  const imagePreloads: ImagePreload[] = [];
  const html = await renderToStringAsync(
    // JSX here is typed as React's; under the build's aliases it is Preact's (ADR 0085).
    (
      <StrictMode>
        <I18nextProvider i18n={translator}>
          <Provider store={store}>
            <ImagePreloadsContext.Provider value={imagePreloads}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ImagePreloadsContext.Provider>
          </Provider>
        </I18nextProvider>
      </StrictMode>
    ) as unknown as VNode,
  );
  // The cache would otherwise keep a removal timer per entry running after the page is sent.
  store.dispatch(api.util.resetApiState());

  return {
    html: `${imagePreloadLinks(imagePreloads)}${html}`,
    dataScript: `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${serialiseInitialData(initialData)}</script>`,
    page: pageCodeOf(context.matches),
  };
}
