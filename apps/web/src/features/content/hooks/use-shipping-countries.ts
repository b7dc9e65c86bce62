import type { Language } from '@shop/contracts';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { useGetSettingsQuery } from '../api/get-settings';

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
  const { currentData, isError } = useGetSettingsQuery();
  if (currentData) return { status: 'loaded', codes: currentData.shipping_countries };
  return isError ? { status: 'failed' } : { status: 'loading' };
}
