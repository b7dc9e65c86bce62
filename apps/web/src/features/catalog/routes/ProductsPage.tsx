import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, type CategorySlug, type ProductListItem } from '@shop/contracts';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { usePageHead } from '../../../hooks/use-page-head';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AvailabilityFilter } from '../components/AvailabilityFilter';
import { CategoryFilter } from '../components/CategoryFilter';
import { EmptyResult } from '../components/EmptyResult';
import { ProductCard } from '../components/ProductCard';
import { ProductsHero } from '../components/ProductsHero';
import { SearchBox } from '../components/SearchBox';
import { SortSelect } from '../components/SortSelect';
import { productListParams } from '../product-list-params';
import { failureOf } from '../../../lib/api';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import { useGetProductsQuery } from '../api/catalog-api';
import { productsErrorReason } from '../products-error';

/** Two compact columns on a phone (issue 31), up to four on a wide screen. */
const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** A category chosen further down the page shows its result at once: the list scrolls into view. */
function useListInViewOnCategoryChange(category: CategorySlug | undefined) {
  const listRef = useRef<HTMLElement>(null);
  const shownCategory = useRef(category);
  useEffect(() => {
    if (shownCategory.current === category) return;
    shownCategory.current = category;
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [category]);
  return listRef;
}

/**
 * The product list (spec §2). `cardAction` is the cart issue's seam: it renders the
 * "Add to Cart" button of a card (shown only for available products) for signed-in visitors.
 */
export function ProductsPage({
  cardAction,
}: {
  cardAction?: (product: ProductListItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = productListParams(searchParams, language);
  const { category, availability, search, sort } = request;
  // A new filter or language is a new request: the previous list gives way to the loading
  // state (`currentData` belongs to the current filters only).
  const list = useGetProductsQuery(request);
  const listRef = useListInViewOnCategoryChange(category);
  const products = list.currentData ?? [];
  const isLoading = list.isFetching || list.isUninitialized;
  const failure = list.isError ? failureOf(list.error) : null;
  const error = failure && productsErrorReason(failure);
  const retry = list.refetch;
  const isFiltered = search !== '' || availability !== 'all';

  const pageMeta = usePageMeta();
  usePageHead({
    ...pageMeta(category ? `categories.${category}` : 'pages.products'),
    path: category
      ? `${STOREFRONT_ROUTES.products}?category=${category}`
      : STOREFRONT_ROUTES.products,
    type: 'website',
  });

  /** Changes some filters in the URL, keeping the others; an empty value removes one. */
  const updateFilters = useCallback(
    (changes: Record<string, string>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const isDefault =
              (name === 'availability' && value === 'all') ||
              (name === 'sort' && value === 'relevance');
            if (value === '' || isDefault) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        // A filter changes the list below it: the page keeps its place.
        { replace: true, state: KEEP_SCROLL },
      );
    },
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => updateFilters({ search: text }), [updateFilters]);

  const hrefOfCategory = (slug: CategorySlug | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (slug) next.set('category', slug);
    else next.delete('category');
    const query = next.toString();
    return query ? `${STOREFRONT_ROUTES.products}?${query}` : STOREFRONT_ROUTES.products;
  };

  const listTitle = category ? t(`products.categories.${category}`) : t('products.categories.all');

  return (
    <>
      <ProductsHero title={t('products.title')} />

      <section
        ref={listRef}
        aria-labelledby="product-list-heading"
        className="mx-auto max-w-7xl scroll-mt-16 px-4 pt-6 pb-20 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col gap-4 border-b border-cream-200 pb-6 md:flex-row md:items-end md:justify-between">
          <h2 id="product-list-heading" className="text-2xl font-semibold text-ink-900 sm:text-3xl">
            {listTitle}
          </h2>
          <CategoryFilter active={category} hrefOf={hrefOfCategory} />
        </div>
        <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <SearchBox value={search} onSearch={onSearch} />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <AvailabilityFilter
              value={availability}
              onChange={(value) => updateFilters({ availability: value })}
            />
            <SortSelect value={sort} onChange={(value) => updateFilters({ sort: value })} />
          </div>
        </div>

        <div className="mt-8" aria-busy={isLoading}>
          {isLoading ? (
            <div>
              <p role="status" className="mb-6 text-ink-700">
                {t('products.loading')}
              </p>
              <div className={GRID_CLASSES} aria-hidden="true">
                {Array.from({ length: 4 }, (_, index) => (
                  <div
                    key={index}
                    className="overflow-hidden rounded-2xl border border-cream-200 bg-white"
                  >
                    <div className="aspect-square animate-pulse bg-cream-100" />
                    <div className="space-y-3 p-5">
                      <div className="h-5 w-3/4 animate-pulse rounded bg-cream-200" />
                      <div className="h-5 w-1/3 animate-pulse rounded bg-cream-200" />
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ) : error ? (
            <div
              role="alert"
              className="mx-auto max-w-lg rounded-2xl border border-clay-200 bg-clay-50 px-6 py-10 text-center"
            >
              <h3 className="text-2xl font-semibold text-ink-900">{t('products.error.title')}</h3>
              <p className="mt-3 text-ink-700">{t(`products.error.${error}`)}</p>
              <Button className="mt-6" onClick={retry}>
                {t('products.error.retry')}
              </Button>
            </div>
          ) : products.length === 0 ? (
            <EmptyResult
              search={search}
              language={language}
              isFiltered={isFiltered}
              onClearFilters={() => updateFilters({ search: '', availability: 'all' })}
            />
          ) : (
            <>
              <p data-testid="product-count" className="mb-4 text-sm text-ink-700">
                {t(products.length === 1 ? 'products.countOne' : 'products.countOther', {
                  number: products.length,
                })}
              </p>
              {/* A dozen cards and more: taken over after the rest of the page (ADR 0104). */}
              <HydrateLater>
                <ul className={GRID_CLASSES}>
                  {products.map((product) => (
                    <li key={product.id} className="flex">
                      <ProductCard
                        product={product}
                        language={language}
                        action={cardAction?.(product)}
                      />
                    </li>
                  ))}
                </ul>
              </HydrateLater>
            </>
          )}
        </div>
      </section>
    </>
  );
}
