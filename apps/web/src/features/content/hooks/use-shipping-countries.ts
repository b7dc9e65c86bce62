import { useEffect, useRef, useState } from 'react';
import type { Language, PublicSettings } from '@shop/contracts';
import { useInitialAnswer } from '../../../lib/initial-data';
import { LANGUAGE_LOCALES } from '../../../lib/language';
import { getSettings, SETTINGS_PATH } from '../api/get-settings';

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
  // A server-rendered page came with the settings (our own API's answer).
  const initial = useInitialAnswer(SETTINGS_PATH);
  const [state, setState] = useState<ShippingCountries>(() =>
    initial?.status === 200
      ? { status: 'loaded', codes: (initial.body as PublicSettings).shipping_countries }
      : { status: 'loading' },
  );
  const alreadyLoaded = useRef(state.status === 'loaded');
  useEffect(() => {
    if (alreadyLoaded.current) {
      alreadyLoaded.current = false;
      return;
    }
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
