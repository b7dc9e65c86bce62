import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { usePageHead } from '../../../hooks/use-page-head';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  const pageMeta = usePageMeta();
  usePageHead({ ...pageMeta('notFound'), path: null, type: 'website' });

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-clay-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={STOREFRONT_ROUTES.home} className={buttonClasses()}>
          {t('common.backHome')}
        </Link>
        <Link to={STOREFRONT_ROUTES.products} className={buttonClasses({ variant: 'outline' })}>
          {t('notFound.browseProducts')}
        </Link>
      </div>
    </section>
  );
}
