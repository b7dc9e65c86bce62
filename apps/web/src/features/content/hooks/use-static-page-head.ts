import { STOREFRONT_ROUTES, type StaticIndexableRoute } from '@shop/contracts';
import { usePageHead } from '../../../hooks/use-page-head';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** The head of a content page: the texts the server sent with it, kept while navigating. */
export function useStaticPageHead(route: StaticIndexableRoute): void {
  const pageMeta = usePageMeta();
  usePageHead({ ...pageMeta(`pages.${route}`), path: STOREFRONT_ROUTES[route], type: 'website' });
}
