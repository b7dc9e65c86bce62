import { useTranslation } from 'react-i18next';
import { parseMoney } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';

/**
 * A product on sale (ADR 0037): the reduction is told against the lowest price of the 30 days
 * before it (art. 6a Directive 98/6/EC), never against a struck regular price. Nothing when the
 * product is not on sale.
 */
export function SaleReference({
  product,
  className = '',
}: {
  product: { price: string; lowest_price_30_days: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (product.lowest_price_30_days === null) return null;
  const lowest = parseMoney(product.lowest_price_30_days);
  const price = parseMoney(product.price);
  // Whole percent, from cents: only a real reduction against the reference is announced.
  const percent = lowest > price ? Math.floor(((lowest - price) * 100) / lowest) : 0;
  return (
    <p data-testid="sale-reference" className={`text-sm text-ink-700 ${className}`}>
      {percent > 0 ? (
        <span className="mr-2 rounded-full bg-clay-600 px-2 py-0.5 font-semibold text-white">
          {t('product.sale.reduction', { percent })}
        </span>
      ) : null}
      {t('product.sale.lowest30Days', {
        price: formatPrice(product.lowest_price_30_days, language),
      })}
    </p>
  );
}
