import { publicSettingsSchema, type PublicSettings } from '@shop/contracts';
import { ApiError, apiClient } from '../../../lib/api-client';

const SETTINGS_PATH = '/api/settings/';

/** GET /api/settings/: where the shop delivers. */
export async function getSettings(options: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  const data = await apiClient.get(SETTINGS_PATH, { signal: options.signal });
  const parsed = publicSettingsSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ kind: 'invalid_response', status: 200, body: data, url: SETTINGS_PATH });
  }
  return parsed.data;
}
