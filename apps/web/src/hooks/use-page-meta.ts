import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHOP_NAME,
  type CategorySlug,
  type PageMeta,
  type StaticIndexableRoute,
} from '@shop/contracts';

/** A page's head texts in the locale files (`seo.…`), as the server's locale files say them. */
export type PageMetaKey =
  `pages.${StaticIndexableRoute}` | `categories.${CategorySlug}` | 'notFound';

/** A page's title and description in the interface language, the shop's name filled in. */
export function usePageMeta(): (key: PageMetaKey) => PageMeta {
  const { t } = useTranslation();
  return useCallback(
    (key) => ({
      title: t(`seo.${key}.title`, { shop: SHOP_NAME }),
      description: t(`seo.${key}.description`),
    }),
    [t],
  );
}
