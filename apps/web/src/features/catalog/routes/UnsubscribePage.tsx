import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, backInStockUnsubscribeSchema } from '@shop/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { failureOf } from '../../../lib/api';
import { useUnsubscribeFromBackInStockMutation } from '../api/back-in-stock';
import { isInvalidUnsubscribeLink } from '../back-in-stock-failure';
import { describeApiFailure } from '../../../lib/api-failure';

type Status = 'working' | 'done' | 'invalid' | 'failed';

/**
 * /notify/unsubscribe/{token}: the link in a back-in-stock mail. Opening it cancels the
 * notice at once (the server answers the same when it was cancelled already), so a second
 * click on the same link is harmless.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const parsed = backInStockUnsubscribeSchema.safeParse({ token: useParams().token });
  const token = parsed.success ? parsed.data.token : null;
  const [status, setStatus] = useState<Status>(token ? 'working' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(t('unsubscribe.title'));

  const [unsubscribe] = useUnsubscribeFromBackInStockMutation();

  useEffect(() => {
    if (!token) return;
    // Left or asked again before the answer (a retry, React's second effect in development).
    let replaced = false;
    const request = unsubscribe({ token });
    void request.then((result) => {
      if (replaced) return;
      if (!result.error) return setStatus('done');
      const failure = failureOf(result.error) ?? describeApiFailure(null);
      setStatus(isInvalidUnsubscribeLink(failure) ? 'invalid' : 'failed');
    });
    return () => {
      replaced = true;
      request.abort();
    };
  }, [token, attempt, unsubscribe]);

  const retry = useCallback(() => {
    setStatus('working');
    setAttempt((count) => count + 1);
  }, []);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {t('unsubscribe.title')}
      </h1>
      <div className="mt-6 text-lg text-ink-700">
        {status === 'working' ? (
          <p role="status">{t('unsubscribe.working')}</p>
        ) : status === 'done' ? (
          <p role="status" data-testid="unsubscribe-done">
            {t('unsubscribe.done')}
          </p>
        ) : (
          <p role="alert">
            {status === 'invalid' ? t('unsubscribe.invalid') : t('unsubscribe.failed')}
          </p>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 'failed' ? <Button onClick={retry}>{t('unsubscribe.retry')}</Button> : null}
        <Link
          to={STOREFRONT_ROUTES.products}
          className={buttonClasses({ variant: status === 'failed' ? 'outline' : 'primary' })}
        >
          {t('unsubscribe.browse')}
        </Link>
      </div>
    </section>
  );
}
