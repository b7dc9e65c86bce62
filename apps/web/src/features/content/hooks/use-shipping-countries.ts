import type { Language } from '@shop/contracts';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { useSettings } from './use-settings';

export type ShippingCountries =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; codes: string[] };

/** "België, Frankrijk en Nederland": country names and the list joined in the language. */
export function countryList(codes: string[], language: Language): string {
  const locale = LANGUAGE_LOCALES[language];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

/** The delivery countries the shop is configured with (SHIPPING_COUNTRIES on the server). */
export function useShippingCountries(): ShippingCountries {
  const settings = useSettings();
  return settings.status === 'loaded'
    ? { status: 'loaded', codes: settings.settings.shipping_countries }
    : settings;
}
