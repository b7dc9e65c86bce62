import { LANGUAGE_LOCALES, toLanguage } from './language';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats an API price ("24.99", euros) for display: two decimals in the language's style and
 * the euro sign after the amount, as the shop has always shown it.
 * en: "24.99 €", nl and fr: "24,99 €". Keep the element `white-space: nowrap` so the sign
 * never wraps onto its own line.
 */
export function formatPrice(price: string, language: string): string {
  const amount = Number(price);
  if (price.trim() === '' || !Number.isFinite(amount)) return `${price} €`;
  return `${numberFormat(LANGUAGE_LOCALES[toLanguage(language)]).format(amount)} €`;
}
