import { publicSettingsSchema, type PublicSettings } from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

const SETTINGS_PATH = '/api/settings/';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/settings/: where the shop delivers. */
    getSettings: build.query<PublicSettings, void>({
      query: () => ({
        url: SETTINGS_PATH,
        check: (data) => parseAnswer(publicSettingsSchema, data, SETTINGS_PATH),
      }),
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
