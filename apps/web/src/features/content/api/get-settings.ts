import type { PublicSettings } from '@shop/contracts';
import { apiClient, parseAnswerLater } from '../../../lib/api-client';

/** Also the key of a page's initial data: the request has no parameters. */
export const SETTINGS_PATH = '/api/settings/';

/**
 * GET /api/settings/: where the shop delivers and who sells. The footer asks it on every page,
 * so its schema comes with the lazily loaded contracts (no zod before the first render).
 */
export async function getSettings(options: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return parseAnswerLater(
    (contracts) => contracts.publicSettingsSchema,
    apiClient.get(SETTINGS_PATH, { signal: options.signal }),
    SETTINGS_PATH,
  );
}
