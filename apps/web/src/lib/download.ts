import { fetchSignedIn } from './api-client';

/**
 * Saves a file the API serves only to the signed-in user (an invoice's PDF): fetched with the
 * access token (renewed when it has expired, as for every call), then handed to the browser as
 * a download under the server's file name.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<void> {
  const response = await fetchSignedIn(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
