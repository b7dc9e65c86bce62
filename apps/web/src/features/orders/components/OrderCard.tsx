import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { DocumentLinks } from '../../../components/documents/DocumentLinks';
import { VatBreakdownLines } from '../../../components/documents/VatBreakdownLines';
import { formatPrice } from '../../../lib/format';
import { paymentMethodText } from '../../../lib/payment-method';
import { cardItems, formatOrderDate } from '../order-format';
import { LinePhoto } from './LinePhoto';
import { OrderStatusBadge } from './OrderStatusBadge';
import { WithdrawalDialog } from './WithdrawalDialog';

/** One order in the grid (spec §2 "My orders"). */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { shown, more } = cardItems(order.items);
  const headingId = `order-${order.order_id}-heading`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      className="flex w-full flex-col rounded-3xl border border-cream-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {t('orders.card.number', { number: order.order_id })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-600">{t('orders.card.date')}</dt>
        <dd className="text-right text-ink-900">
          <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
        </dd>
        <dt className="text-ink-600">{t('orders.card.total')}</dt>
        <dd className="text-right font-semibold whitespace-nowrap text-ink-900">
          {formatPrice(order.total_amount, language)}
        </dd>
        <dt className="text-ink-600">{t('orders.card.items')}</dt>
        <dd className="text-right text-ink-900">
          {t('orders.card.itemsCount', { count: order.items_count })}
        </dd>
        {order.payment_method ? (
          <>
            <dt className="text-ink-600">{t('orders.card.paymentMethod')}</dt>
            <dd className="text-right text-ink-900">
              {paymentMethodText(order.payment_method, t)}
            </dd>
          </>
        ) : null}
        {order.delivery.kind === 'pickup_point' && order.shipping_address ? (
          <>
            <dt className="text-ink-600">{t('orders.card.pickupPoint')}</dt>
            <dd data-testid="order-pickup-point" className="text-right text-ink-900">
              {order.shipping_address.name}, {order.shipping_address.address_1},{' '}
              {order.shipping_address.postal_code} {order.shipping_address.city}
            </dd>
          </>
        ) : null}
        {order.delivery.kind === 'collection' ? (
          <>
            <dt className="text-ink-600">{t('orders.card.delivery')}</dt>
            <dd className="text-right text-ink-900">{t('orders.card.collection')}</dd>
          </>
        ) : null}
        {order.delivery.tracking_number ? (
          <>
            <dt className="text-ink-600">{t('orders.card.tracking')}</dt>
            <dd className="text-right text-ink-900">
              {order.delivery.tracking_url ? (
                <a
                  href={order.delivery.tracking_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-2"
                  aria-label={t('orders.card.trackingLink', {
                    carrier: order.delivery.carrier ? t(`carriers.${order.delivery.carrier}`) : '',
                    number: order.delivery.tracking_number,
                  })}
                >
                  {order.delivery.tracking_number}
                </a>
              ) : (
                order.delivery.tracking_number
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-2">
        <VatBreakdownLines
          breakdown={order.vat_breakdown}
          language={language}
          reverseCharge={order.reverse_charge}
        />
      </div>

      <ul className="mt-4 space-y-1 border-t border-cream-200 pt-4 text-sm text-ink-700">
        {shown.map((item, index) => (
          <li key={`${item.product_name}-${index}`} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate">{item.product_name}</span>
              {item.photo?.thumbnail_url ? (
                <LinePhoto url={item.photo.thumbnail_url} product={item.product_name} />
              ) : null}
            </span>
            <span className="shrink-0 text-ink-600">
              {t('orders.card.quantity', { quantity: item.quantity })}
            </span>
          </li>
        ))}
        {more > 0 ? (
          <li className="text-ink-600 italic">{t('orders.card.moreItems', { count: more })}</li>
        ) : null}
      </ul>
      {order.withdrawals.length > 0 ? (
        <section
          aria-labelledby={`${headingId}-withdrawals`}
          data-testid="order-withdrawals"
          className="mt-4 border-t border-cream-200 pt-4 text-sm"
        >
          <h3 id={`${headingId}-withdrawals`} className="font-semibold text-ink-900">
            {t('orders.card.withdrawalsHeading')}
          </h3>
          <ul className="mt-2 space-y-3">
            {order.withdrawals.map((withdrawal) => (
              <li key={withdrawal.id} data-testid="order-withdrawal" className="text-ink-700">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <time dateTime={withdrawal.withdrawn_at}>
                    {t('orders.card.withdrawnOn', {
                      date: formatOrderDate(withdrawal.withdrawn_at),
                    })}
                  </time>
                  <span className="text-ink-900">
                    {withdrawal.refund === 'refunded'
                      ? t('orders.card.refunded')
                      : t('orders.card.refundPending', {
                          date: formatOrderDate(withdrawal.refund_due_at),
                        })}
                  </span>
                </p>
                <ul className="mt-1 space-y-1">
                  {withdrawal.items.map((item) => (
                    <li key={item.id} className="flex justify-between gap-3">
                      <span>{item.product_name}</span>
                      <span className="shrink-0 text-ink-600">
                        {t('orders.card.quantity', { quantity: item.quantity })}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WithdrawalDialog order={order} />
      <div className="mt-4 border-t border-cream-200 pt-4">
        <DocumentLinks invoice={order.invoice} creditNotes={order.credit_notes} />
      </div>
    </article>
  );
}
