import { useEffect, useState } from 'react';
import type { Language } from '@shop/contracts';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { getSettings } from '../api/get-settings';

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
  const [state, setState] = useState<ShippingCountries>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getSettings({ signal: controller.signal }).then(
      (settings) => setState({ status: 'loaded', codes: settings.shipping_countries }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
