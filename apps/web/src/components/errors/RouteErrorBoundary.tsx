import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { Button, buttonClasses } from '../ui/button';

/**
 * Shown when a page crashes or its code cannot be loaded (for example an old tab after a
 * new release). Reloading fetches the current code.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      role="alert"
    >
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{t('errors.page.title')}</h1>
      <p className="mt-4 text-lg text-ink-600">{t('errors.page.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.page.reload')}</Button>
        <Link
          to={STOREFRONT_ROUTES.home}
          reloadDocument
          className={buttonClasses({ variant: 'outline' })}
        >
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
