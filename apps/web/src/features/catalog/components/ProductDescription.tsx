import DOMPurify from 'dompurify';
import { createContext, useContext, useMemo } from 'react';
import { DESCRIPTION_ALLOWED_ATTRIBUTES, DESCRIPTION_ALLOWED_TAGS } from '@shop/contracts';

const ALLOWED_ATTRIBUTES = [...new Set(Object.values(DESCRIPTION_ALLOWED_ATTRIBUTES).flat())];

/**
 * Cleans description HTML once more before it is rendered, with the same allow-list the
 * server applies when it stores one: a description that reached the database some other way
 * still cannot run a script or an event handler here.
 */
export function cleanDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...DESCRIPTION_ALLOWED_TAGS],
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * DOMPurify needs a browser's DOM. Rendering on the server, the server gives its own cleaner
 * with the same allow-list (sanitize-html, apps/server/src/html/description.ts).
 */
export const DescriptionCleanerContext = createContext<(html: string) => string>(cleanDescription);

/** A product description (HTML from the shop's admin) or, when empty, `fallback`. */
export function ProductDescription({ html, fallback }: { html: string; fallback: string }) {
  const clean = useContext(DescriptionCleanerContext);
  const cleaned = useMemo(() => clean(html), [clean, html]);
  if (cleaned.replace(/<[^>]*>/g, '').trim() === '') {
    return <p className="text-ink-700 italic">{fallback}</p>;
  }
  return (
    <div
      data-testid="product-description"
      className="space-y-4 leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-clay-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
      // Cleaned just above with the shared allow-list.
      dangerouslySetInnerHTML={{ __html: cleaned }}
    />
  );
}
