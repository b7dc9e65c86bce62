import { createContext, useContext, useState } from 'react';
import type { Language } from '@shop/contracts';

/**
 * The API answers a server-rendered page was built from, sent along in the page so that the
 * browser renders the same thing when it takes over (hydration) without asking again.
 *
 * The server reads each answer through the API itself (the same routes, caches and
 * serialisers), keyed by the request's address (`/api/products/?lang=fr&category=home`); a
 * hook asks for the answer of the request it would otherwise send. The page carries them in a
 * `<script type="application/json">` element, which the CSP (`script-src 'self'`) does not
 * run and which the browser reads once at start.
 */
export interface InitialAnswer {
  status: number;
  body: unknown;
}

export interface InitialData {
  /** The language the page was rendered in. */
  language: Language;
  answers: Record<string, InitialAnswer>;
}

/** The id of the element that carries the data in a server-rendered page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

const InitialDataContext = createContext<{ answers: Map<string, InitialAnswer> } | null>(null);

export const InitialDataProvider = InitialDataContext.Provider;

/** A holder for the answers; `forget` empties it once the page has been taken over. */
export function initialDataHolder(data: InitialData | null) {
  const answers = new Map(Object.entries(data?.answers ?? {}));
  return { answers, forget: () => answers.clear() };
}

/**
 * The answer the page was rendered with for `key`, read on the component's first render and
 * kept for its life. After hydration the holder is emptied, so a later visit to the same
 * screen asks the API again.
 */
export function useInitialAnswer(key: string): InitialAnswer | undefined {
  const holder = useContext(InitialDataContext);
  const [answer] = useState(() => holder?.answers.get(key));
  return answer;
}

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
