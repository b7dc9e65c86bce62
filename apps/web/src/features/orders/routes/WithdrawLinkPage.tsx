import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { failureOf } from '../../../lib/api';
import { useGetWithdrawalLinkQuery, useWithdrawWithLinkMutation } from '../api/withdrawal-links';
import { WithdrawalReceived, WithdrawalStatement } from '../components/WithdrawalStatement';

/**
 * /withdraw/{token} (ADR 0047): the page the mailed withdrawal link opens, signed in or not.
 * The order's lines, the name and address to confirm, "Confirm withdrawal"; a link that no
 * longer works says why and leads to a new one.
 */
export function WithdrawLinkPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useGetWithdrawalLinkQuery(token);
  const [withdraw, result] = useWithdrawWithLinkMutation();
  const linkFailure = failureOf(link.error);
  useDocumentTitle(t('withdraw.title'));
  const order = link.data;

  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-semibold tracking-tight text-ink-900">
          {order ? t('orders.withdrawal.title', { number: order.order_id }) : t('withdraw.title')}
        </h1>
        <div className="mt-6">
          {linkFailure ? (
            <div className="space-y-4">
              <p role="alert" className="text-red-700">
                {linkFailure.detail ?? t('orders.withdrawal.failed')}
              </p>
              <Link
                to={STOREFRONT_ROUTES.withdraw}
                className={buttonClasses({ variant: 'outline' })}
              >
                {t('withdraw.newLink')}
              </Link>
            </div>
          ) : !order ? (
            <p className="text-ink-700">{t('withdraw.loading')}</p>
          ) : result.data ? (
            <WithdrawalReceived
              withdrawnAt={result.data.withdrawn_at}
              email={result.originalArgs?.request.email ?? order.email}
            />
          ) : (
            <WithdrawalStatement
              orderId={order.order_id}
              lines={order.items}
              period={order.withdrawal}
              defaults={{ name: order.name, email: order.email }}
              sending={result.isLoading}
              failure={failureOf(result.error)}
              onConfirm={(request) => void withdraw({ token, request })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
