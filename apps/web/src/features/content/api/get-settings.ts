import { publicSettingsSchema, type PublicSettings } from '@shop/contracts';
import { parseAnswer, apiClient } from '../../../lib/api-client';

/** Also the key of a page's initial data: the request has no parameters. */
export const SETTINGS_PATH = '/api/settings/';

/** GET /api/settings/: where the shop delivers. */
export async function getSettings(options: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  const data = await apiClient.get(SETTINGS_PATH, { signal: options.signal });
  return parseAnswer(publicSettingsSchema, data, SETTINGS_PATH);
}
