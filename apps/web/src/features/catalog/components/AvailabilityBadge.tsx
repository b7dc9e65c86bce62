import { useTranslation } from 'react-i18next';
import type { Availability } from '@shop/contracts';
import { cn } from '../../../lib/cn';

const styles: Record<Availability, string> = {
  in_stock: 'bg-sage-100 text-sage-800',
  pre_order: 'bg-clay-100 text-clay-800',
  out_of_stock: 'bg-cream-200 text-ink-700',
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        styles[availability],
      )}
    >
      {t(`products.availability.${availability}`)}
    </span>
  );
}
