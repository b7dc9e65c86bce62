import { dataExportFileName, type AccountErasure } from '@shop/contracts';
import { api } from '../../../lib/api';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_PATHS } from './paths';

/**
 * GET /api/users/me/export/, saved as the JSON file the server names (GDPR art. 15 and 20).
 * The answer is kept as it came: the file is the customer's copy, not something this page reads.
 */
export async function downloadMyData(): Promise<void> {
  const data = await apiClient.get(ACCOUNT_PATHS.myDataExport);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const dataRightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * DELETE /api/users/me/ (GDPR art. 17): the account is erased, its sign-ins end. Signing
     * out follows (use-logout), which drops the cached profile.
     */
    eraseMyAccount: build.mutation<unknown, AccountErasure>({
      query: (erasure) => ({ url: ACCOUNT_PATHS.me, method: 'DELETE', body: erasure }),
    }),
  }),
});

export const { useEraseMyAccountMutation } = dataRightsApi;
