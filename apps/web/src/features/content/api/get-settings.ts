import type { PublicSettings } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

const SETTINGS_PATH = '/api/settings/';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/settings/: where the shop delivers and who sells. The footer asks it on every
     * page, so its schema comes with the lazily loaded contracts (no zod before the first render).
     */
    getSettings: build.query<PublicSettings, void>({
      query: () =>
        withLazySchemas({ url: SETTINGS_PATH }, ({ publicSettingsSchema }, data) =>
          parseAnswer(publicSettingsSchema, data, SETTINGS_PATH),
        ),
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
