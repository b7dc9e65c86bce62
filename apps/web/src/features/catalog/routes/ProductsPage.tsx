import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SLUGS, type CategorySlug } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { CategoryFilter } from '../components/CategoryFilter';
import { ProductCard } from '../components/ProductCard';
import { ProductsHero } from '../components/ProductsHero';
import { useProducts } from '../hooks/use-products';

function toCategory(value: string | null): CategorySlug | undefined {
  return CATEGORY_SLUGS.find((slug) => slug === value);
}

const GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  // An unknown ?category= shows every product rather than an error.
  const category = toCategory(searchParams.get('category'));
  const { products, isLoading, error, retry } = useProducts({ lang: language, category });

  const listTitle = category ? t(`products.categories.${category}`) : t('products.categories.all');
  useDocumentTitle(category ? listTitle : t('products.title'));

  return (
    <>
      <ProductsHero title={t('products.title')} />

      <section
        aria-labelledby="product-list-heading"
        className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col gap-4 border-b border-cream-200 pb-6 md:flex-row md:items-end md:justify-between">
          <h2 id="product-list-heading" className="text-2xl font-semibold text-ink-900 sm:text-3xl">
            {listTitle}
          </h2>
          <CategoryFilter active={category} />
        </div>
        {/* SEAM (catalog issue): the search box (spec §2) goes beside the filter. */}

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
            <div className="mx-auto max-w-lg py-12 text-center">
              <h3 className="text-2xl font-semibold text-ink-900">{t('products.empty.title')}</h3>
              <p className="mt-3 text-ink-700">{t('products.empty.hint')}</p>
            </div>
          ) : (
            <ul className={GRID_CLASSES}>
              {products.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} language={language} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
