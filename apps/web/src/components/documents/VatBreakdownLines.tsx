import { useTranslation } from 'react-i18next';
import type { VatBreakdownLine } from '@shop/contracts';
import { vatRateInWords } from '@shop/contracts/money';
import { formatPrice } from '../../lib/format';

/**
 * "incl. 21 % VAT: € 6.30", one line per rate: the VAT a total includes; for a company supplied
 * under reverse charge "VAT 0 % – reverse charge" (ADR 0094).
 */
export function VatBreakdownLines({
  breakdown,
  language,
  reverseCharge = false,
}: {
  breakdown: readonly VatBreakdownLine[];
  language: string;
  reverseCharge?: boolean;
}) {
  const { t } = useTranslation();
  if (breakdown.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs text-ink-600" data-testid="vat-breakdown">
      {breakdown.map((line) => (
        <li key={line.rate} className="flex justify-between gap-3">
          <span>
            {reverseCharge
              ? t('vat.reverseCharge')
              : t('vat.included', { rate: vatRateInWords(line.rate, language) })}
          </span>
          <span className="whitespace-nowrap">{formatPrice(line.vat_amount, language)}</span>
        </li>
      ))}
    </ul>
  );
}
