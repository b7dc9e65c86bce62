import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, STOREFRONT_ROUTES, type OrderStatus } from '@shop/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/cn';
import { OrderCard } from '../components/OrderCard';
import { failureOf } from '../../../lib/api';
import { useGetOrdersQuery } from '../api/get-orders';
import { ordersErrorMessage } from '../orders-error';

function readStatus(value: string | null): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as OrderStatus)
    : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /my-orders (spec §2): the customer's orders, nine to a page, filtered by status. Page and
 * filter live in the address, so back, forward and reload keep them.
 */
export function MyOrdersPage({ after }: { after?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  // The previous page stays on screen (dimmed) while the next one loads.
  const orders = useGetOrdersQuery({ page, status, language });
  const loadState = orders.isError ? 'failed' : orders.isFetching ? 'loading' : 'loaded';
  const data = orders.isError ? null : orders.data;
  const failure = failureOf(orders.error);
  const error = failure && ordersErrorMessage(failure);
  const retry = orders.refetch;
  useDocumentTitle(t('orders.title'));

  const show = (next: { page?: number; status?: OrderStatus | null }) => {
    const params = new URLSearchParams(searchParams);
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    if (nextStatus) params.set('status', nextStatus);
    else params.delete('status');
    if (nextPage > 1) params.set('page', String(nextPage));
    else params.delete('page');
    setSearchParams(params);
  };

  const pagination = data?.pagination;

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-4xl font-semibold tracking-tight text-ink-900">
            {t('orders.title')}
          </h1>
          <p className="mt-3 text-lg text-ink-700">{t('orders.lead')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-ink-700">
            {t('orders.filter.label')}
          </label>
          <select
            id={filterId}
            value={status ?? 'all'}
            onChange={(event) => show({ status: readStatus(event.target.value) })}
            className="h-11 rounded-full border border-ink-300 bg-white px-4 text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600"
          >
            <option value="all">{t('orders.filter.all')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-10">
        {loadState === 'failed' ? (
          <div
            role="alert"
            className="mx-auto max-w-lg rounded-2xl border border-clay-200 bg-clay-50 px-6 py-10 text-center"
          >
            <p className="text-ink-900">{error ?? t('orders.error.default')}</p>
            <Button className="mt-6" onClick={retry}>
              {t('orders.error.retry')}
            </Button>
          </div>
        ) : loadState === 'loading' && !data ? (
          <p role="status" className="text-ink-700">
            {t('orders.loading')}
          </p>
        ) : data && data.orders.length === 0 ? (
          <div className="mx-auto max-w-lg rounded-2xl border border-cream-200 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-ink-900">{t('orders.empty.title')}</p>
            <p className="mt-2 text-ink-700">
              {status ? t('orders.empty.filtered') : t('orders.empty.none')}
            </p>
            <Link to={STOREFRONT_ROUTES.products} className={buttonClasses({ className: 'mt-6' })}>
              {t('orders.empty.shop')}
            </Link>
          </div>
        ) : data ? (
          <div aria-busy={loadState === 'loading'}>
            <ul
              className={cn(
                'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
                loadState === 'loading' && 'opacity-60',
              )}
            >
              {data.orders.map((order) => (
                <li key={order.order_id} className="flex">
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>

            {pagination && pagination.total_pages > 1 ? (
              <nav
                aria-label={t('orders.pagination.label')}
                className="mt-10 flex items-center justify-center gap-4"
              >
                <Button
                  variant="outline"
                  disabled={!pagination.has_previous || loadState === 'loading'}
                  onClick={() => show({ page: pagination.page - 1 })}
                >
                  {t('orders.pagination.previous')}
                </Button>
                <span className="text-ink-700" aria-live="polite">
                  {t('orders.pagination.page', {
                    page: pagination.page,
                    total: pagination.total_pages,
                  })}
                </span>
                <Button
                  variant="outline"
                  disabled={!pagination.has_next || loadState === 'loading'}
                  onClick={() => show({ page: pagination.page + 1 })}
                >
                  {t('orders.pagination.next')}
                </Button>
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
      {after}
    </div>
  );
}
