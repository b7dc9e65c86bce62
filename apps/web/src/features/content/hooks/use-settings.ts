import type { PublicSettings } from '@shop/contracts';
import { useGetSettingsQuery } from '../api/get-settings';

export type SettingsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; settings: PublicSettings };

/**
 * The shop's public settings (GET /api/settings/): delivery countries and the seller. A
 * server-rendered page comes with them in its store (app/page-data.ts).
 */
export function useSettings(): SettingsState {
  const { currentData, isError } = useGetSettingsQuery();
  if (currentData) return { status: 'loaded', settings: currentData };
  return isError ? { status: 'failed' } : { status: 'loading' };
}
