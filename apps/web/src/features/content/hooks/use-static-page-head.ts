import { PAGE_META, STOREFRONT_ROUTES, type StaticIndexableRoute } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { usePageHead } from '../../../hooks/use-page-head';

/** The head of a content page: the texts the server sent with it, kept while navigating. */
export function useStaticPageHead(route: StaticIndexableRoute): void {
  const { language } = useLanguage();
  usePageHead({ ...PAGE_META[route][language], path: STOREFRONT_ROUTES[route], type: 'website' });
}
