import { createContext, useContext } from 'react';

/** A picture the page asks for first (`fetchpriority="high"`). */
export interface ImagePreload {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

/**
 * Where the server renderer collects the pictures the page asks for first; null in the
 * browser, where the page and its preloads are there already.
 */
export const ImagePreloadsContext = createContext<ImagePreload[] | null>(null);

/**
 * Asks the server renderer to preload the page's main picture ahead of the scripts, so that it
 * does not wait for them (ADR 0045). React DOM hoisted a preload for each high-priority picture
 * by itself; Preact's renderer does not (ADR 0085).
 */
export function usePriorityImagePreload(preload: ImagePreload | null): void {
  const preloads = useContext(ImagePreloadsContext);
  if (preloads && preload) preloads.push(preload);
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The collected pictures as preload links, each once, for the server to put in the head. */
export function imagePreloadLinks(preloads: readonly ImagePreload[]): string {
  const links = preloads.map(({ src, srcSet, sizes }) =>
    srcSet && sizes
      ? `<link rel="preload" as="image" imageSrcSet="${attribute(srcSet)}" imageSizes="${attribute(sizes)}" fetchPriority="high"/>`
      : `<link rel="preload" as="image" href="${attribute(src)}" fetchPriority="high"/>`,
  );
  return [...new Set(links)].join('');
}
