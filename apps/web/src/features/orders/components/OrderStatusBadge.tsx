import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/contracts';
import { cn } from '../../../lib/cn';

/**
 * Spec §4: pending yellow, processing blue, shipped green, delivered purple, cancelled red;
 * collection at the workshop (issue 27): ready for collection teal (waiting, as shipped is),
 * collected purple (the customer has it, as delivered).
 */
const COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  processing: 'bg-blue-100 text-blue-900 ring-blue-300',
  shipped: 'bg-green-100 text-green-900 ring-green-300',
  delivered: 'bg-purple-100 text-purple-900 ring-purple-300',
  ready_for_collection: 'bg-teal-100 text-teal-900 ring-teal-300',
  collected: 'bg-purple-100 text-purple-900 ring-purple-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
        COLOURS[status],
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
