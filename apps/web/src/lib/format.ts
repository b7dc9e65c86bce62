import { formatMoneyAmount, tryParseMoney } from '@shop/contracts';
import { toLanguage } from './language';

/**
 * Formats an API price ("24.99", euros) for display: two decimals in the language's style and
 * the euro sign after the amount, as the spec shows prices.
 * en: "24.99 €", nl and fr: "24,99 €". Keep the element `white-space: nowrap` so the sign
 * never wraps onto its own line. The digits are read exactly (the shop's money type), never
 * through a float; a value that is not an amount is shown as it came.
 */
export function formatPrice(price: string, language: string): string {
  const amount = tryParseMoney(price.trim());
  if (amount === null) return `${price} €`;
  return `${formatMoneyAmount(amount, toLanguage(language))} €`;
}
