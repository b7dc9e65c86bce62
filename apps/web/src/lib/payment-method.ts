import type { TFunction } from 'i18next';
import { paymentMethodInWords, type PaymentMethod } from '@shop/contracts';

/**
 * How an order was paid, in words in the page's language, through the contracts' one naming
 * rule (ADR 0050). The rule builds its keys (`paymentMethods.<type>`) from the method, so
 * they are passed on as the locale file's keys.
 */
export function paymentMethodText(method: PaymentMethod, t: TFunction): string {
  return paymentMethodInWords(method, (key) => t(key as 'paymentMethods.card'));
}
