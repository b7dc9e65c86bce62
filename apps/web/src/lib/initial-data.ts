import type { Language } from '@shop/contracts';
import type { PageQueries } from './api';

/**
 * What a server-rendered page was built from, sent along in the page so that the browser
 * renders the same thing when it takes over (hydration) without asking again (ADR 24, 29).
 *
 * The server reads the page's API answers through the API itself (the same routes, caches and
 * serialisers) into the server-state cache of the page's store; the cache's settled entries go
 * along in a `<script type="application/json">` element, which the CSP (`script-src 'self'`)
 * does not run, and the browser puts them into its own store before it takes the page over.
 */
export interface InitialData {
  /** The language the page was rendered in. */
  language: Language;
  /** The page's entries of the server-state cache (lib/api.ts). */
  api: PageQueries;
}

/** The id of the element that carries the data in a server-rendered page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * The data as JSON text safe inside a `<script>` element: `<` is written as `\u003c`, so no
 * text in the data (a product name such as `</script><script>…`) can close the element, and
 * the line separators JavaScript once treated as line ends are escaped too.
 */
export function serialiseInitialData(data: InitialData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data of a server-rendered page, or null for a page the browser renders itself. */
export function readInitialData(): InitialData | null {
  const element = globalThis.document?.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as InitialData;
  } catch {
    return null;
  }
}
