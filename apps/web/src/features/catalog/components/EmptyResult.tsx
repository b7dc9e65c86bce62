import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_SLUGS,
  STOREFRONT_ROUTES,
  productPath,
  type CategorySlug,
  type Language,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useGetProductSuggestionsQuery } from '../api/catalog-api';

function productsOf(category: CategorySlug): string {
  return `${STOREFRONT_ROUTES.products}?category=${category}`;
}

const SUGGESTION_CLASSES =
  'inline-flex min-h-9 items-center rounded-full border border-cream-300 bg-white px-4 text-sm font-medium text-ink-700 hover:border-clay-300 hover:text-ink-900';

/**
 * "No products found" (spec §2), with a way on (issue 31): after a search, the product names
 * closest to it, and the categories, each without the search.
 */
export function EmptyResult({
  search,
  language,
  isFiltered,
  onClearFilters,
}: {
  search: string;
  language: Language;
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const suggestions =
    useGetProductSuggestionsQuery({ lang: language, search }, { skip: !search }).currentData
      ?.products ?? [];
  return (
    <div role="status" className="mx-auto max-w-lg py-12 text-center">
      <h3 className="text-2xl font-semibold text-ink-900">{t('products.empty.title')}</h3>
      <p className="mt-3 text-ink-700">{t('products.empty.hint')}</p>
      {suggestions.length > 0 ? (
        <div className="mt-6">
          <p className="font-medium text-ink-900">{t('products.empty.suggestions')}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((product) => (
              <li key={product.slug}>
                <Link to={productPath(product.slug)} className={SUGGESTION_CLASSES}>
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {search ? (
        <div className="mt-6">
          <p className="font-medium text-ink-900">{t('products.empty.browse')}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {CATEGORY_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={productsOf(slug)} className={SUGGESTION_CLASSES}>
                  {t(`products.categories.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isFiltered ? (
        <Button variant="outline" className="mt-6" onClick={onClearFilters}>
          {t('products.empty.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
