import { useEffect, useRef, useState } from 'react';
import type { PublicSettings } from '@shop/contracts';
import { useInitialAnswer } from '../../../lib/initial-data';
import { getSettings, SETTINGS_PATH } from '../api/get-settings';

export type SettingsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; settings: PublicSettings };

/** The shop's public settings (GET /api/settings/): delivery countries and the seller. */
export function useSettings(): SettingsState {
  // A server-rendered page came with the settings (our own API's answer).
  const initial = useInitialAnswer(SETTINGS_PATH);
  const [state, setState] = useState<SettingsState>(() =>
    initial?.status === 200
      ? { status: 'loaded', settings: initial.body as PublicSettings }
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
      (settings) => setState({ status: 'loaded', settings }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
