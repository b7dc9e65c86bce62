import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '../config/site';

/**
 * Sets the browser tab title for a page ("About us – Giftshop"); without a page title the
 * shop's default title is used.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const title = pageTitle
    ? `${pageTitle} – ${SITE.name}`
    : t('meta.defaultTitle', { shop: SITE.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
