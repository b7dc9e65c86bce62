import { formatMoney, tryParseMoney } from '@shop/contracts';
import { toLanguage } from './language';

/**
 * Formats an API price ("24.99", euros) for display through the contracts' one money
 * formatter, so the storefront reads as mails, invoices and the admin do (ADR 0072):
 * en "€24.99", nl and fr "24,99 €". The digits are read exactly (the shop's money type),
 * never through a float; a value that is not an amount is shown as it came.
 */
export function formatPrice(price: string, language: string): string {
  const amount = tryParseMoney(price.trim());
  if (amount === null) return `${price} €`;
  return formatMoney(amount, toLanguage(language));
}
