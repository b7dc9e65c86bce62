import { useEffect } from 'react';
import { applyPageHead, neutralPageHead, type PageHead } from '../lib/page-head';
import { useLanguage } from './use-language';
import { usePageMeta } from './use-page-meta';

/**
 * Keeps the document head (title, description, canonical, hreflang, Open Graph, JSON-LD) in
 * step with the page and the language. `null` while the page's data is loading leaves the
 * head as it is. Leaving the page resets it, so the next page never inherits this one's tags.
 */
export function usePageHead(head: PageHead | null): void {
  const { language } = useLanguage();
  const home = usePageMeta()('pages.home');
  // Compared by content: a head rebuilt on each render must not rewrite the DOM each time.
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (key === null) return;
    applyPageHead(JSON.parse(key) as PageHead, language);
  }, [key, language]);
  const neutral = JSON.stringify(neutralPageHead(home));
  useEffect(
    () => () => applyPageHead(JSON.parse(neutral) as PageHead, language),
    [neutral, language],
  );
}
